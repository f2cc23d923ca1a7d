import { cookies } from 'next/headers';
import { PageHero } from '@/components/sections/page-hero';
import { getSiteSettings } from '@/content';
import { onlinePayments } from '@/content/bookings';
import { getBundleSettings, getDayPassCentres, getDayPassOffer } from '@/content/day-passes';
import { bundlePrice, isBundleProblem } from '@/domain/day-pass/bundle';
import { dayPassPaths, passReferenceFrom } from '@/domain/day-pass/day-pass';
import { serverEnv } from '@/env';
import { BundleBuyForm, BundleProblemNotice, BundleUseForm, type BundleOffer } from '@/features/day-pass/bundle-views';
import { metadataFor } from '@/features/seo/metadata';
import { bundleFormCookieName, openBundleFormState } from '@/server/day-passes/bundle-form-state';
import { formTokenSecret, issueFormToken } from '@/server/requests/form-token';

/* Bundles of 5 or 10 days: buy one (Stripe only), or book a day from one at a centre. Per request. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/coworking/day-pass/bundle');

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export default async function BundlePage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const [settings, site, centres, offer] = await Promise.all([
    getBundleSettings(),
    getSiteSettings(),
    getDayPassCentres(),
    one(query.centre) ? getDayPassOffer(one(query.centre)!) : undefined,
  ]);
  const problem = isBundleProblem(query.problem) ? query.problem : undefined;
  const form = one(query.form) === 'use' ? 'use' : 'buy';
  const secret = formTokenSecret(serverEnv());
  const state = openBundleFormState((await cookies()).get(bundleFormCookieName)?.value, secret);
  const errorsFor = (which: 'buy' | 'use') => (problem === 'invalid' && form === which ? (state?.errors ?? {}) : {});
  const sale: BundleOffer | undefined =
    settings?.onSale && onlinePayments()
      ? {
          prices: { 5: bundlePrice(settings, 5, site.vatRatePercent), 10: bundlePrice(settings, 10, site.vatRatePercent) },
          validMonths: settings.validMonths,
        }
      : undefined;
  const reference = passReferenceFrom(one(query.ref) ?? '');
  return (
    <>
      <PageHero
        headline={[
          { text: '5 or 10 coworking days.', tone: 'base' },
          { text: 'Any centre, whenever you need a desk.', tone: 'accent' },
        ]}
        intro={
          <p>
            Buy a bundle of days once, then book each day online with your bundle reference and email, at any
            Northlight centre selling day passes.
          </p>
        }
      />
      <div className="container-page space-y-6 py-10">
        {problem ? <BundleProblemNotice problem={problem} /> : null}
        <BundleUseForm
          centre={offer ? { slug: offer.centre.slug, town: offer.centre.town } : undefined}
          centres={centres.map(({ centre }) => ({ slug: centre.slug, town: centre.town }))}
          dates={offer?.dates ?? []}
          chosenDate={one(query.date)}
          reference={reference}
          values={form === 'use' ? (state?.values ?? {}) : {}}
          errors={errorsFor('use')}
          token={issueFormToken(secret)}
        />
        <BundleBuyForm
          offer={sale}
          centre={offer?.centre.slug}
          chosenDays={one(query.days) === '10' ? 10 : 5}
          values={form === 'buy' ? (state?.values ?? {}) : {}}
          errors={errorsFor('buy')}
          token={issueFormToken(secret)}
        />
        <p>
          <a className="link" href={offer ? dayPassPaths.centre(offer.centre.slug) : dayPassPaths.start}>
            A single day pass instead
          </a>
        </p>
      </div>
    </>
  );
}
