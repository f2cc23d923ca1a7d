import { beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { peerAddressHeader } from '../requests/client-address';
import { handleEnquiryPost, type EnquiryHandlerDeps } from './enquiry-handler';
import { enquiryFormCookie, silentLog, validEnquiryInput } from '../testing/fixtures';
import { useTestDatabase } from '../testing/databases';

/*
 * The per-client limit keys on an address the client cannot choose (src/server/requests/client-address.ts),
 * and counts only enquiries that would be stored.
 */

const site = 'http://localhost:3000';
const token = 'xsrf-token-0123456789abcdef';
const limit = 10;

function post(peer: string, forwardedFor: string | undefined, body: unknown = validEnquiryInput()): Request {
  return new Request(`${site}/api/enquiries`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: site,
      'sec-fetch-site': 'same-origin',
      cookie: `XSRF-TOKEN=${token}; ${enquiryFormCookie(postedAt)}`,
      'x-xsrf-token': token,
      [peerAddressHeader]: peer,
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    body: JSON.stringify(body),
  });
}

/** The clock the handler is given: each post's form token was issued a minute before it. */
let postedAt = Date.now();

const randomAddress = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe.each(['memory', 'database'] as const)('enquiry rate limit (%s store)', (store) => {
  const database = useTestDatabase('pglite');
  let deps: EnquiryHandlerDeps;
  let clock = Date.UTC(2027, 0, 4, 9, 0, 0);
  beforeEach(async () => {
    await database.current.db.delete(rateLimits);
    // A fresh minute for each test, so the in-memory windows start empty too.
    clock += 60_000;
    const now = clock;
    postedAt = now;
    deps = {
      db: database.current.db,
      channels: [],
      rateLimitPerMinute: limit,
      rateLimitStore: store,
      siteUrl: site,
      log: silentLog,
      now: () => now,
    };
  });

  it('without a proxy, 100 enquiries with spoofed X-Forwarded-For from one socket get only the allowance', async () => {
    let accepted = 0;
    for (let i = 0; i < 100; i += 1) {
      const response = await handleEnquiryPost(post('203.0.113.50', randomAddress(i)), {
        ...deps,
        trustedProxyHops: 0,
      });
      if (response.status === 201) accepted += 1;
      else expect(response.status).toBe(429);
    }
    expect(accepted).toBe(limit);
  });

  it('behind nginx, a forged X-Forwarded-For cannot lock another visitor out', async () => {
    const behindNginx = { ...deps, trustedProxyHops: 1 };
    const victim = '198.51.100.77';
    // The attacker writes the victim's address; nginx appends the attacker's real one.
    for (let i = 0; i < limit * 2; i += 1) {
      await handleEnquiryPost(post('10.0.0.2', `${victim}, 203.0.113.66`), behindNginx);
    }
    const response = await handleEnquiryPost(post('10.0.0.2', victim), behindNginx);
    expect(response.status).toBe(201);
    // And the attacker's own address is what ran out.
    expect((await handleEnquiryPost(post('10.0.0.2', `${victim}, 203.0.113.66`), behindNginx)).status).toBe(
      429,
    );
  });

  it('invalid submissions do not use up the allowance for a valid one', async () => {
    for (let i = 0; i < limit * 2; i += 1) {
      const response = await handleEnquiryPost(
        post('203.0.113.51', undefined, validEnquiryInput({ email: 'not-an-email' })),
        deps,
      );
      expect(response.status).toBe(422);
    }
    expect((await handleEnquiryPost(post('203.0.113.51', undefined), deps)).status).toBe(201);
  });
});
