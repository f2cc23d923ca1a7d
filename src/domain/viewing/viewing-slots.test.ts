import { describe, expect, it } from 'vitest';
import { viewingHoursSchema, viewingWindowProblem, type ViewingHours } from './viewing-hours';
import {
  freeViewingSlots,
  slotKey,
  viewingDaysFrom,
  viewingHorizonDays,
  viewingSlotAt,
  viewingSlotsOn,
} from './viewing-slots';

const hours: ViewingHours = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  starts: '10:00',
  ends: '12:00',
  slotMinutes: 30,
  capacity: 2,
  minimumNoticeHours: 24,
  closedDates: ['2026-12-25'],
};
// Monday 1 June 2026, 08:00 in London (07:00 UTC, BST).
const now = new Date('2026-06-01T07:00:00Z');

describe('viewing hours', () => {
  it('accepts plausible hours', () => {
    expect(viewingHoursSchema.safeParse(hours).success).toBe(true);
  });

  it('refuses an end before the start, a window that is not whole slots, and capacity outside 1 to 10', () => {
    expect(viewingWindowProblem('12:00', '10:00', 30)).toMatch(/end after/);
    expect(viewingWindowProblem('10:00', '10:20', 30)).toMatch(/shorter than one viewing/);
    expect(viewingWindowProblem('10:00', '11:45', 30)).toMatch(/whole number/);
    expect(viewingWindowProblem('10:00', '11:30', 30)).toBeUndefined();
    const refused = (change: Partial<ViewingHours>) =>
      viewingHoursSchema.safeParse({ ...hours, ...change }).success;
    expect(refused({ ends: '11:45' })).toBe(false);
    expect(refused({ capacity: 0 })).toBe(false);
    expect(refused({ capacity: 11 })).toBe(false);
    expect(refused({ capacity: 10 })).toBe(true);
    expect(refused({ slotMinutes: 25 })).toBe(false);
    expect(refused({ starts: '9:00' })).toBe(false);
    expect(refused({ closedDates: ['2026-02-30'] })).toBe(false);
    expect(refused({ days: [] })).toBe(false);
  });
});

describe('viewing slots', () => {
  it('cuts the window into slots, UK time, and leaves out those inside the notice period', () => {
    // Tuesday 2 June: 10:00 is 26 hours after now, so every slot is offered.
    const tuesday = viewingSlotsOn(hours, '2026-06-02', now);
    expect(tuesday.map((slot) => slot.label)).toEqual([
      '10:00 to 10:30',
      '10:30 to 11:00',
      '11:00 to 11:30',
      '11:30 to 12:00',
    ]);
    expect(tuesday[0]!.start.toISOString()).toBe('2026-06-02T09:00:00.000Z');
    // Monday itself is within the 24 hours' notice.
    expect(viewingSlotsOn(hours, '2026-06-01', now)).toEqual([]);
    // 27 hours' notice from Monday 08:00 is Tuesday 11:00: the two earlier slots are too soon.
    const later = viewingSlotsOn({ ...hours, minimumNoticeHours: 27 }, '2026-06-02', now);
    expect(later.map((slot) => slot.startTime)).toEqual(['11:00', '11:30']);
  });

  it('offers nothing on other days, closed dates, past dates or beyond the 60-day horizon', () => {
    expect(viewingSlotsOn(hours, '2026-06-06', now)).toEqual([]); // Saturday
    expect(viewingSlotsOn({ ...hours, closedDates: ['2026-06-03'] }, '2026-06-03', now)).toEqual([]);
    expect(viewingSlotsOn(hours, '2026-05-29', now)).toEqual([]);
    expect(viewingSlotsOn(hours, '2026-07-31', now)).toHaveLength(4); // day 60
    expect(viewingSlotsOn(hours, '2026-08-03', now)).toEqual([]); // day 63, a Monday
    expect(viewingSlotsOn(hours, 'not-a-date', now)).toEqual([]);
    expect(viewingHorizonDays).toBe(60);
  });

  it('keeps the wall-clock time across the clock changes (GMT in winter, BST in summer)', () => {
    const winterNow = new Date('2026-10-20T12:00:00Z');
    // Friday 23 October 2026 is BST, Monday 26 October (after the change on the 25th) is GMT.
    const before = viewingSlotsOn(hours, '2026-10-23', winterNow)[0]!;
    const after = viewingSlotsOn(hours, '2026-10-26', winterNow)[0]!;
    expect(before.start.toISOString()).toBe('2026-10-23T09:00:00.000Z');
    expect(after.start.toISOString()).toBe('2026-10-26T10:00:00.000Z');
    // Sunday 29 March 2026, the spring change, with Sunday viewings 00:30 to 02:30 in 60-minute slots:
    // 01:00 to 02:00 does not exist in London; the slots still start after one another and are real.
    const night = {
      ...hours,
      days: ['Sunday' as const],
      starts: '00:00',
      ends: '03:00',
      slotMinutes: 60,
      minimumNoticeHours: 0,
    };
    const spring = viewingSlotsOn(night, '2026-03-29', new Date('2026-03-20T00:00:00Z'));
    for (const slot of spring) expect(slot.end.getTime()).toBeGreaterThan(slot.start.getTime());
    expect(spring[0]!.start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(spring.at(-1)!.start.toISOString()).toBe('2026-03-29T01:00:00.000Z'); // 02:00 BST
  });

  it('finds the one slot a form names, and no other', () => {
    expect(viewingSlotAt(hours, '2026-06-02', '10:30', now)?.label).toBe('10:30 to 11:00');
    expect(viewingSlotAt(hours, '2026-06-02', '10:15', now)).toBeUndefined();
    expect(viewingSlotAt(hours, '2026-06-06', '10:30', now)).toBeUndefined();
  });

  it('marks a slot full at the capacity', () => {
    const slots = viewingSlotsOn(hours, '2026-06-02', now);
    const use = new Map([
      [slotKey(slots[0]!.start), 2],
      [slotKey(slots[1]!.start), 1],
    ]);
    expect(freeViewingSlots(slots, 2, use).map((slot) => slot.startTime)).toEqual([
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect(freeViewingSlots(slots, 1, use).map((slot) => slot.startTime)).toEqual(['11:00', '11:30']);
  });

  it('lists the next days that have slots, and where the next page starts', () => {
    const { days, next } = viewingDaysFrom(hours, '2026-06-01', 5, now);
    expect(days.map((day) => day.date)).toEqual([
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-08',
    ]);
    expect(next).toBe('2026-06-09');
    const end = viewingDaysFrom(hours, '2026-07-29', 5, now);
    expect(end.days.map((day) => day.date)).toEqual(['2026-07-29', '2026-07-30', '2026-07-31']);
    expect(end.next).toBeUndefined();
  });
});
