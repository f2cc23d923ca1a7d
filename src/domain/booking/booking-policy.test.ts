import { describe, expect, it } from 'vitest';
import { cancelVerdict, reminderDueAt, rescheduleVerdict } from './booking-policy';

const start = new Date('2026-06-10T09:00:00Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe('booking change policy', () => {
  it('lets a visitor move or cancel until 24 hours before (whether a cancel is free: cancellation.test.ts)', () => {
    const booking = { status: 'confirmed', startsAt: start };
    expect(cancelVerdict(booking, hoursBefore(25))).toEqual({ allowed: true });
    expect(rescheduleVerdict(booking, hoursBefore(25))).toEqual({ allowed: true });
  });

  it('inside 24 hours: cancel but no move; nothing once started or cancelled', () => {
    const booking = { status: 'confirmed', startsAt: start };
    expect(cancelVerdict(booking, hoursBefore(23))).toEqual({ allowed: true });
    expect(rescheduleVerdict(booking, hoursBefore(23))).toEqual({ allowed: false, reason: 'too-late' });
    expect(rescheduleVerdict(booking, hoursBefore(24))).toEqual({ allowed: true });
    expect(rescheduleVerdict(booking, hoursBefore(23.99))).toEqual({ allowed: false, reason: 'too-late' });
    expect(cancelVerdict(booking, hoursBefore(0))).toEqual({ allowed: false, reason: 'started' });
    expect(cancelVerdict({ status: 'cancelled', startsAt: start }, hoursBefore(48))).toEqual({ allowed: false, reason: 'cancelled' });
  });

  it('reminds 24 hours before, or not at all when the booking is sooner', () => {
    expect(reminderDueAt(start, hoursBefore(48))?.toISOString()).toBe(hoursBefore(24).toISOString());
    expect(reminderDueAt(start, hoursBefore(23))).toBeUndefined();
  });
});
