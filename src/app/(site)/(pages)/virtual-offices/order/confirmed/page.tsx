import { notFound } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { getOrderPromo, getSignedOrder, orderFacts } from '@/content/virtual-office-orders';
import { confirmationMailNote, confirmationMailState } from '@/domain/visitor-mail';
import { isPlaced, orderPaths, type OrderStatus } from '@/domain/virtual-office/order-schema';
import { metadataFor } from '@/features/seo/metadata';
import { Ga4Marker } from '@/features/analytics/ga4-marker';
import { IdCheckNote, OrderSummary, OrderTerms } from '@/features/virtual-office/order-views';
import { orderManagePath } from '@/server/orders/order-link';
import { visitorMailOn } from '@/server/runtime';

/* The confirmation after "Place order" (the API redirects here with the signed id). */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor(orderPaths.confirmed);

type Query = Record<string, string | string[] | undefined>;

export default async function OrderConfirmedPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const signed = await getSignedOrder(query.o, query.s);
  if (!signed) notFound();
  const { order, key } = signed;
  const mailNote = confirmationMailNote(
    confirmationMailState({
      mailOn: await visitorMailOn(),
      confirmed: isPlaced(order.status as OrderStatus),
      awaitingPayment: order.payment === 'card-pending',
    }),
    order.email,
    false,
  );
  return (
    <>
      <PageHero
        headline={[
          { text: 'Ordered.', tone: 'base' },
          { text: order.needsIdCheck ? 'One check to go.' : 'Your service is on its way.', tone: 'accent' },
        ]}
        intro={
          <>
            <p>
              We have your order and our team has been told. Keep your reference; your order page is linked
              below.
            </p>
            {mailNote ? (
              <p className="mt-2" data-testid="mail-note">
                {mailNote}
              </p>
            ) : null}
          </>
        }
      />
      <div className="container-page space-y-6 py-10">
        <section
          className="max-w-2xl space-y-4 rounded-2xl border-2 border-success bg-white p-6 tablet:p-8"
          aria-labelledby="order-heading"
        >
          <h2 id="order-heading" className="text-2xl font-extrabold">
            Your virtual office
          </h2>
          <OrderSummary order={orderFacts(order, await getOrderPromo(order.id))} />
          {isPlaced(order.status as OrderStatus) && order.payment !== 'card-pending' ? (
            <Ga4Marker
              ga4="purchase"
              ga4Ref={order.reference}
              ga4Id={order.plan}
              ga4Name={order.planName}
              ga4Type="virtual-offices"
              ga4Centre={order.centre}
              ga4Pence={String(order.monthlyNetPence)}
              ga4Vat={String(order.monthlyVatPence)}
            />
          ) : null}
          <p>
            <a className="link" href={orderManagePath(order.id, key)} data-testid="manage-link">
              Your order page
            </a>{' '}
            (keep this link: it shows your order’s status and lets you cancel before it starts).
          </p>
        </section>
        <IdCheckNote needsIdCheck={order.needsIdCheck} />
        <section
          className="max-w-2xl space-y-4 rounded-2xl border-2 border-line bg-white p-6 tablet:p-8"
          aria-labelledby="terms-heading"
        >
          <h2 id="terms-heading" className="text-2xl font-extrabold">
            Your terms
          </h2>
          <OrderTerms />
        </section>
      </div>
    </>
  );
}
