import { townOfCentre } from '@/domain/centres';
import { businessTimeZone } from '@/lib/calendar-date';

/* How the lead pages show times and centres: UK time, towns not slugs. */
const when = new Intl.DateTimeFormat('en-GB', {
  timeZone: businessTimeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export const leadTime = (value: Date) => when.format(value);
export const leadDay = (isoDate: string | null) =>
  isoDate ? day.format(new Date(`${isoDate}T00:00:00Z`)) : '–';
export const centreName = (slug: string | null) => (slug ? townOfCentre(slug) : 'No centre named');
