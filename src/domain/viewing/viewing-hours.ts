import { z } from 'zod';
import { weekdays } from '@/domain/centre-directory';
import { isCalendarDate } from '@/lib/calendar-date';

/*
 * When a centre shows visitors round (issue 20 item 2): the days and the window of the day, the
 * length of one viewing, how many viewings the staff can run at once, the dates the centre does not
 * show (bank holidays, events) and how much notice it needs. Staff edit these per centre in the
 * CMS ("Viewings" tab); the same schema checks the CMS, the seed and what the engine reads.
 */

export const viewingCapacityBounds = { min: 1, max: 10 } as const;
/** Slot lengths editors may choose: a viewing is a quarter of an hour to two hours. */
export const viewingSlotMinutesOptions = [15, 20, 30, 45, 60, 90, 120] as const;
export const viewingNoticeHoursBounds = { min: 0, max: 168 } as const;
export const maxClosedDates = 60;

const clockTime = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Use the 24-hour clock, e.g. 09:30');
export const minutesOfClock = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Why a window and a slot length do not fit together, or undefined when they do. */
export function viewingWindowProblem(starts: string, ends: string, slotMinutes: number): string | undefined {
  const window = minutesOfClock(ends) - minutesOfClock(starts);
  if (window <= 0) return 'Viewings must end after they start.';
  if (window < slotMinutes)
    return `The window (${window} minutes) is shorter than one viewing (${slotMinutes} minutes).`;
  if (window % slotMinutes !== 0)
    return `The window (${window} minutes) is not a whole number of ${slotMinutes}-minute viewings: move the end time or change the length.`;
  return undefined;
}

export const viewingHoursSchema = z
  .object({
    days: z.array(z.enum(weekdays)).min(1, 'Choose at least one day'),
    starts: clockTime,
    ends: clockTime,
    slotMinutes: z
      .number()
      .int()
      .refine(
        (value) => (viewingSlotMinutesOptions as readonly number[]).includes(value),
        'Choose a listed slot length',
      ),
    capacity: z.number().int().min(viewingCapacityBounds.min).max(viewingCapacityBounds.max),
    minimumNoticeHours: z.number().int().min(viewingNoticeHoursBounds.min).max(viewingNoticeHoursBounds.max),
    closedDates: z
      .array(z.string().refine(isCalendarDate, 'Use a real date, YYYY-MM-DD'))
      .max(maxClosedDates),
  })
  .superRefine((hours, context) => {
    const problem = viewingWindowProblem(hours.starts, hours.ends, hours.slotMinutes);
    if (problem) context.addIssue({ code: 'custom', path: ['ends'], message: problem });
  });
export type ViewingHours = z.infer<typeof viewingHoursSchema>;
