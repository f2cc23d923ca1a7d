import { describe, expect, it } from 'vitest';
import {
  dayPassWaitlistRequestSchema,
  dayPassWaitlistResource,
  dayPassWaitlistSlot,
  offerEndsAt,
  offerLinkState,
  roomWaitlistRequestSchema,
  viewingWaitlistRequestSchema,
  viewingWaitlistResource,
  waitlistOrder,
  waitlistPaths,
} from './waitlist';

const now = new Date('2026-12-01T10:00:00Z');
const later = new Date('2026-12-02T10:00:00Z');

describe('offerLinkState', () => {
  it('is open while the 15 minutes run and the slot is ahead', () => {
    expect(offerLinkState({ status: 'open', expiresAt: offerEndsAt(now), slotStartsAt: later }, now)).toBe('open');
  });
  it('is lapsed once the hold has ended, even before the sweeper marks it', () => {
    expect(offerLinkState({ status: 'open', expiresAt: now, slotStartsAt: later }, now)).toBe('lapsed');
    expect(offerLinkState({ status: 'lapsed', expiresAt: offerEndsAt(now), slotStartsAt: later }, now)).toBe('lapsed');
  });
  it('says the slot has passed before anything else but a booking made', () => {
    expect(offerLinkState({ status: 'open', expiresAt: offerEndsAt(now), slotStartsAt: now }, now)).toBe('past');
    expect(offerLinkState({ status: 'taken', expiresAt: offerEndsAt(now), slotStartsAt: now }, now)).toBe('taken');
    expect(offerLinkState({ status: 'withdrawn', expiresAt: offerEndsAt(now), slotStartsAt: later }, now)).toBe('withdrawn');
  });
});

describe('offerEndsAt', () => {
  it('holds for 15 minutes', () => {
    expect(offerEndsAt(now).toISOString()).toBe('2026-12-01T10:15:00.000Z');
  });
});

describe('waitlistOrder', () => {
  it('puts the first confirmed first, then the first signed up, then by id', () => {
    const a = { id: 'b', createdAt: new Date(1), confirmedAt: new Date(50) };
    const b = { id: 'a', createdAt: new Date(2), confirmedAt: new Date(40) };
    const c = { id: 'c', createdAt: new Date(3), confirmedAt: new Date(40) };
    const d = { id: 'a', createdAt: new Date(3), confirmedAt: new Date(40) };
    expect(waitlistOrder([a, c, b]).map((entry) => entry.id)).toEqual(['a', 'c', 'b']);
    expect(waitlistOrder([c, d])).toEqual([d, c]);
  });
});

describe('roomWaitlistRequestSchema', () => {
  const valid = { email: ' Sam@Example.co.uk ', centre: 'exeter', room: 'EXE-MR01', date: '2026-12-03', duration: 'hour', hours: '2', start: '10:00' };
  it('takes a slot and an address, trimmed', () => {
    const parsed = roomWaitlistRequestSchema.parse(valid);
    expect(parsed).toMatchObject({ email: 'Sam@Example.co.uk', hours: 2, start: '10:00' });
  });
  it('refuses a made-up room, time or address', () => {
    expect(roomWaitlistRequestSchema.safeParse({ ...valid, room: '<script>' }).success).toBe(false);
    expect(roomWaitlistRequestSchema.safeParse({ ...valid, start: '25:00' }).success).toBe(false);
    expect(roomWaitlistRequestSchema.safeParse({ ...valid, email: 'not an address' }).success).toBe(false);
    expect(roomWaitlistRequestSchema.safeParse({ ...valid, hours: '9' }).success).toBe(false);
  });
});

describe('a day-pass date on the waitlist', () => {
  it('spans the London day, whatever the clocks do', () => {
    expect(dayPassWaitlistSlot('2030-06-18')).toEqual({ startsAt: new Date('2030-06-17T23:00:00Z'), endsAt: new Date('2030-06-18T23:00:00Z') });
    expect(dayPassWaitlistSlot('2030-01-15')).toEqual({ startsAt: new Date('2030-01-15T00:00:00Z'), endsAt: new Date('2030-01-16T00:00:00Z') });
    // The last Sunday of October 2030: 25 hours.
    const autumn = dayPassWaitlistSlot('2030-10-27');
    expect((autumn.endsAt.getTime() - autumn.startsAt.getTime()) / 3_600_000).toBe(25);
  });
  it('is one list per centre', () => {
    expect(dayPassWaitlistResource('exeter')).toBe('day-pass:exeter');
  });
  it('takes a centre, a real date and an address, and nothing unbounded', () => {
    expect(dayPassWaitlistRequestSchema.safeParse({ email: 'ada@example.co.uk', centre: 'exeter', date: '2030-06-18' }).success).toBe(true);
    expect(dayPassWaitlistRequestSchema.safeParse({ email: 'ada@example.co.uk', centre: 'exeter', date: '2030-02-30' }).success).toBe(false);
    expect(dayPassWaitlistRequestSchema.safeParse({ email: 'ada@example.co.uk', centre: 'atlantis', date: '2030-06-18' }).success).toBe(false);
    expect(dayPassWaitlistRequestSchema.safeParse({ email: 'not an address', centre: 'exeter', date: '2030-06-18' }).success).toBe(false);
    expect(dayPassWaitlistRequestSchema.safeParse({ email: 'ada@example.co.uk', centre: 'exeter', date: '2030-06-18', website: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('a viewing slot on the waitlist (decision 0058)', () => {
  const valid = { email: 'ada@example.co.uk', centre: 'crowborough', slot: '2030-06-18T10:30' };
  it('is one list per centre', () => {
    expect(viewingWaitlistResource('crowborough')).toBe('viewing:crowborough');
  });
  it('takes a centre, a slot as the viewing page names it and an address', () => {
    expect(viewingWaitlistRequestSchema.parse(valid)).toMatchObject(valid);
  });
  it('refuses a made-up date or time, another centre, an address that is not one, and anything unbounded', () => {
    for (const slot of ['2030-02-30T10:30', '2030-06-18T25:00', '2030-06-18 10:30', '2030-06-18T10:30:00', '', `2030-06-18T10:30${'0'.repeat(5000)}`])
      expect(viewingWaitlistRequestSchema.safeParse({ ...valid, slot }).success, slot.slice(0, 30)).toBe(false);
    expect(viewingWaitlistRequestSchema.safeParse({ ...valid, centre: 'atlantis' }).success).toBe(false);
    expect(viewingWaitlistRequestSchema.safeParse({ ...valid, email: 'not an address' }).success).toBe(false);
    expect(viewingWaitlistRequestSchema.safeParse({ ...valid, website: 'x'.repeat(501) }).success).toBe(false);
    expect(viewingWaitlistRequestSchema.safeParse({ ...valid, token: 'x'.repeat(201) }).success).toBe(false);
  });
  it('has its own join route beside the others', () => {
    expect(waitlistPaths.joinViewingApi).toBe('/api/waitlist/viewing');
  });
});
