import 'server-only';
import { bundleTerms } from '@/domain/day-pass/bundle';
import type { VisitorMailContent, VisitorMailPlace } from '@/domain/visitor-mail';
import { withVat } from '@/domain/vat';
import { formatCalendarDay } from '@/lib/calendar-date';
import { bundleDaysUsed, findBundle } from '../day-passes/bundles';
import type { DayPassBundleRow } from '../db/schema';
import type { VisitorMailSubjectLoader } from './subjects';

/*
 * The mail of a bundle of day passes (docs/decisions/0056), sent when Stripe says it is paid: its
 * reference, the days it holds and until when, where it can be used (every centre selling passes)
 * and the signed link that shows the days left and books a day. No calendar entry: a bundle has
 * no day until one is booked, and each day booked gets its own pass mail with one.
 */

export type BundleMailLookup = {
  /** Where the bundle can be used: the centres selling day passes now, and the advisor line. */
  readonly place: () => Promise<VisitorMailPlace>;
  readonly manageUrl: (bundle: DayPassBundleRow) => string;
};

export function bundleMailContent(
  bundle: DayPassBundleRow,
  daysUsed: number,
  place: VisitorMailPlace,
  manageUrl: string,
): VisitorMailContent | undefined {
  if (bundle.status !== 'paid' || !bundle.lastDay) return undefined;
  return {
    subject: 'day-pass-bundle',
    reference: bundle.reference,
    calendarUid: `day-pass-bundle-${bundle.id}@northlight`,
    sequence: 0,
    recipient: { name: bundle.name, email: bundle.email },
    title: `A bundle of ${bundle.days} coworking day passes`,
    details: [
      `${bundle.days - daysUsed} of ${bundle.days} days left. Use them by ${formatCalendarDay(bundle.lastDay)}.`,
      bundleTerms.use,
    ],
    place,
    price: { ...withVat(bundle.pricePence, bundle.vatRateBasisPoints / 100), per: `for ${bundle.days} days`, payment: bundleTerms.payOnline },
    cancellationTerms: `${bundleTerms.cancellation} ${bundleTerms.refund}`,
    manageUrl,
    nextSteps: [`Without the link, "Use a bundle" on our day-pass page books a day too, with reference ${bundle.reference} and this email address.`],
  };
}

export function bundleMailLoader(lookup: BundleMailLookup): VisitorMailSubjectLoader {
  return {
    column: 'day_pass_bundle_id',
    idOf: (row) => row.dayPassBundleId,
    async load(db, id) {
      const bundle = await findBundle(db, id);
      if (!bundle) return undefined;
      const used = (await bundleDaysUsed(db, [bundle.id])).get(bundle.id) ?? 0;
      const content = bundleMailContent(bundle, used, await lookup.place(), lookup.manageUrl(bundle));
      if (!content) return undefined;
      return { content, active: false, sequence: 0 };
    },
  };
}
