import type { Tab } from 'payload';
import {
  dayPassDeskBounds,
  dayPassPriceBounds,
  dayPassSettingsSchema,
  maxDayPassClosedDates,
  type DayPassSettings,
} from '@/domain/day-pass/day-pass';
import { isCalendarDate } from '@/lib/calendar-date';

/*
 * The centres collection's "Day passes" tab (issue 39 item 1): desks sold to day visitors, the
 * price of a day, dates without passes and the free trial day. The rules are the domain's
 * (src/domain/day-pass/day-pass.ts); passes are sold only where the centre also offers coworking.
 */

export type CentreDayPassesDoc = {
  offered?: boolean | null;
  desks?: number | null;
  pricePerDayPence?: number | null;
  freeTrialDay?: boolean | null;
  closedDates?: { date?: string | null; id?: string | null }[] | null;
};

const wholeNumberBetween = (min: number, max: number) => (value: unknown) =>
  value === null || value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max)
    ? true
    : `A whole number from ${min} to ${max}`;

export const centreDayPassesTab: Tab = {
  label: 'Day passes',
  description:
    'Hot desks sold by the day on the website, with no account. Offered only where the centre offers coworking. Changes apply to new passes at once; passes already sold stay.',
  fields: [
    {
      name: 'dayPasses',
      label: false,
      type: 'group',
      fields: [
        {
          name: 'offered',
          label: 'Sell day passes online',
          type: 'checkbox',
          defaultValue: false,
        },
        {
          type: 'row',
          fields: [
            {
              name: 'desks',
              label: 'Desks for day visitors, each day',
              type: 'number',
              min: dayPassDeskBounds.min,
              max: dayPassDeskBounds.max,
              validate: wholeNumberBetween(dayPassDeskBounds.min, dayPassDeskBounds.max),
              admin: { description: 'The website sells no more passes than this for one day (1 to 200).' },
            },
            {
              name: 'pricePerDayPence',
              label: 'Price of a day, before VAT (pence)',
              type: 'number',
              min: dayPassPriceBounds.min,
              max: dayPassPriceBounds.max,
              validate: wholeNumberBetween(dayPassPriceBounds.min, dayPassPriceBounds.max),
              admin: { description: 'In pence: 2500 is £25. The site adds VAT at the rate in the site settings.' },
            },
          ],
        },
        {
          name: 'freeTrialDay',
          label: 'Offer a free trial day to first-time visitors',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'One free day per email address and per phone number, at any centre.' },
        },
        {
          name: 'closedDates',
          label: 'Dates without day passes',
          type: 'array',
          maxRows: maxDayPassClosedDates,
          admin: { description: 'Bank holidays, events, a full floor: no passes are sold for these dates.' },
          fields: [
            {
              name: 'date',
              label: 'Date (YYYY-MM-DD)',
              type: 'text',
              required: true,
              validate: (value: unknown) =>
                typeof value === 'string' && isCalendarDate(value) ? true : 'Use a real date, e.g. 2026-12-25',
            },
          ],
        },
      ],
    },
  ],
};

/** The CMS group as the domain's settings, or undefined when passes are off or it is incomplete. */
export function docToDayPassSettings(doc: CentreDayPassesDoc | null | undefined): DayPassSettings | undefined {
  if (!doc?.offered) return undefined;
  const parsed = dayPassSettingsSchema.safeParse({
    desks: doc.desks,
    pricePerDayPence: doc.pricePerDayPence,
    freeTrialDay: doc.freeTrialDay ?? false,
    closedDates: (doc.closedDates ?? []).map((row) => row.date),
  });
  return parsed.success ? parsed.data : undefined;
}

export function dayPassSettingsToDoc(settings: DayPassSettings | undefined): CentreDayPassesDoc {
  if (!settings) return { offered: false, freeTrialDay: false, closedDates: [] };
  return {
    offered: true,
    desks: settings.desks,
    pricePerDayPence: settings.pricePerDayPence,
    freeTrialDay: settings.freeTrialDay,
    closedDates: settings.closedDates.map((date) => ({ date })),
  };
}
