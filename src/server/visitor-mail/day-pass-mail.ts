import 'server-only';
import { dayPassCancellable, dayPassPaymentText, dayPassTerms } from '@/domain/day-pass/day-pass';
import type { VisitorMailContent, VisitorMailPlace } from '@/domain/visitor-mail';
import { withVat } from '@/domain/vat';
import type { WeeklyHours } from '@/lib/booking-slots';
import { londonInstant, openingOn } from '@/lib/booking-slots';
import { findDayPass } from '../day-passes/day-passes';
import type { DayPassRow } from '../db/schema';
import type { VisitorMailSubjectLoader } from './subjects';
import { promoForDayPass, type PromoApplied } from '../promo-codes/redemptions';

/*
 * The mail of a day pass (issue 39 item 1): the pass itself (its reference, as a QR code for
 * reception's board), the centre's address and how to get in, reception's hours that day (which
 * are the pass's hours, and the calendar entry's) and the terms.
 */

export type DayPassDescription = {
  readonly place: VisitorMailPlace;
  readonly openingHours: readonly WeeklyHours[];
};

export type DayPassMailLookup = {
  readonly describe: (pass: DayPassRow) => Promise<DayPassDescription | undefined>;
  readonly manageUrl: (pass: DayPassRow) => string;
};

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every opening line of the week: "Monday, Tuesday, Wednesday, Thursday, Friday: 08:30 to 17:30". */
export const openingHoursLines = (hours: readonly WeeklyHours[]) =>
  hours.map((entry) => `${entry.days.join(', ')}: ${entry.opens} to ${entry.closes}`);

export function dayPassMailContent(pass: DayPassRow, described: DayPassDescription, manageUrl: string, promo?: PromoApplied): VisitorMailContent | undefined {
  const opening = openingOn(described.openingHours, pass.day);
  // The CMS closed reception that weekday after the pass was sold: the mail cannot say when to come.
  if (!opening) return undefined;
  const price = withVat(pass.pricePence, pass.vatRateBasisPoints / 100);
  return {
    subject: 'day-pass',
    reference: pass.reference,
    calendarUid: `day-pass-${pass.id}@northlight`,
    sequence: pass.sequence,
    recipient: { name: pass.name, email: pass.email },
    title: `${pass.trial ? 'Free trial day' : 'Day pass'}: a hot desk at ${described.place.centreName}`,
    details: [
      // A day from a bundle costs nothing here ("No charge" under Price): say why, and that a cancel gives the day back.
      ...(pass.bundleId ? [dayPassTerms.fromBundle] : []),
      dayPassTerms.included,
      `Reception is open ${clock(opening.opens)} to ${clock(opening.closes)} that day.`,
      'Opening hours:',
      ...openingHoursLines(described.openingHours),
    ],
    place: described.place,
    when: { startsAt: londonInstant(pass.day, opening.opens), endsAt: londonInstant(pass.day, opening.closes) },
    price: {
      ...price,
      per: 'for the day',
      payment: dayPassPaymentText(pass),
      ...(promo ? { promo } : {}),
    },
    cancellationTerms: dayPassTerms.cancellation,
    manageUrl,
    passCode: pass.reference,
  };
}

export function dayPassMailLoader(lookup: DayPassMailLookup): VisitorMailSubjectLoader {
  return {
    column: 'day_pass_id',
    idOf: (row) => row.dayPassId,
    async load(db, id, now) {
      const pass = await findDayPass(db, id);
      if (!pass) return undefined;
      const described = await lookup.describe(pass);
      const content = described ? dayPassMailContent(pass, described, lookup.manageUrl(pass), await promoForDayPass(db, pass.id)) : undefined;
      if (!content) return undefined;
      return { content, active: dayPassCancellable(pass, now), sequence: pass.sequence };
    },
  };
}
