import { attendanceRefusals, moveRefusals } from '@/domain/board/attendance';
import { checkInRefusalText } from '@/domain/day-pass/day-pass';

/* Where the bookings board lives in the admin, and the notices its forms come back with. */
export const boardPath = '/board';
export const boardUpdatePath = '/board/update';
export const boardDayPassCheckInPath = '/board/day-pass-check-in';
export const boardDayPassCancelPath = '/board/day-pass-cancel';

const done = {
  'checked-in': 'Marked checked in.',
  'no-show': 'Marked as a no-show.',
  clear: 'Mark cleared.',
  cancelled: 'Cancelled for the visitor; the visitor is emailed the cancellation.',
  moved: 'Moved for the visitor; the visitor is emailed the new time with an updated calendar entry.',
  'pass-checked-in': 'Day pass checked in.',
} as const;

export const boardNotices = {
  ...done,
  ...attendanceRefusals,
  ...moveRefusals,
  'pass-not-found': checkInRefusalText['not-found'],
  'pass-unpaid': checkInRefusalText.unpaid,
  'pass-cancelled': checkInRefusalText.cancelled,
  'pass-already': checkInRefusalText.already,
  'pass-wrong-day': checkInRefusalText['wrong-day'],
  'pass-other-centre': checkInRefusalText['other-centre'],
  'pass-cancelled-by-staff': 'Day pass cancelled; the visitor is emailed the cancellation (and refunded when paid online, unless you kept the payment).',
  'pass-not-cancellable': 'This pass cannot be cancelled: it is already cancelled, used or not booked.',
  'pass-payment-choice': 'The pass is for today and was paid online: choose whether to refund or keep the payment, then cancel again.',
  missing: 'No such booking or viewing, or not one of your centres: nothing was changed.',
  invalid: 'That change was not understood: nothing was changed.',
  'reason-missing':
    'Say why it is cancelled (3 to 300 characters): the visitor reads it in their email. Nothing was changed.',
  charge:
    'That booking is outside its free cancellation period: choose whether the charge stands or is waived. Nothing was changed.',
} as const;
export type BoardNotice = keyof typeof boardNotices;

export function boardNoticeText(value: unknown, mailed: boolean): { text: string; ok: boolean } | undefined {
  if (typeof value !== 'string' || !Object.hasOwn(boardNotices, value)) return undefined;
  const ok = Object.hasOwn(done, value);
  const text = boardNotices[value as BoardNotice];
  return { text: mailed ? text : text.replace(/; the visitor is emailed.*$/, '.'), ok };
}
