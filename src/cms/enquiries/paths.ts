/* Where the sales view lives in the admin, and the notices its actions come back with. */
export const enquiriesPath = '/enquiries';

export const notices = {
  retried: 'Delivery queued again: the outbox worker sends it on its next poll.',
  'not-retried':
    'Nothing was queued: that delivery has already gone through or is being sent right now (try again in a minute).',
  erased: 'Enquiry erased, with its delivery log.',
  'confirm-mismatch': 'The reference typed did not match: nothing was erased.',
  delivering: 'A delivery of this enquiry is in progress: nothing was erased. Try again in a minute.',
} as const;
export type Notice = keyof typeof notices;

export function noticeText(value: unknown): string | undefined {
  return typeof value === 'string' && Object.hasOwn(notices, value) ? notices[value as Notice] : undefined;
}
