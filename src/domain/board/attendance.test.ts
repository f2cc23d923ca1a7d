import { describe, expect, it } from 'vitest';
import { attendanceVerdict, moveVerdict, staffChangeVerdict, type BoardVisit } from './attendance';

const start = new Date('2026-10-26T10:00:00Z');
const end = new Date('2026-10-26T11:00:00Z');
const confirmed: BoardVisit = { status: 'confirmed', startsAt: start, endsAt: end, attendance: null };
const at = (iso: string) => new Date(iso);
const minutesBefore = (minutes: number) => new Date(start.getTime() - minutes * 60_000);

describe('check-in and no-show marks', () => {
  it('check in from an hour before the start, and not earlier', () => {
    expect(attendanceVerdict(confirmed, 'checked-in', minutesBefore(61))).toEqual({
      allowed: false,
      reason: 'too-early',
    });
    expect(attendanceVerdict(confirmed, 'checked-in', minutesBefore(60)).allowed).toBe(true);
    expect(attendanceVerdict(confirmed, 'checked-in', at('2026-10-26T10:20:00Z')).allowed).toBe(true);
    // Late records are fine: the desk may write it up after the visitor left.
    expect(attendanceVerdict(confirmed, 'checked-in', at('2026-10-27T09:00:00Z')).allowed).toBe(true);
  });

  it('mark a no-show only once the start has passed', () => {
    expect(attendanceVerdict(confirmed, 'no-show', minutesBefore(1))).toEqual({
      allowed: false,
      reason: 'not-started',
    });
    expect(attendanceVerdict(confirmed, 'no-show', start).allowed).toBe(true);
  });

  it('never mark a cancelled booking, a payment hold, an ended hold or a refund', () => {
    for (const status of ['cancelled', 'pending', 'expired', 'refunded'])
      for (const change of ['checked-in', 'no-show', 'clear'] as const)
        expect(attendanceVerdict({ ...confirmed, status }, change, end), `${status} ${change}`).toEqual({
          allowed: false,
          reason: 'not-confirmed',
        });
  });

  it('correct or clear a mark, but not set what is already so', () => {
    const checkedIn = { ...confirmed, attendance: 'checked-in' as const };
    expect(attendanceVerdict(checkedIn, 'checked-in', end)).toEqual({ allowed: false, reason: 'unchanged' });
    expect(attendanceVerdict(checkedIn, 'no-show', end).allowed).toBe(true);
    expect(attendanceVerdict(checkedIn, 'clear', end).allowed).toBe(true);
    expect(attendanceVerdict(confirmed, 'clear', end)).toEqual({ allowed: false, reason: 'unchanged' });
    // A correction to no-show keeps the start rule.
    expect(attendanceVerdict(checkedIn, 'no-show', minutesBefore(30))).toEqual({
      allowed: false,
      reason: 'not-started',
    });
  });
});

describe('cancel or move for the visitor', () => {
  it('only a confirmed, unmarked visit that has not started', () => {
    expect(staffChangeVerdict(confirmed, minutesBefore(5)).allowed).toBe(true);
    // Staff are not held to the visitor's 24 hours: the visitor asked them.
    expect(staffChangeVerdict(confirmed, minutesBefore(60 * 23)).allowed).toBe(true);
    expect(staffChangeVerdict(confirmed, start)).toEqual({ allowed: false, reason: 'started' });
    expect(staffChangeVerdict({ ...confirmed, status: 'cancelled' }, minutesBefore(60))).toEqual({
      allowed: false,
      reason: 'not-confirmed',
    });
    expect(staffChangeVerdict({ ...confirmed, attendance: 'checked-in' }, minutesBefore(30))).toEqual({
      allowed: false,
      reason: 'marked',
    });
  });

  it('moves only to a slot the centre offers, in the future, and not the same one', () => {
    const now = at('2026-10-20T09:00:00Z');
    const later = { start: at('2026-10-27T10:00:00Z'), end: at('2026-10-27T11:00:00Z') };
    expect(moveVerdict(confirmed, later, now).allowed).toBe(true);
    expect(moveVerdict(confirmed, undefined, now)).toEqual({ allowed: false, reason: 'slot' });
    expect(
      moveVerdict(confirmed, { start: at('2026-10-20T08:00:00Z'), end: at('2026-10-20T09:00:00Z') }, now),
    ).toEqual({
      allowed: false,
      reason: 'slot',
    });
    expect(moveVerdict(confirmed, { start, end }, now)).toEqual({ allowed: false, reason: 'same-time' });
    expect(moveVerdict({ ...confirmed, attendance: 'no-show' }, later, now)).toEqual({
      allowed: false,
      reason: 'marked',
    });
    expect(moveVerdict({ ...confirmed, status: 'pending' }, later, now)).toEqual({
      allowed: false,
      reason: 'not-confirmed',
    });
  });
});
