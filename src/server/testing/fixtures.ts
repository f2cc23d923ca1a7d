import 'server-only';
import pino from 'pino';
import type { EnquiryInput } from '@/domain/enquiry/enquiry-schema';
import { formTokenCookieName } from '@/domain/enquiry/enquiry-protocol';
import { formTokenSecret, issueFormToken } from '../requests/form-token';

export const silentLog = pino({ level: 'silent' });

export function validEnquiryInput(overrides: Partial<EnquiryInput> = {}): EnquiryInput {
  return {
    intent: 'quote',
    preferredDays: [],
    name: 'Priya Shah',
    email: 'priya@example.co.uk',
    phone: '07700 900123',
    phoneCountry: 'GB',
    company: 'Shah Joinery',
    workspaceType: 'workshops',
    centre: 'chichester',
    message: 'Looking for about 800 sq ft with a roller door.',
    marketingOptIn: false,
    pagePath: '/workspaces/workshops',
    context: { workspaceType: 'workshops', placement: 'hero' },
    touch: { utm_source: 'newsletter', landing_path: '/workspaces/workshops' },
    startedAt: Date.now() - 60_000,
    ...overrides,
  };
}

/** The enquiry form's signed token cookie (one per post: tokens are single-use), shown a minute before `now`. */
export function enquiryFormCookie(now = Date.now(), secret = formTokenSecret({})): string {
  return `${formTokenCookieName}=${issueFormToken(secret, now - 60_000)}`;
}
