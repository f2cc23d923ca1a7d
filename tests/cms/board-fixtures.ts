/*
 * The bookings-board spec's booking in progress today (tests/e2e/cms-board.spec.ts): written by
 * tests/cms/prepare.ts before the server starts, since a visitor can only book ahead and a
 * check-in needs a visit that has (nearly) begun. It starts on the hour the server is prepared in
 * and lasts two hours. Plain data: the spec imports it too.
 */
export const boardFixture = {
  reference: 'NL-E2E0-BRD1',
  centre: 'dartford',
  roomReference: 'DAR-MR01',
  name: 'Board Visitor',
  email: 'board-visitor@e2e.northlight.example',
  phone: '+441632960099',
} as const;

/** The fixture's time: the current hour (UTC hours are whole UK hours too) and two hours on. */
export function boardFixtureTimes(now: Date): { startsAt: Date; endsAt: Date } {
  const startsAt = new Date(now);
  startsAt.setUTCMinutes(0, 0, 0);
  return { startsAt, endsAt: new Date(startsAt.getTime() + 2 * 3_600_000) };
}

/*
 * The board's day passes (tests/e2e/cms-day-pass.spec.ts): one for today, to check in, and one for
 * tomorrow, which the board must refuse today. Written by tests/cms/prepare.ts, since a visitor
 * cannot buy today's pass once reception has closed, when a run may happen.
 */
export const dayPassFixtures = {
  today: { reference: 'NL-E2E0-DPS1', name: 'Desk Visitor' },
  tomorrow: { reference: 'NL-E2E0-DPS2', name: 'Early Visitor' },
  /** Tomorrow's, for staff to cancel (the visitor phoned). */
  phoned: { reference: 'NL-E2E0-DPS3', name: 'Phoned Visitor' },
  /** Today's, paid online: staff cancelling it must choose to refund or keep the payment. */
  paidToday: { reference: 'NL-E2E0-DPS4', name: 'Card Visitor' },
  centre: 'dartford',
} as const;

/** A 10-day bundle with 7 days booked, one of them today at the board's centre (bundle-cms-day-pass.spec.ts). */
export const bundleFixture = { reference: 'NL-E2E0-BND1', todayPass: 'NL-E2E0-BND2', name: 'Bundle Visitor', days: 10, booked: 7 } as const;

/** The UK calendar day of an instant, offset by whole days. */
export function ukDay(now: Date, offsetDays = 0): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}
