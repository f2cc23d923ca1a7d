import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDays, openingHoursRows } from './opening-hours';

describe('opening hours', () => {
  it('writes times the UK way', () => {
    expect(formatClockTime('08:00')).toBe('8am');
    expect(formatClockTime('13:30')).toBe('1.30pm');
    expect(formatClockTime('12:00')).toBe('12pm');
    expect(formatClockTime('00:00')).toBe('12am');
  });

  it('joins day runs and lists the rest', () => {
    expect(formatDays(['Friday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'])).toBe('Monday to Friday');
    expect(formatDays(['Saturday'])).toBe('Saturday');
    expect(formatDays(['Saturday', 'Sunday'])).toBe('Saturday and Sunday');
    expect(formatDays(['Monday', 'Wednesday', 'Friday'])).toBe('Monday, Wednesday and Friday');
  });

  it('adds the closed days', () => {
    expect(
      openingHoursRows([
        { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
        { days: ['Saturday'], opens: '09:00', closes: '13:00' },
      ]),
    ).toEqual([
      { days: 'Monday to Friday', hours: '8am to 6pm' },
      { days: 'Saturday', hours: '9am to 1pm' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });
});
