import { describe, expect, it } from 'vitest';
import {
  bookedAtOf,
  cancellationDecision,
  cancellationRulesSchema,
  cancellationTermsText,
  keptCancellationRules,
  legacyCancellationRules,
  staffCancelFree,
  staffCancellationStatus,
  tierFor,
  type CancellationRules,
} from './cancellation';

/* The examples of issue 39: up to half a day (5 hours here: 08:00 to 13:00) 24 hours, a full day 48, 2 hours' grace. */
const rules: CancellationRules = {
  tiers: [
    { maxHours: 5, noticeHours: 24 },
    { maxHours: 24, noticeHours: 48 },
  ],
  graceMinutes: 120,
};

const at = (iso: string) => new Date(iso);
const hours = (instant: Date, count: number) => new Date(instant.getTime() + count * 3_600_000);

/** A booking starting at `start` (UTC; December is GMT, so London time too) for `length` hours. */
function decide(start: string, length: number, bookedAt: string, now: string, with_: CancellationRules = rules) {
  const startsAt = at(start);
  return cancellationDecision({ startsAt, endsAt: hours(startsAt, length), bookedAt: at(bookedAt), now: at(now), rules: with_ });
}

describe('the tier of a booking', () => {
  it('is the first whose length covers it, edges included, or the longest when none does', () => {
    expect(tierFor(rules, 1).noticeHours).toBe(24);
    expect(tierFor(rules, 5).noticeHours).toBe(24);
    expect(tierFor(rules, 5.5).noticeHours).toBe(48);
    expect(tierFor(rules, 24).noticeHours).toBe(48);
    expect(tierFor(rules, 30).noticeHours).toBe(48);
  });
});

describe('free cancellation by notice', () => {
  it('a 2-hour booking is free until exactly 24 hours before, not a second later', () => {
    const start = '2026-12-01T10:00:00Z';
    const atDeadline = decide(start, 2, '2026-11-20T09:00:00Z', '2026-11-30T10:00:00Z');
    expect(atDeadline).toMatchObject({ free: true, by: 'notice', started: false });
    expect(atDeadline.freeUntil.toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(atDeadline.terms).toBe('Free cancellation until 10:00 on Mon 30 Nov (24 hours before the start); free within 2 hours of booking.');
    expect(atDeadline.reason).toBe('Cancelling now is free: it is before 10:00 on Mon 30 Nov, 24 hours before the start.');
    const late = decide(start, 2, '2026-11-20T09:00:00Z', '2026-11-30T10:00:01Z');
    expect(late.free).toBe(false);
    expect(late.reason).toBe('Cancelling now is not free: free cancellation ended at 10:00 on Mon 30 Nov (24 hours before the start).');
  });

  it('a 5-hour half day is in the first tier; a 10-hour day needs 48 hours', () => {
    expect(decide('2026-12-01T08:00:00Z', 5, '2026-11-20T09:00:00Z', '2026-11-29T09:00:00Z').freeUntil.toISOString()).toBe('2026-11-30T08:00:00.000Z');
    const day = decide('2026-12-01T08:00:00Z', 10, '2026-11-20T09:00:00Z', '2026-11-29T09:00:00Z');
    expect(day.freeUntil.toISOString()).toBe('2026-11-29T08:00:00.000Z');
    expect(day.free).toBe(false);
    expect(day.terms).toContain('(48 hours before the start)');
  });

  it('says "1 hour" and leaves the grace out when there is none', () => {
    const one = decide('2026-12-01T10:00:00Z', 1, '2026-11-20T09:00:00Z', '2026-11-20T09:00:00Z', {
      tiers: [{ maxHours: 24, noticeHours: 1 }],
      graceMinutes: 0,
    });
    expect(one.terms).toBe('Free cancellation until 09:00 on Tue 1 Dec (1 hour before the start).');
  });
});

describe('the grace period after booking', () => {
  it('makes a booking inside the notice free for the grace minutes, then not', () => {
    // Booked at 20:00 for 10:00 the next day: the 24 hours' notice has passed already.
    const start = '2026-12-01T10:00:00Z';
    const inGrace = decide(start, 2, '2026-11-30T20:00:00Z', '2026-11-30T22:00:00Z');
    expect(inGrace).toMatchObject({ free: true, by: 'grace' });
    expect(inGrace.freeUntil.toISOString()).toBe('2026-11-30T22:00:00.000Z');
    expect(inGrace.terms).toBe('Free cancellation until 22:00 on Mon 30 Nov (within 2 hours of booking; the usual 24 hours before the start has passed).');
    expect(inGrace.reason).toBe('Cancelling now is free: it is before 22:00 on Mon 30 Nov, within 2 hours of booking.');
    const after = decide(start, 2, '2026-11-30T20:00:00Z', '2026-11-30T22:00:01Z');
    expect(after.free).toBe(false);
    expect(after.reason).toBe('Cancelling now is not free: free cancellation ended at 22:00 on Mon 30 Nov (2 hours after booking).');
  });

  it('does not shorten a notice deadline that ends later than the grace period', () => {
    // Booked 25 hours ahead: the notice ends an hour after booking, the grace 2 hours after: grace wins.
    const graceWins = decide('2026-12-01T10:00:00Z', 2, '2026-11-30T09:00:00Z', '2026-11-30T10:30:00Z');
    expect(graceWins).toMatchObject({ free: true, by: 'grace' });
    expect(graceWins.freeUntil.toISOString()).toBe('2026-11-30T11:00:00.000Z');
    // Booked 3 days ahead: the notice ends much later than the grace period.
    expect(decide('2026-12-01T10:00:00Z', 2, '2026-11-28T09:00:00Z', '2026-11-30T09:00:00Z').by).toBe('notice');
  });

  it('ends at the start when the start is sooner than the grace end', () => {
    const start = '2026-12-01T10:00:00Z';
    const soon = decide(start, 1, '2026-12-01T09:00:00Z', '2026-12-01T09:59:59Z');
    expect(soon).toMatchObject({ free: true, by: 'grace' });
    expect(soon.freeUntil.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(soon.terms).toBe('Free cancellation until the start, 10:00 on Tue 1 Dec (it starts within 2 hours of booking; the usual 24 hours before the start has passed).');
    const started = decide(start, 1, '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z');
    expect(started).toMatchObject({ free: false, started: true });
    expect(started.reason).toBe('The booking has started, so it can no longer be cancelled online.');
  });

  it('without a grace period, a booking made inside the notice is never free', () => {
    const none = decide('2026-12-01T10:00:00Z', 2, '2026-11-30T20:00:00Z', '2026-11-30T20:00:00Z', { ...rules, graceMinutes: 0 });
    expect(none).toMatchObject({ free: false, by: 'none' });
    expect(none.terms).toBe('No free cancellation: a booking of this length is free to cancel only until 24 hours before the start, and that time has passed.');
    expect(none.reason).toContain('had no free cancellation');
  });

  it('says a grace that is not whole hours in minutes', () => {
    expect(decide('2026-12-01T10:00:00Z', 2, '2026-11-20T09:00:00Z', '2026-11-20T09:00:00Z', { ...rules, graceMinutes: 90 }).terms).toContain(
      'free within 90 minutes of booking',
    );
  });
});

describe('across the clock change in Europe/London', () => {
  it('counts notice in real hours and shows the London time it falls on (clocks go back 25 Oct 2026)', () => {
    // 10:00 GMT on Sunday 25 October is 10:00Z; 24 real hours before is 10:00Z on Saturday, 11:00 BST.
    const autumn = decide('2026-10-25T10:00:00Z', 2, '2026-10-01T09:00:00Z', '2026-10-24T10:00:00Z');
    expect(autumn.freeUntil.toISOString()).toBe('2026-10-24T10:00:00.000Z');
    expect(autumn.terms).toContain('until 11:00 on Sat 24 Oct (24 hours before the start)');
    expect(autumn.free).toBe(true);
    expect(decide('2026-10-25T10:00:00Z', 2, '2026-10-01T09:00:00Z', '2026-10-24T10:00:01Z').free).toBe(false);
  });

  it('and when the clocks go forward (29 March 2026): 10:00 BST less 24 hours is 09:00 GMT', () => {
    const spring = decide('2026-03-29T09:00:00Z', 2, '2026-03-01T09:00:00Z', '2026-03-28T08:59:00Z');
    expect(spring.terms).toContain('until 09:00 on Sat 28 Mar (24 hours before the start)');
    expect(spring.free).toBe(true);
  });

  it('a grace period across the change ends 2 real hours after booking', () => {
    // Booked at 00:30 BST (23:30Z) the night the clocks go back: 2 real hours later is 01:30Z, 01:30 GMT.
    const night = decide('2026-10-25T15:00:00Z', 2, '2026-10-24T23:30:00Z', '2026-10-25T01:29:00Z');
    expect(night).toMatchObject({ by: 'grace', free: true });
    expect(night.freeUntil.toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(night.terms).toContain('until 01:30 on Sun 25 Oct');
  });
});

describe('the rules staff set', () => {
  it('accept the seed examples and refuse tiers out of order or out of bounds', () => {
    expect(cancellationRulesSchema.safeParse(rules).success).toBe(true);
    const problems = (value: unknown) => cancellationRulesSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ ...rules, tiers: [...rules.tiers].reverse() })).toContain(
      'List the tiers from the shortest booking to the longest: each covers longer bookings than the one above.',
    );
    expect(problems({ ...rules, tiers: [{ maxHours: 5, noticeHours: 48 }, { maxHours: 24, noticeHours: 24 }] })).toContain(
      'A longer booking needs at least as much notice as a shorter one.',
    );
    expect(problems({ ...rules, tiers: [] })).toContain('Give at least one tier.');
    expect(problems({ ...rules, graceMinutes: -1 })).toContain('The grace period cannot be negative.');
    expect(problems({ ...rules, graceMinutes: 1441 })).toHaveLength(1);
    expect(problems({ ...rules, tiers: [{ maxHours: 5, noticeHours: 721 }] })).toHaveLength(1);
    expect(problems({ ...rules, tiers: [{ maxHours: 0, noticeHours: 24 }] })).toHaveLength(1);
    expect(problems({ ...rules, tiers: [{ maxHours: 2.5, noticeHours: 24 }] })).toHaveLength(1);
  });

  it('a booking without rules kept (made before them) keeps the old terms: 24 hours, no grace', () => {
    expect(keptCancellationRules(null)).toEqual(legacyCancellationRules);
    expect(keptCancellationRules({ tiers: 'nonsense' })).toEqual(legacyCancellationRules);
    expect(keptCancellationRules(rules)).toEqual(rules);
    expect(decide('2026-12-01T08:00:00Z', 10, '2026-11-20T09:00:00Z', '2026-11-30T08:00:00Z', legacyCancellationRules).free).toBe(true);
  });

  it('a booking paid online counts from its payment', () => {
    expect(bookedAtOf({ createdAt: at('2026-11-20T09:00:00Z'), paidAt: at('2026-11-20T09:05:00Z') }).toISOString()).toBe('2026-11-20T09:05:00.000Z');
    expect(bookedAtOf({ createdAt: at('2026-11-20T09:00:00Z'), paidAt: null }).toISOString()).toBe('2026-11-20T09:00:00.000Z');
  });
});

describe('the terms paragraph', () => {
  it('says what a later cancel costs, paid online or not, and the move rule', () => {
    const decision = decide('2026-12-01T10:00:00Z', 2, '2026-11-20T09:00:00Z', '2026-11-20T09:00:00Z');
    expect(cancellationTermsText(decision, false)).toBe(
      `${decision.terms} After that you can still cancel, but the price is due. Moving to another time is free until 24 hours before the start.`,
    );
    expect(cancellationTermsText(decision, true)).toContain('Cancel in that time and your payment is refunded in full to your card; after it, the payment is not refunded.');
    expect(cancellationTermsText({ ...decision, by: 'none' }, true)).toContain('If you cancel, the payment is not refunded.');
  });
});

describe('staff cancelling', () => {
  const inside = decide('2026-12-01T10:00:00Z', 2, '2026-11-20T09:00:00Z', '2026-11-29T10:00:00Z');
  const outside = decide('2026-12-01T10:00:00Z', 2, '2026-11-20T09:00:00Z', '2026-11-30T12:00:00Z');

  it('is free within the free period whatever staff choose; outside it, staff must choose', () => {
    expect(staffCancelFree(inside, undefined)).toBe(true);
    expect(staffCancelFree(inside, 'keep')).toBe(true);
    expect(staffCancelFree(outside, undefined)).toBeUndefined();
    expect(staffCancelFree(outside, 'keep')).toBe(false);
    expect(staffCancelFree(outside, 'waive')).toBe(true);
  });

  it('shows staff whether the cancel is within the free period', () => {
    expect(staffCancellationStatus(inside)).toBe('Within the free period (until 10:00 on Mon 30 Nov): cancelling is free.');
    expect(staffCancellationStatus(outside)).toBe('Outside the free period (it ended 10:00 on Mon 30 Nov): choose whether the charge stands.');
    expect(staffCancellationStatus({ ...outside, by: 'none' })).toContain('this booking had none');
  });
});
