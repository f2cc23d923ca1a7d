import type { CentreSlug } from '@/domain/centres';
import { dayPassSettingsSchema, type DayPassSettings } from '@/domain/day-pass/day-pass';
import { bankHolidays } from './viewing-hours';

/*
 * The day passes an empty database starts with (and that migration centre_day_passes gives
 * centres that existed before): every centre that offers coworking sells passes, closed on bank
 * holidays. The larger centres keep more desks for day visitors and charge a little more; the free
 * trial day starts on at the smaller centres, where a first visit is what brings members in.
 */

const largeCentres: readonly CentreSlug[] = ['basingstoke', 'southampton', 'exeter'];
const smallCentres: readonly CentreSlug[] = ['camberley', 'chepstow', 'crowborough', 'evesham', 'northfleet', 'shoreham-by-sea'];

export function seedDayPasses(slug: CentreSlug, offers: readonly string[]): DayPassSettings | undefined {
  if (!offers.includes('coworking-spaces')) return undefined;
  const closedDates = [...bankHolidays];
  if (largeCentres.includes(slug)) return { desks: 12, pricePerDayPence: 2500, freeTrialDay: false, closedDates };
  if (smallCentres.includes(slug)) return { desks: 4, pricePerDayPence: 1800, freeTrialDay: true, closedDates };
  return { desks: 8, pricePerDayPence: 2200, freeTrialDay: false, closedDates };
}

/** Checked when called: a seed that breaks the CMS's own rules fails at once. */
export const checkedSeedDayPasses = (slug: CentreSlug, offers: readonly string[]): DayPassSettings | undefined => {
  const settings = seedDayPasses(slug, offers);
  return settings ? dayPassSettingsSchema.parse(settings) : undefined;
};
