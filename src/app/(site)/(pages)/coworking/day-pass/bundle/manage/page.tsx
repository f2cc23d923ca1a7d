import { PageHero } from '@/components/sections/page-hero';
import { HelpOnward } from '@/components/sections/help-onward';
import { getDayPassCentres, getSignedBundle } from '@/content/day-passes';
import { bundlePaths, bundleTerms } from '@/domain/day-pass/bundle';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { BundleSummary } from '@/features/day-pass/bundle-views';
import { dayHeading, dayPassStatusText } from '@/features/day-pass/day-pass-views';
import { metadataFor } from '@/features/seo/metadata';
import { Ga4Marker } from '@/features/analytics/ga4-marker';
import { withVat } from '@/domain/vat';

/* A bundle opened from its signed link: days left, until when, the days booked, and where to book one. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/coworking/day-pass/bundle/manage');

type Query = Record<string, string | string[] | undefined>;

export default async function BundleManagePage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const signed = await getSignedBundle(query.b, query.s);
  if (!signed.ok)
    return (
      <HelpOnward heading="That bundle link does not work">
        <p>Use the link in your bundle email, or “Use a bundle” with your reference and email.</p>
      </HelpOnward>
    );
  const { bundle, passes, daysUsed } = signed;
  const today = todayIn(businessTimeZone);
  const price = withVat(bundle.pricePence, bundle.vatRateBasisPoints / 100);
  const usable = bundle.status === 'paid' && bundle.lastDay !== null && today <= bundle.lastDay && daysUsed < bundle.days;
  const centres = await getDayPassCentres();
  const towns = new Map(centres.map(({ centre }) => [centre.slug as string, centre.town]));
  return (
    <>
      <PageHero
        headline={[{ text: `Your ${bundle.days} coworking days.`, tone: 'base' }]}
        intro={<p>{bundleTerms.use}</p>}
      />
      <section className="container-page space-y-4 py-10">
        {bundle.status === 'pending' && query.checkout === 'cancelled' ? (
          <p role="alert" className="rounded-lg border-2 border-danger bg-white p-4 font-bold">
            You left the payment page before paying: nothing was taken and the bundle is not bought.
          </p>
        ) : bundle.status === 'pending' ? (
          <p role="status" className="rounded-lg border-2 border-line bg-white p-4 font-bold" data-testid="bundle-waiting">
            Waiting for your payment to confirm: Stripe tells us when it has gone through. Reload this page in a moment.
          </p>
        ) : null}
        <div className="max-w-2xl space-y-4 rounded-2xl border-2 border-line bg-white p-6 tablet:p-8">
          {bundle.status === 'paid' ? (
            <Ga4Marker
              ga4="purchase"
              ga4Ref={bundle.reference}
              ga4Id="day-pass-bundle"
              ga4Name={`Day-pass bundle, ${bundle.days} days`}
              ga4Type="coworking"
              ga4Centre={bundle.centre ?? undefined}
              ga4Pence={String(price.netPence)}
              ga4Vat={String(price.vatPence)}
            />
          ) : null}
          <BundleSummary bundle={bundle} daysUsed={daysUsed} today={today} />
          {passes.length > 0 ? (
            <>
              <h2 className="text-xl font-extrabold">Days booked</h2>
              <ul className="space-y-1" data-testid="bundle-passes">
                {passes.map((pass) => (
                  <li key={pass.id}>
                    {dayHeading(pass.day)}, Northlight {towns.get(pass.centre) ?? pass.centre}: {dayPassStatusText(pass)} ({pass.reference})
                  </li>
                ))}
              </ul>
              <p className="text-sm">To cancel a day, use the link in that day’s pass email.</p>
            </>
          ) : null}
          {usable ? (
            <>
              <h2 className="text-xl font-extrabold">Book a day</h2>
              <ul className="flex flex-wrap gap-2" data-testid="bundle-book-centres">
                {centres.map(({ centre }) => (
                  <li key={centre.slug}>
                    <a
                      className="link inline-flex min-h-11 items-center font-semibold"
                      href={`${bundlePaths.buy}?${new URLSearchParams({ centre: centre.slug, ref: bundle.reference }).toString()}#bundle-use`}
                    >
                      {centre.town}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </section>
    </>
  );
}
