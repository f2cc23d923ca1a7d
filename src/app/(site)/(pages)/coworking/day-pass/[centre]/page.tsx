import { onlinePayments } from '@/content/bookings';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { getDayPassOffer } from '@/content/day-passes';
import { dayPassPaths, isDayPassProblem } from '@/domain/day-pass/day-pass';
import { serverEnv } from '@/env';
import { DayPassForm, DayPassProblemNotice, dayHeading } from '@/features/day-pass/day-pass-views';
import { DayPassWaitlistForm } from '@/features/waitlist/waitlist-views';
import { visitorMailOn } from '@/server/runtime';
import { metadataFor } from '@/features/seo/metadata';
import { BundleLinks } from '@/features/day-pass/bundle-views';
import { Ga4Marker } from '@/features/analytics/ga4-marker';
import { openDayPassFormState, dayPassFormCookieName } from '@/server/day-passes/day-pass-form-state';
import { formTokenSecret, issueFormToken } from '@/server/requests/form-token';
import { promoOnPage } from '@/content/promo-codes';

/* Buy a day pass at one centre (live desks left, so rendered per request). */
export const dynamic = 'force-dynamic';

type Query = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ centre: string }>; searchParams: Promise<Query> };
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { centre } = await params;
  return metadataFor('/coworking/day-pass', { canonicalPath: dayPassPaths.centre(centre) });
}

export default async function DayPassCentrePage({ params, searchParams }: Props) {
  const [{ centre: slug }, query] = await Promise.all([params, searchParams]);
  const offer = await getDayPassOffer(slug);
  if (!offer) notFound();
  const { centre, settings } = offer;
  const problem = isDayPassProblem(query.problem) ? query.problem : undefined;
  const secret = formTokenSecret(serverEnv());
  const state = openDayPassFormState((await cookies()).get(dayPassFormCookieName)?.value, secret);
  const errors = problem === 'invalid' ? (state?.errors ?? {}) : {};
  // A code typed (applied, or refused when buying) is priced here, on the server (decision 0054).
  // Full days get the waitlist (decision 0055), which confirms by email: without visitor mail, no form.
  const fullDates = offer.dates.filter((entry) => entry.desksLeft === 0).map((entry) => ({ date: entry.date, label: dayHeading(entry.date) }));
  const waitlistOn = fullDates.length > 0 && (await visitorMailOn());
  const promo = await promoOnPage(state?.values.promo, { product: 'day-passes', listPence: offer.price.netPence }, errors.promo);
  return (
    <>
      <PageHero
        headline={[
          { text: `A desk for a day at Northlight ${centre.town}.`, tone: 'base' },
          { text: 'Book in a minute.', tone: 'accent' },
        ]}
        intro={
          <p>
            {centre.address.street1}, {centre.address.zipCode}. Choose a date, tell us who is coming, and your pass
            comes by email with a code to show at reception.
          </p>
        }
      />
      <div className="container-page space-y-6 py-10">
        {problem ? <DayPassProblemNotice problem={problem} /> : null}
        <Ga4Marker ga4="begin_checkout" ga4Id="day-pass" ga4Name="Day pass" ga4Type="coworking" ga4Centre={centre.slug} ga4Pence={String(offer.price.netPence)} />
        <DayPassForm
          centre={centre.slug}
          town={centre.town}
          dates={offer.dates}
          chosenDate={one(query.date)}
          price={offer.price}
          trialOffered={settings.freeTrialDay}
          trialChosen={one(query.kind) === 'trial'}
          values={state?.values ?? {}}
          errors={errors}
          promo={promo}
          token={issueFormToken(secret)}
          payOnline={onlinePayments()}
        />
        {waitlistOn ? <DayPassWaitlistForm centre={centre.slug} fullDates={fullDates} chosenDate={one(query.date)} token={issueFormToken(secret)} /> : null}
        <BundleLinks centre={centre.slug} />
        <p>
          <a className="link" href={`/locations/${centre.slug}`}>
            About Northlight {centre.town}
          </a>
          {' · '}
          <a className="link" href={dayPassPaths.start}>
            Other centres
          </a>
        </p>
      </div>
    </>
  );
}
