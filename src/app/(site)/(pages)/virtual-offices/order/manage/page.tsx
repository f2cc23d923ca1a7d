import { notFound } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import { getOrderPromo, getSignedOrder, orderFacts } from '@/content/virtual-office-orders';
import { isCancellable, orderPaths, type OrderStatus } from '@/domain/virtual-office/order-schema';
import { termLines } from '@/domain/virtual-office/terms';
import { metadataFor } from '@/features/seo/metadata';
import { IdCheckNote, OrderSummary } from '@/features/virtual-office/order-views';

/* The order's signed page: its status, and a Cancel button (a plain form post) until it starts. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor(orderPaths.manage);

type Query = Record<string, string | string[] | undefined>;

export default async function OrderManagePage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const signed = await getSignedOrder(query.o, query.s);
  if (!signed) notFound();
  const { order } = signed;
  const status = order.status as OrderStatus;
  const cancelled = status === 'cancelled';
  return (
    <>
      <PageHero
        headline={[
          { text: cancelled ? 'Cancelled.' : 'Your virtual office.', tone: 'base' },
          { text: cancelled ? 'Nothing more to pay.' : `Order ${order.reference}.`, tone: 'accent' },
        ]}
        intro={
          <p>
            {cancelled
              ? 'Your order is cancelled. As it had not started, nothing is owed.'
              : 'Here is your order and where it stands. You can cancel it online until the service starts.'}
          </p>
        }
      />
      <div className="container-page space-y-6 py-10">
        <section
          className="max-w-2xl space-y-4 rounded-2xl border-2 border-line bg-white p-6 tablet:p-8"
          aria-label="Your order"
        >
          <OrderSummary order={orderFacts(order, await getOrderPromo(order.id))} />
          {isCancellable(status) ? (
            <form method="post" action={orderPaths.cancelApi}>
              <input type="hidden" name="o" value={order.id} />
              <input type="hidden" name="s" value={typeof query.s === 'string' ? query.s : ''} />
              <button type="submit" className={buttonClasses('secondary')}>
                Cancel this order
              </button>
            </form>
          ) : cancelled || status === 'expired' || status === 'id-rejected' ? (
            <>
              {status === 'id-rejected' ? (
                <p data-testid="order-rejection">
                  We could not verify your identity: {order.idRejectedReason}. Call us if you think this is a
                  mistake or can show other documents.
                </p>
              ) : null}
              {status === 'expired' ? (
                <p>
                  The first month was not paid within 24 hours, so this order has lapsed. Nothing was charged.
                </p>
              ) : null}
              <p>
                <a className="link" href={orderPaths.start}>
                  Order another virtual office
                </a>
              </p>
            </>
          ) : (
            <p>Your service has started. {termLines().notice}</p>
          )}
        </section>
        {status === 'awaiting-id-check' ? <IdCheckNote needsIdCheck /> : null}
      </div>
    </>
  );
}
