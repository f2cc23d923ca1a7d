import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import { getOrderDraft } from '@/content/virtual-office-orders';
import { townOfCentre } from '@/domain/centres';
import { getVirtualOfficeOffer } from '@/content/virtual-offices';
import { withVat } from '@/domain/vat';
import { orderPaths } from '@/domain/virtual-office/order-schema';
import { orderPaymentStep } from '@/domain/virtual-office/payment';
import { findPlan, monthlyPenceAt } from '@/domain/virtual-office/plans';
import { termsField } from '@/domain/virtual-office/terms';
import { serverEnv, stripeSettings } from '@/env';
import { metadataFor } from '@/features/seo/metadata';
import { Ga4Marker } from '@/features/analytics/ga4-marker';
import { IdCheckNote, OrderSummary, OrderTerms, TermsTick } from '@/features/virtual-office/order-views';
import { formTokenSecret, issueFormToken } from '@/server/requests/form-token';
import { promoOnPage } from '@/content/promo-codes';
import { DefaultSubmit, PromoCodeField } from '@/features/promo-codes/promo-code-field';

/* Step 3: the whole order as it will be placed, and "Place order". */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor(orderPaths.review);

export default async function OrderReviewPage() {
  const [offer, draft] = await Promise.all([getVirtualOfficeOffer(), getOrderDraft()]);
  const plan = draft?.checked ? findPlan(offer.plans, draft.values.plan) : undefined;
  const pence = plan && draft ? monthlyPenceAt(plan, draft.values.centre ?? '') : undefined;
  if (!draft || !plan || pence === undefined) {
    return (
      <>
        <PageHero
          headline={[
            { text: 'Nothing to review.', tone: 'base' },
            { text: 'Start your order again.', tone: 'accent' },
          ]}
          intro={
            <p>
              Your order details are kept for an hour, in this browser only. They have run out or were never
              sent.
            </p>
          }
        />
        <div className="container-page space-y-4 py-10">
          <p>
            <a className={buttonClasses('primary')} href={orderPaths.start}>
              Start a virtual-office order
            </a>
          </p>
        </div>
      </>
    );
  }
  const values = draft.values;
  const termsError = draft.errors?.[termsField.name];
  // A code applied (or refused) on this page: its line in the price, or why not beside the field.
  const promo = await promoOnPage(
    values.promo,
    { product: 'virtual-office', listPence: pence },
    draft.errors?.promo,
  );
  // A code that makes the first month free leaves nothing to pay by card: the order is invoiced.
  const freeFirstMonth = promo.kind === 'applied' && promo.price.netPence === 0;
  const payment = orderPaymentStep({ cardPaymentsConfigured: stripeSettings(serverEnv()) !== undefined && !freeFirstMonth });
  return (
    <>
      <PageHero
        headline={[
          { text: 'Check your order.', tone: 'base' },
          { text: 'Then place it.', tone: 'accent' },
        ]}
        intro={
          <p>
            Check your order and its terms. Nothing is ordered until you tick the terms and press “Place
            order”.
          </p>
        }
      />
      <div className="container-page space-y-6 py-10">
        <section
          className="max-w-2xl space-y-4 rounded-2xl border-2 border-line bg-white p-6 tablet:p-8"
          aria-labelledby="review-heading"
        >
          <h2 id="review-heading" className="text-2xl font-extrabold">
            Your order
          </h2>
          <Ga4Marker
            ga4="begin_checkout"
            ga4Id={plan.kind}
            ga4Name={plan.name}
            ga4Type="virtual-offices"
            ga4Centre={values.centre}
            ga4Pence={String(pence)}
          />
          <OrderSummary
            order={{
              planName: plan.name,
              town: townOfCentre(values.centre ?? ''),
              price: withVat(pence, offer.vatRatePercent),
              startDate: values.startDate ?? '',
              businessName: values.businessName ?? '',
              companyNumber: values.companyNumber,
              name: values.name ?? '',
              email: values.email ?? '',
              phone: values.phone ?? '',
              payment,
              promo: promo.kind === 'applied' ? promo.price : undefined,
            }}
          />
          <p>
            <a
              className="link"
              href={`${orderPaths.details}?plan=${plan.kind}&centre=${values.centre ?? ''}`}
            >
              Change your details
            </a>
          </p>
        </section>
        <IdCheckNote needsIdCheck={plan.needsIdCheck} />
        <section
          className="max-w-2xl space-y-4 rounded-2xl border-2 border-line bg-white p-6 tablet:p-8"
          aria-labelledby="terms-heading"
        >
          <h2 id="terms-heading" className="text-2xl font-extrabold">
            Your terms
          </h2>
          <OrderTerms />
        </section>
        <form method="post" action={orderPaths.placeApi} className="max-w-2xl space-y-4">
          <DefaultSubmit />
          <input type="hidden" name="token" value={issueFormToken(formTokenSecret(serverEnv()))} />
          <PromoCodeField id="order" promo={promo} />
          <p>
            {payment.summary}: {payment.detail}
          </p>
          {termsError ? (
            <p role="alert" className="rounded-xl border-2 border-danger bg-white p-4 font-bold">
              <a className="link" href={`#order-${termsField.name}`}>
                {termsError}
              </a>
            </p>
          ) : null}
          <TermsTick error={termsError} />
          <button type="submit" className={buttonClasses('primary')}>
            Place order
          </button>
        </form>
      </div>
    </>
  );
}
