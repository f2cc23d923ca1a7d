/*
 * What staff may record and change on the bookings board (issue 22 item 2, docs/decisions/0030):
 * a visitor checked in or a no-show, a cancel or a move made for the visitor. One statement of the
 * rules, read by the board (which buttons it offers) and the server (which changes it makes), so a
 * button never offers what the server refuses.
 *
 * - Only a confirmed booking or viewing is marked, cancelled or moved: a cancelled one, a payment
 *   hold, an ended hold or a refund is history.
 * - Checked in: from an hour before the start (visitors arrive early), never earlier.
 * - No-show: only once the start has passed (before it, the visitor may still come).
 * - A mark can be corrected (checked in <-> no-show) or cleared, under the same time rules.
 * - A visit already marked, or already started, is no longer cancelled or moved: it happened (or
 *   did not), and the mark is the record of it.
 */

export const attendanceMarks = ['checked-in', 'no-show'] as const;
export type AttendanceMark = (typeof attendanceMarks)[number];

export const attendanceLabels: Record<AttendanceMark, string> = {
  'checked-in': 'Checked in',
  'no-show': 'No-show',
};

/** How long before its start a visitor may be checked in. */
export const checkInOpensMinutes = 60;
const minuteMs = 60_000;

export type BoardVisit = {
  readonly status: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly attendance: AttendanceMark | null;
};

/** A mark to set, or 'clear' to take a wrong one back. */
export type AttendanceChange = AttendanceMark | 'clear';

export const attendanceRefusals = {
  'not-confirmed': 'Only a confirmed booking or viewing can be marked: nothing was changed.',
  'too-early': `A visitor can be checked in from ${checkInOpensMinutes} minutes before the start: nothing was changed.`,
  'not-started': 'A no-show can be marked only once the start time has passed: nothing was changed.',
  unchanged: 'That was already so: nothing was changed.',
} as const;
export type AttendanceRefusal = keyof typeof attendanceRefusals;

export type Verdict<Refusal extends string> =
  { readonly allowed: true } | { readonly allowed: false; readonly reason: Refusal };

const allowed = { allowed: true } as const;
const refuse = <Refusal extends string>(reason: Refusal) => ({ allowed: false, reason }) as const;

/** Whether a visit may take that mark now. */
export function attendanceVerdict(
  visit: BoardVisit,
  change: AttendanceChange,
  now: Date,
): Verdict<AttendanceRefusal> {
  if (visit.status !== 'confirmed') return refuse('not-confirmed');
  if ((change === 'clear' ? null : change) === visit.attendance) return refuse('unchanged');
  if (change === 'checked-in' && now.getTime() < visit.startsAt.getTime() - checkInOpensMinutes * minuteMs)
    return refuse('too-early');
  if (change === 'no-show' && now.getTime() < visit.startsAt.getTime()) return refuse('not-started');
  return allowed;
}

export const staffChangeRefusals = {
  'not-confirmed': 'It is no longer confirmed (already cancelled, or never confirmed): nothing was changed.',
  marked:
    'The visitor is already marked as checked in or a no-show, so it is kept as it happened: nothing was changed.',
  started: 'It has already started: nothing was changed.',
} as const;
export type StaffChangeRefusal = keyof typeof staffChangeRefusals;

/** Whether staff may cancel or move a visit for the visitor now (the new time is checked apart). */
export function staffChangeVerdict(visit: BoardVisit, now: Date): Verdict<StaffChangeRefusal> {
  if (visit.status !== 'confirmed') return refuse('not-confirmed');
  if (visit.attendance !== null) return refuse('marked');
  if (visit.startsAt.getTime() <= now.getTime()) return refuse('started');
  return allowed;
}

export const moveRefusals = {
  ...staffChangeRefusals,
  'same-time': 'That is the time it already has: nothing was changed.',
  slot: 'That time is not one the centre offers (closed, too soon, or past the booking horizon): nothing was changed.',
  taken:
    'That time is taken (another booking overlaps it, or every viewing place is filled): nothing was changed.',
  changed: 'It changed while you were choosing (moved or cancelled elsewhere): check it and try again.',
} as const;
export type MoveRefusal = keyof typeof moveRefusals;

/**
 * Whether a visit may move to a new slot, given the slot the centre's rules offer for the chosen
 * date and time (undefined when they offer none). Whether the slot is still free is the
 * database's word, at the moment of the move (the no-overlap constraint and the seat index).
 */
export function moveVerdict(
  visit: BoardVisit,
  target: { readonly start: Date; readonly end: Date } | undefined,
  now: Date,
): Verdict<MoveRefusal> {
  const change = staffChangeVerdict(visit, now);
  if (!change.allowed) return change;
  if (!target || target.start.getTime() <= now.getTime()) return refuse('slot');
  if (target.start.getTime() === visit.startsAt.getTime() && target.end.getTime() === visit.endsAt.getTime())
    return refuse('same-time');
  return allowed;
}
