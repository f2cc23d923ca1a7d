import { redirect } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { getOrderDraft } from '@/content/virtual-office-orders';
import { townOfCentre } from '@/domain/centres';
import { getVirtualOfficeOffer } from '@/content/virtual-offices';
import { withVat } from '@/domain/vat';
import { orderPaths, orderStartMaxDaysAhead } from '@/domain/virtual-office/order-schema';
import { findPlan, monthlyPenceAt } from '@/domain/virtual-office/plans';
import { serverEnv } from '@/env';
import { metadataFor } from '@/features/seo/metadata';
import {
  DetailsForm,
  ErrorSummary,
  IdCheckNote,
  OrderChoiceSummary,
} from '@/features/virtual-office/order-views';
import { addDays, businessTimeZone, todayIn } from '@/lib/calendar-date';
import { formTokenSecret, issueFormToken } from '@/server/requests/form-token';

/* Step 2: business and contact details, with what to correct after a refused post (from the draft). */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor(orderPaths.details);

type Query = Record<string, string | string[] | undefined>;

export default async function OrderDetailsPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const [offer, draft] = await Promise.all([getVirtualOfficeOffer(), getOrderDraft()]);
  const plan = findPlan(offer.plans, query.plan);
  const centre = typeof query.centre === 'string' ? query.centre : '';
  const pence = plan ? monthlyPenceAt(plan, centre) : undefined;
  if (!plan || pence === undefined)
    redirect(plan ? `${orderPaths.start}?plan=${plan.kind}` : orderPaths.start);
  // The draft's values and errors belong to this page only for the same plan and centre.
  const sameChoice = draft?.values.plan === plan.kind && draft.values.centre === centre;
  const values = sameChoice ? draft.values : {};
  const errors = sameChoice ? (draft.errors ?? {}) : {};
  const today = todayIn(businessTimeZone);
  return (
    <>
      <PageHero
        headline={[
          { text: 'Your business.', tone: 'base' },
          { text: 'And how we reach you.', tone: 'accent' },
        ]}
        intro={<p>You check everything on the next page before you order.</p>}
      />
      <div className="container-page space-y-6 py-10">
        <ErrorSummary errors={errors} />
        <OrderChoiceSummary
          plan={plan}
          town={townOfCentre(centre)}
          price={withVat(pence, offer.vatRatePercent)}
          changeHref={`${orderPaths.start}?plan=${plan.kind}&centre=${centre}`}
        />
        <IdCheckNote needsIdCheck={plan.needsIdCheck} />
        <DetailsForm
          plan={plan.kind}
          centre={centre}
          values={values}
          errors={errors}
          token={issueFormToken(formTokenSecret(serverEnv()))}
          today={today}
          maxStart={addDays(today, orderStartMaxDaysAhead)}
        />
      </div>
    </>
  );
}
