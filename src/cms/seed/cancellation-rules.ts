import { cancellationRulesSchema, defaultCancellationRules, type CancellationRules } from '@/domain/booking/cancellation';

/*
 * The cancellation rules an empty database starts with (issue 39's examples, stated in the
 * domain, which the server also falls back to): a booking of up to half a day (5 hours) is free to
 * cancel until 24 hours before its start, a full day until 48 hours before, and any booking for 2
 * hours after it is made. Checked here, so a seed that breaks the CMS's own rules fails at once.
 */
export const seedCancellationRules: CancellationRules = cancellationRulesSchema.parse(defaultCancellationRules);
