import { PageHero } from '@/components/sections/page-hero';
import { getVirtualOfficeOffer } from '@/content/virtual-offices';
import { findPlan } from '@/domain/virtual-office/plans';
import { CentreChoice, PlanChoice } from '@/features/virtual-office/order-views';
import { metadataFor } from '@/features/seo/metadata';
import { orderPaths } from '@/domain/virtual-office/order-schema';

/* Buy a virtual office, step 1: the plan, then the centre with its monthly price ex and inc VAT. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor(orderPaths.start);

type Query = Record<string, string | string[] | undefined>;

export default async function OrderStartPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const offer = await getVirtualOfficeOffer();
  const plan = findPlan(offer.plans, query.plan);
  const centre =
    typeof query.centre === 'string' && offer.centres.some((c) => c.slug === query.centre)
      ? query.centre
      : undefined;
  return (
    <>
      <PageHero
        headline={[
          { text: 'Buy a virtual office.', tone: 'base' },
          { text: 'Online, in five minutes.', tone: 'accent' },
        ]}
        intro={
          <p>
            Choose a plan and a centre, tell us about your business, and place your order. Nothing to pay now:
            we invoice you monthly.
          </p>
        }
      />
      <div className="container-page space-y-6 py-10">
        {offer.plans.length === 0 ? (
          <p className="font-bold">
            Virtual offices cannot be ordered online just now. Call an advisor and we will set one up for you.
          </p>
        ) : plan ? (
          <>
            <p className="text-lg">
              Plan: <strong>{plan.name}</strong>.{' '}
              <a
                className="link"
                href={centre ? `${orderPaths.start}?centre=${centre}` : orderPaths.start}
              >
                Choose another plan
              </a>
            </p>
            <CentreChoice
              plan={plan}
              centres={offer.centres}
              vatRatePercent={offer.vatRatePercent}
              chosen={centre}
            />
          </>
        ) : (
          <PlanChoice plans={offer.plans} vatRatePercent={offer.vatRatePercent} centre={centre} />
        )}
      </div>
    </>
  );
}
