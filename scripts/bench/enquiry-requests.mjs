/* What the enquiry benches send: a valid enquiry body and the headers the form sends with it. */
import { createHmac, randomBytes } from 'node:crypto';

const xsrfToken = randomBytes(18).toString('base64url');

/*
 * Every enquiry carries the signed form token (src/server/requests/form-token.ts), one per post: tokens are
 * single-use. The benches start the server with this ENQUIRY_FORM_SECRET (processes.mjs) and sign
 * each post's token as shown a minute ago.
 */
export const benchFormSecret = 'bench-enquiry-form-secret-0123456789';

export function formToken() {
  const payload = `v1.${(Date.now() - 60_000).toString(36)}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${createHmac('sha256', benchFormSecret).update(payload).digest('base64url')}`;
}

export function enquiryBody() {
  return JSON.stringify({
    intent: 'quote',
    preferredDays: [],
    name: 'Bench Visitor',
    email: 'bench@example.co.uk',
    phone: '07700 900123',
    phoneCountry: 'GB',
    company: 'Bench Ltd',
    workspaceType: 'workshops',
    centre: 'chichester',
    message: 'Benchmark enquiry: a small workshop with a roller door.',
    marketingOptIn: false,
    pagePath: '/workspaces/workshops',
    context: { workspaceType: 'workshops', placement: 'hero' },
    touch: { utm_source: 'bench', landing_path: '/workspaces/workshops' },
    // Shown a minute ago: well past the minimum fill time.
    startedAt: Date.now() - 60_000,
  });
}

export function requestHeaders(origin, key) {
  return {
    'content-type': 'application/json',
    origin,
    'sec-fetch-site': 'same-origin',
    cookie: `XSRF-TOKEN=${xsrfToken}; enquiry_form=${formToken()}`,
    'x-xsrf-token': xsrfToken,
    'idempotency-key': key,
  };
}

let keyCounter = 0;
const keyPrefix = randomBytes(6).toString('hex');
export const nextKey = () => `bench-${keyPrefix}-${(keyCounter += 1)}`;
