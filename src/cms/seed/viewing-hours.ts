import type { CentreSlug } from '@/domain/centres';
import { viewingHoursSchema, type ViewingHours } from '@/domain/viewing/viewing-hours';

/*
 * The viewing hours an empty database starts with (and that migration centre_viewing_hours gives
 * centres that existed before): weekday viewings in 30-minute slots, two at once. The smaller
 * centres (a limited range, one member of staff on site) run one at a time and want two days'
 * notice; the largest run three; the centres of big business units take 45 minutes a viewing and
 * open on Saturday mornings for tradespeople. Closed on England and Wales bank holidays.
 */

export const bankHolidays = [
  '2026-12-25',
  '2026-12-28',
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27',
  '2027-12-28',
] as const;

const weekdaysOnly = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

const standard: ViewingHours = {
  days: [...weekdaysOnly],
  starts: '10:00',
  ends: '16:00',
  slotMinutes: 30,
  capacity: 2,
  minimumNoticeHours: 24,
  closedDates: [...bankHolidays],
};

const smallCentres: readonly CentreSlug[] = [
  'camberley',
  'chepstow',
  'crowborough',
  'evesham',
  'northfleet',
  'shoreham-by-sea',
];
const largeCentres: readonly CentreSlug[] = ['basingstoke', 'southampton', 'exeter'];
const unitCentres: readonly CentreSlug[] = ['swindon', 'dartford', 'bromsgrove'];

export function seedViewingHours(slug: CentreSlug): ViewingHours {
  if (smallCentres.includes(slug))
    return { ...standard, starts: '10:00', ends: '15:00', capacity: 1, minimumNoticeHours: 48 };
  if (largeCentres.includes(slug)) return { ...standard, starts: '09:30', ends: '16:30', capacity: 3 };
  if (unitCentres.includes(slug))
    return {
      ...standard,
      days: [...weekdaysOnly, 'Saturday'],
      starts: '09:00',
      ends: '15:45',
      slotMinutes: 45,
    };
  return standard;
}

/** Checked when the module loads: a seed that breaks the CMS's own rules fails at once. */
export const checkedSeedViewingHours = (slug: CentreSlug): ViewingHours =>
  viewingHoursSchema.parse(seedViewingHours(slug));
