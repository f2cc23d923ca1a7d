import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import { site } from '@/domain/site';
import { orderPaths } from '@/domain/virtual-office/order-schema';
import { metadataFor } from '@/features/seo/metadata';
import { telHref } from '@/lib/format';

/* Why an order post was refused or failed, in the site's layout, with a way forward. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor(orderPaths.problem);

const reasons: Record<string, string> = {
  'cross-site': 'Orders can only be placed from our own website. Open the order page and try again.',
  'too-long': 'That order was too long to send. Check your details and try again.',
  unreadable:
    'Some of what you typed could not be read (it was not valid text: characters may have been damaged when pasted). Retype your details and try again.',
  expired:
    'Your order page was open a long time, or your details ran out (we keep them for an hour). Start again: it takes a minute.',
  'rate-limited': 'You have sent several orders in a short time. Wait a minute and try again, or call us.',
  unavailable:
    'We could not save your order just now. Nothing was ordered. Please try again in a moment, or call us.',
  failure:
    'Something went wrong on our side and your order was not placed. Please call us, or try again later.',
  link: 'That order link is not valid. Use the link we gave you, or call us with your reference.',
};

type Query = Record<string, string | string[] | undefined>;

export default async function OrderProblemPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const reason = typeof query.reason === 'string' && reasons[query.reason] ? query.reason : 'failure';
  const reference =
    typeof query.ref === 'string' && /^[A-Z0-9-]{4,20}$/.test(query.ref) ? query.ref : undefined;
  return (
    <>
      <PageHero
        headline={[{ text: 'We could not take your order.', tone: 'base' }]}
        intro={<p>{reasons[reason]}</p>}
      />
      <div
        className="container-page max-w-2xl space-y-4 py-10"
        data-testid="order-problem"
        data-reason={reason}
      >
        {reference ? <p>If you call, quote {reference}.</p> : null}
        <p>
          <a className={buttonClasses('primary')} href={orderPaths.start}>
            Start a virtual-office order
          </a>
        </p>
        <p>
          Or call us on{' '}
          <a className="link" href={telHref(site.advisorPhone.e164)}>
            {site.advisorPhone.display}
          </a>
          .
        </p>
      </div>
    </>
  );
}
