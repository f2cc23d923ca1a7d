/*
 * The contract between the enquiry form and POST /api/enquiries, shared by both sides.
 */

export const enquiryEndpoint = '/api/enquiries';
export const enquiryReceivedPath = '/enquiry/received';

/** Double-submit CSRF token: the script form copies this cookie into the header. */
export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'x-xsrf-token';

export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;

export const replyPromise = 'An advisor will reply within one working day, usually by phone.';

export type EnquiryCreated = { readonly reference: string; readonly reply: string };
export type EnquiryRefused = { readonly errors?: Partial<Record<string, string>>; readonly error?: string };
