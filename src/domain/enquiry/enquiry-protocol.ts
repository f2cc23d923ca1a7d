import { site } from '@/domain/site';

/*
 * The contract between the enquiry form and POST /api/enquiries, shared by both sides.
 */

export const enquiryEndpoint = '/api/enquiries';
export const enquiryReceivedPath = '/enquiry/received';

/** Double-submit CSRF token: the script form copies this cookie into the header. */
export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'x-xsrf-token';

/*
 * The plain form (no JavaScript) cannot copy a cookie into a header, and its page is prerendered,
 * so it cannot carry a per-visit token either. Instead it holds a 1x1 image from this path, which
 * sets a signed, time-stamped, HttpOnly, SameSite=Strict cookie scoped to the enquiry API: the
 * server checks its signature (another site cannot make the browser send it) and its age (the
 * minimum fill time). See src/server/requests/form-token.ts.
 */
export const formTokenPath = '/api/enquiries/token';
export const formTokenCookieName = 'enquiry_form';

export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;

export const replyPromise = `An advisor will reply ${site.replyTime}, usually by phone.`;

export type EnquiryCreated = { readonly reference: string; readonly reply: string };
export type EnquiryRefused = { readonly errors?: Partial<Record<string, string>>; readonly error?: string };
