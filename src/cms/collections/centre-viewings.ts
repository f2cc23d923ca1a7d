import type { Tab, Validate } from 'payload';
import { weekdays } from '@/domain/centre-directory';
import {
  maxClosedDates,
  viewingCapacityBounds,
  viewingHoursSchema,
  viewingNoticeHoursBounds,
  viewingSlotMinutesOptions,
  viewingWindowProblem,
  type ViewingHours,
} from '@/domain/viewing/viewing-hours';
import { isCalendarDate } from '@/lib/calendar-date';
import { matching } from '../fields';

/*
 * The centres collection's "Viewings" tab (issue 20 item 2): when staff show visitors round. The
 * rules are the domain's (src/domain/viewing/viewing-hours.ts); the fields say them to editors.
 */

export type CentreViewingsDoc = {
  days?: string[] | null;
  starts?: string | null;
  ends?: string | null;
  slotMinutes?: number | null;
  capacity?: number | null;
  minimumNoticeHours?: number | null;
  closedDates?: { date?: string | null; id?: string | null }[] | null;
};

const validClock = matching(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Use the 24-hour clock, e.g. 09:30');

const endsAfterWholeSlots: Validate<string, unknown, Partial<CentreViewingsDoc>> = (
  value,
  { siblingData },
) => {
  const clock = validClock(value);
  if (clock !== true) return clock;
  const { starts, slotMinutes } = siblingData ?? {};
  if (typeof starts !== 'string' || typeof slotMinutes !== 'number') return true;
  return viewingWindowProblem(starts, value as string, slotMinutes) ?? true;
};

const oneOfTheLengths: Validate<number, unknown, unknown> = (value) =>
  typeof value === 'number' && (viewingSlotMinutesOptions as readonly number[]).includes(value)
    ? true
    : `Choose one of ${viewingSlotMinutesOptions.join(', ')} minutes`;

const wholeNumberBetween =
  (min: number, max: number): Validate<number, unknown, unknown> =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? true
      : `A whole number from ${min} to ${max}`;

export const centreViewingsTab: Tab = {
  label: 'Viewings',
  description:
    'When visitors can book a viewing online. Times are UK time; each viewing lasts one slot. Changes apply to new bookings at once.',
  fields: [
    {
      name: 'viewings',
      label: false,
      type: 'group',
      fields: [
        {
          name: 'days',
          label: 'Days with viewings',
          type: 'select',
          hasMany: true,
          required: true,
          options: weekdays.map((day) => ({ value: day, label: day })),
        },
        {
          type: 'row',
          fields: [
            {
              name: 'starts',
              label: 'First viewing starts',
              type: 'text',
              required: true,
              validate: validClock,
            },
            {
              name: 'ends',
              label: 'Last viewing ends',
              type: 'text',
              required: true,
              validate: endsAfterWholeSlots,
              admin: {
                description:
                  'A whole number of slots after the start, e.g. 10:00 to 16:00 in 30-minute slots.',
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'slotMinutes',
              label: 'Length of a viewing (minutes)',
              type: 'number',
              required: true,
              validate: oneOfTheLengths,
              admin: { description: viewingSlotMinutesOptions.join(', ') },
            },
            {
              name: 'capacity',
              label: 'Viewings at the same time',
              type: 'number',
              required: true,
              min: viewingCapacityBounds.min,
              max: viewingCapacityBounds.max,
              validate: wholeNumberBetween(viewingCapacityBounds.min, viewingCapacityBounds.max),
              admin: { description: 'How many staff can show visitors round at once (1 to 10).' },
            },
            {
              name: 'minimumNoticeHours',
              label: 'Minimum notice (hours)',
              type: 'number',
              required: true,
              validate: wholeNumberBetween(viewingNoticeHoursBounds.min, viewingNoticeHoursBounds.max),
              admin: { description: 'How long before a viewing it can still be booked online (0 to 168).' },
            },
          ],
        },
        {
          name: 'closedDates',
          label: 'Dates without viewings',
          type: 'array',
          maxRows: maxClosedDates,
          admin: {
            description: 'Bank holidays, events, staff training: no viewings are offered on these dates.',
          },
          fields: [
            {
              name: 'date',
              label: 'Date (YYYY-MM-DD)',
              type: 'text',
              required: true,
              validate: (value: unknown) =>
                typeof value === 'string' && isCalendarDate(value)
                  ? true
                  : 'Use a real date, e.g. 2026-12-25',
            },
          ],
        },
      ],
    },
  ],
};

/** The CMS group as the domain's viewing hours, or undefined when it is incomplete or breaks a rule. */
export function docToViewingHours(doc: CentreViewingsDoc | null | undefined): ViewingHours | undefined {
  if (!doc) return undefined;
  const parsed = viewingHoursSchema.safeParse({
    days: doc.days ?? [],
    starts: doc.starts,
    ends: doc.ends,
    slotMinutes: doc.slotMinutes,
    capacity: doc.capacity,
    minimumNoticeHours: doc.minimumNoticeHours,
    closedDates: (doc.closedDates ?? []).map((row) => row.date),
  });
  return parsed.success ? parsed.data : undefined;
}

export function viewingHoursToDoc(hours: ViewingHours): CentreViewingsDoc {
  return {
    days: [...hours.days],
    starts: hours.starts,
    ends: hours.ends,
    slotMinutes: hours.slotMinutes,
    capacity: hours.capacity,
    minimumNoticeHours: hours.minimumNoticeHours,
    closedDates: hours.closedDates.map((date) => ({ date })),
  };
}
