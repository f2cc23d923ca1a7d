import { describe, expect, it } from 'vitest';
import { boardDate, boardGroups, boardStatusOf, boardTimeRange, ukDayBounds } from './board-day';

const visit = (reference: string, startsAt: string, endsAt: string) => ({
  reference,
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
});
const hours = (bounds: { start: Date; end: Date }) =>
  (bounds.end.getTime() - bounds.start.getTime()) / 3_600_000;

describe('the board day in UK time', () => {
  it('runs midnight to midnight in London: BST in summer, GMT in winter', () => {
    expect(ukDayBounds('2026-07-01')).toEqual({
      start: new Date('2026-06-30T23:00:00Z'),
      end: new Date('2026-07-01T23:00:00Z'),
    });
    expect(ukDayBounds('2026-12-01')).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2026-12-02T00:00:00Z'),
    });
  });

  it('is 23 hours on the March change and 25 on the October one', () => {
    expect(hours(ukDayBounds('2026-03-29'))).toBe(23);
    expect(ukDayBounds('2026-03-29').end).toEqual(new Date('2026-03-29T23:00:00Z'));
    expect(hours(ukDayBounds('2026-10-25'))).toBe(25);
    expect(ukDayBounds('2026-10-25').start).toEqual(new Date('2026-10-24T23:00:00Z'));
    expect(hours(ukDayBounds('2026-10-26'))).toBe(24);
  });

  it('groups by the UK hour a visit starts in, either side of the March change', () => {
    const items = [
      visit('B', '2026-03-29T09:00:00Z', '2026-03-29T10:00:00Z'), // 10:00 BST
      visit('A', '2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z'), // 00:30 GMT to 02:30 BST
      visit('C', '2026-03-28T09:00:00Z', '2026-03-28T10:00:00Z'), // the day before: not on the board
    ];
    const groups = boardGroups(items, '2026-03-29');
    expect(groups.map((group) => [group.hour, group.items.map((item) => item.reference)])).toEqual([
      ['00:00', ['A']],
      ['10:00', ['B']],
    ]);
    expect(boardTimeRange(items[0]!, '2026-03-29')).toBe('10:00 to 11:00');
    expect(boardTimeRange(items[1]!, '2026-03-29')).toBe('00:30 to 02:30');
  });

  it("puts October's repeated hour in one group, in the order it happens", () => {
    const items = [
      visit('GMT-1', '2026-10-25T01:00:00Z', '2026-10-25T01:30:00Z'), // 01:00 GMT (the second 01:00)
      visit('BST-1', '2026-10-25T00:00:00Z', '2026-10-25T00:30:00Z'), // 01:00 BST (the first)
      visit('BST-130', '2026-10-25T00:30:00Z', '2026-10-25T01:00:00Z'), // 01:30 BST
      visit('LATE', '2026-10-25T23:30:00Z', '2026-10-26T00:30:00Z'), // 23:30 GMT, ends next day
    ];
    const groups = boardGroups(items, '2026-10-25');
    expect(groups.map((group) => [group.hour, group.items.map((item) => item.reference)])).toEqual([
      ['01:00', ['BST-1', 'BST-130', 'GMT-1']],
      ['23:00', ['LATE']],
    ]);
    expect(boardTimeRange(items[1]!, '2026-10-25')).toBe('01:00 to 01:30');
    expect(boardTimeRange(items[0]!, '2026-10-25')).toBe('01:00 to 01:30');
    expect(boardTimeRange(items[3]!, '2026-10-25')).toBe('23:30 to 00:30 (next day)');
  });

  it('shows a visit begun the day before first, under its own heading', () => {
    const overnight = visit('N', '2026-12-01T23:00:00Z', '2026-12-02T01:00:00Z');
    const groups = boardGroups(
      [overnight, visit('M', '2026-12-02T09:00:00Z', '2026-12-02T10:00:00Z')],
      '2026-12-02',
    );
    expect(groups.map((group) => group.hour)).toEqual(['Earlier', '09:00']);
    expect(boardTimeRange(overnight, '2026-12-02')).toBe('23:00 (the day before) to 01:00');
  });

  it('takes the day from the query when it is a real date within reach, else today in the UK', () => {
    const now = new Date('2026-10-24T23:30:00Z'); // already the 25th in London (BST)
    expect(boardDate(undefined, now)).toBe('2026-10-25');
    expect(boardDate('2026-11-02', now)).toBe('2026-11-02');
    expect(boardDate('2026-02-30', now)).toBe('2026-10-25');
    expect(boardDate('2030-01-01', now)).toBe('2026-10-25');
    expect(boardDate(['2026-11-02'], now)).toBe('2026-10-25');
  });

  it('reads a status with the centre mark on top', () => {
    expect(boardStatusOf({ status: 'confirmed', attendance: null })).toBe('expected');
    expect(boardStatusOf({ status: 'confirmed', attendance: 'checked-in' })).toBe('checked-in');
    expect(boardStatusOf({ status: 'confirmed', attendance: 'no-show' })).toBe('no-show');
    expect(boardStatusOf({ status: 'cancelled', attendance: null })).toBe('cancelled');
    expect(boardStatusOf({ status: 'pending', attendance: null })).toBe('held');
    expect(boardStatusOf({ status: 'expired', attendance: null })).toBe('hold-ended');
    expect(boardStatusOf({ status: 'refunded', attendance: null })).toBe('refunded');
  });
});
