import { beforeEach, describe, expect, it } from 'vitest';
import { peerAddressHeader } from './client-address';
import { limitCmsLogin, type CmsLoginLimitDeps } from './cms-login-limit';
import { rateLimits } from '../db/schema';
import { silentLog } from '../testing/fixtures';
import { useTestDatabase } from '../testing/databases';

/*
 * Issue 41: thirty wrong passwords in a row got thirty 401s and no 429. The sign-in is now limited
 * per client address and per account, counting failures only (a stand-in for Payload answers here;
 * Payload's own five-attempt lockout is tested end to end in tests/e2e/cms.spec.ts).
 */

const login = (email: string, peer = '203.0.113.9') =>
  new Request('http://localhost:3000/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [peerAddressHeader]: peer },
    body: JSON.stringify({ email, password: 'not-the-password' }),
  });

describe.each(['memory', 'database'] as const)('the admin sign-in rate limit (%s store)', (store) => {
  const database = useTestDatabase('pglite');
  let clock = Date.UTC(2027, 0, 4, 9, 0, 5) + (store === 'memory' ? 0 : 3_600_000);
  let reachedPayload = 0;
  let deps: CmsLoginLimitDeps;
  const wrongPassword = async () => {
    reachedPayload += 1;
    return Response.json({ errors: [{ message: 'The email or password provided is incorrect.' }] }, { status: 401 });
  };
  const rightPassword = async () => {
    reachedPayload += 1;
    return Response.json({ user: {} }, { status: 200 });
  };
  beforeEach(async () => {
    await database.current.db.delete(rateLimits);
    clock += 120_000;
    reachedPayload = 0;
    deps = { db: database.current.db, store, trustedProxyHops: 0, log: silentLog, now: () => clock };
  });

  it('answers 429 with Retry-After after ten wrong passwords from one address, before Payload is asked', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1)
      statuses.push((await limitCmsLogin(login(`staff${attempt}@northlight.example`), wrongPassword, deps)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expect(reachedPayload).toBe(10);
    const refused = await limitCmsLogin(login('other@northlight.example'), wrongPassword, deps);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held up by this one.
    expect((await limitCmsLogin(login('other@northlight.example', '198.51.100.4'), wrongPassword, deps)).status).toBe(401);
  });

  it('limits one account tried from many addresses, whatever the case of its email', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const email = attempt % 2 ? 'Ada@Northlight.example' : 'ada@northlight.example';
      statuses.push((await limitCmsLogin(login(email, `198.18.0.${attempt + 1}`), wrongPassword, deps)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('counts only failures: staff signing in often are never refused', async () => {
    for (let attempt = 0; attempt < 25; attempt += 1)
      expect((await limitCmsLogin(login('sales@northlight.example'), rightPassword, deps)).status).toBe(200);
    // Other Payload routes pass straight through.
    const other = new Request('http://localhost:3000/cms-api/units', { method: 'POST', headers: { [peerAddressHeader]: '203.0.113.9' } });
    expect((await limitCmsLogin(other, wrongPassword, deps)).status).toBe(401);
  });
});
