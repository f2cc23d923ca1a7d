import { centreName as centreNameOf, staffDay, staffTime } from '@/domain/staff-format';

/* How the lead pages show times and centres: the staff format (UK time with the day, towns not slugs). */
export const leadTime = staffTime;
export const leadDay = (isoDate: string | null) => (isoDate ? staffDay(isoDate) : '–');
export const centreName = (slug: string | null) => centreNameOf(slug, 'No centre named');
