import { describe, expect, it } from 'vitest';
import { minimumFillMs } from '@/domain/enquiry/enquiry-schema';
import { countRows } from './enquiries';
import { handleEnquiryPost, type EnquiryHandlerDeps } from './enquiry-handler';
import { formTokenPixelResponse, issueFormToken, verifyFormToken } from '../requests/form-token';
import { silentLog } from '../testing/fixtures';
import { useTestDatabase } from '../testing/databases';

/* The plain form (no JavaScript) gets both anti-abuse checks from a signed, time-stamped token. */

const site = 'http://localhost:3000';
const secret = 'test-form-secret-0123456789';
const fields = {
  intent: 'quote',
  name: 'Nora Script',
  email: 'nora@example.com',
  phone: '01632 960983',
  website: '',
};

function plainPost(cookie: string | undefined, extra: Record<string, string> = {}): Request {
  return new Request(`${site}/api/enquiries`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: site,
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ ...fields, ...extra }).toString(),
  });
}

describe('the plain form token', () => {
  const database = useTestDatabase('pglite');
  const deps = (): EnquiryHandlerDeps => ({
    db: database.current.db,
    channels: [],
    rateLimitPerMinute: 1000,
    rateLimitStore: 'memory',
    siteUrl: site,
    formTokenSecret: secret,
    log: silentLog,
  });
  const now = Date.now();

  it('a post without the token is refused, stores nothing, and is given a fresh token', async () => {
    const before = await countRows(database.current.db);
    const response = await handleEnquiryPost(plainPost(undefined), deps());
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^enquiry_form=v1\./);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/enquiries/);
    expect(await countRows(database.current.db)).toEqual(before);
  });

  it('a forged or foreign token is refused', async () => {
    const genuine = issueFormToken(secret, now - 60_000);
    const tampered = genuine.replace(/^v1\.[0-9a-z]+/, `v1.${(now - 3_600_000).toString(36)}`);
    const foreign = issueFormToken('another-secret-0123456789', now - 60_000);
    for (const token of [tampered, foreign, 'v1.x.y.z', 'garbage']) {
      expect((await handleEnquiryPost(plainPost(`enquiry_form=${token}`), deps())).status, token).toBe(403);
    }
  });

  it('a post made sooner after the form was shown than a person can type is refused; a field cannot say otherwise', async () => {
    const token = issueFormToken(secret, Date.now() - 200);
    const response = await handleEnquiryPost(
      plainPost(`enquiry_form=${token}`, { startedAt: String(Date.now() - 600_000) }),
      deps(),
    );
    expect(response.status).toBe(422);
    expect(await response.text()).toMatch(/very quick/);
  });

  it('a post made at a human pace is accepted', async () => {
    const token = issueFormToken(secret, Date.now() - minimumFillMs - 1_000);
    const response = await handleEnquiryPost(plainPost(`enquiry_form=${token}`), deps());
    expect(response.status).toBe(303);
  });

  it('expires after a day', () => {
    const token = issueFormToken(secret, now - 25 * 3_600_000);
    expect(verifyFormToken(token, secret, now)).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('GET /api/enquiries/token', () => {
  const env = { SITE_URL: 'https://www.northlight.example', ENQUIRY_FORM_SECRET: secret };
  const get = (cookie?: string) =>
    new Request('http://127.0.0.1:3000/api/enquiries/token', { headers: cookie ? { cookie } : {} });

  it('answers an uncacheable 1x1 image that sets the token', async () => {
    const response = formTokenPixelResponse(get(), env);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.arrayBuffer()).byteLength).toBeLessThan(100);
    expect(response.headers.get('set-cookie')).toMatch(/^enquiry_form=v1\.[^;]+; Path=\/api\/enquiries; Max-Age=86400; HttpOnly; SameSite=Strict; Secure$/);
  });

  it('keeps a usable token, so the fill time counts from the first time the form was shown', () => {
    const token = issueFormToken(secret, Date.now() - 60_000);
    expect(formTokenPixelResponse(get(`enquiry_form=${token}`), env).headers.get('set-cookie')).toBeNull();
    const young = issueFormToken(secret, Date.now() - 100);
    expect(formTokenPixelResponse(get(`enquiry_form=${young}`), env).headers.get('set-cookie')).toBeNull();
    const old = issueFormToken(secret, Date.now() - 13 * 3_600_000);
    expect(formTokenPixelResponse(get(`enquiry_form=${old}`), env).headers.get('set-cookie')).toMatch(/^enquiry_form=/);
  });
});
