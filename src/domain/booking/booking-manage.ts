/*
 * What the manage page tells a visitor after a change it could not make (the handler redirects
 * with ?error=<code>), and after one it made (?done=<code>). One list, read by the handler and
 * the page.
 */

export const bookingManageErrors = {
  cancelled: 'This booking is already cancelled, so nothing was changed.',
  started: 'This booking has started or is over, so it can no longer be changed online. Call the centre if you need help.',
  'too-late':
    'This booking starts within 24 hours, so it can no longer be moved online. You can still cancel it (the terms below say whether that is free), or call the centre.',
  'not-free':
    'Free cancellation for this booking has ended, so nothing was changed. If you still want to cancel, read what it costs below and confirm.',
  slot: 'That time cannot be chosen: pick one of the free times listed, more than 24 hours from now.',
  taken: 'Someone booked that time a moment before you. Your booking has not changed: choose another time.',
  changed: 'Your booking changed while you were choosing (perhaps in another tab). Check it below and try again.',
  'cross-site': 'Changes can only be made from our own website. Nothing was changed.',
  'series-move': 'Dates of a repeat booking are not moved online. Cancel the date and book another time, or call the centre.',
} as const;
export type BookingManageError = keyof typeof bookingManageErrors;

export const bookingManageDone = {
  cancelled: 'Your booking is cancelled. We have emailed you to confirm.',
  moved: 'Your booking has moved to the new time. We have emailed you the new details.',
  'cancelled-date': 'That date is cancelled; the other dates of your repeat booking stand. We have emailed you to confirm.',
  'cancelled-dates': 'Those dates are cancelled; any earlier dates of your repeat booking stand. We have emailed you to confirm.',
} as const;
export type BookingManageDone = keyof typeof bookingManageDone;

export function manageErrorMessage(code: unknown): string | undefined {
  return typeof code === 'string' && Object.hasOwn(bookingManageErrors, code)
    ? bookingManageErrors[code as BookingManageError]
    : undefined;
}

export function manageDoneMessage(code: unknown, mailed: boolean): string | undefined {
  if (typeof code !== 'string' || !Object.hasOwn(bookingManageDone, code)) return undefined;
  const message = bookingManageDone[code as BookingManageDone];
  return mailed ? message : message.replace(/ We have emailed you.*$/, '');
}
