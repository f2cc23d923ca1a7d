import { cancellationRulesSchema, type CancellationRules } from '@/domain/booking/cancellation';

/*
 * The cancellation rules an empty database starts with (issue 39's examples): a booking of up to
 * half a day (5 hours: the centres' mornings are 08:00 to 13:00, afternoons 13:00 to 18:00) is free
 * to cancel until 24 hours before its start, a full day until 48 hours before, and any booking for
 * 2 hours after it is made. Also what the site uses if the CMS's copy cannot be read.
 */
export const seedCancellationRules: CancellationRules = cancellationRulesSchema.parse({
  tiers: [
    { maxHours: 5, noticeHours: 24 },
    { maxHours: 24, noticeHours: 48 },
  ],
  graceMinutes: 120,
});
