/* What the enquiry benches send: a valid enquiry body and the headers the form sends with it. */
import { randomBytes } from 'node:crypto';

const xsrfToken = randomBytes(18).toString('base64url');

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
    cookie: `XSRF-TOKEN=${xsrfToken}`,
    'x-xsrf-token': xsrfToken,
    'idempotency-key': key,
  };
}

let keyCounter = 0;
const keyPrefix = randomBytes(6).toString('hex');
export const nextKey = () => `bench-${keyPrefix}-${(keyCounter += 1)}`;
