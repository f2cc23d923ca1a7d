import { buttonClasses } from '@/components/ui/button-link';
import { AlertLinkProblem, AlertPage } from '@/features/alerts/alert-pages';
import { metadataFor } from '@/features/seo/metadata';
import { describeSubscription } from '@/server/visitor-mail/alert-mail';
import { verifyAlertLink } from '@/server/alerts/alert-link';
import { findAlertSubscription } from '@/server/alerts/subscriptions';
import { getEnquiryRuntime, manageSigningKey } from '@/server/runtime';

/*
 * The confirm link of the opt-in mail opens this page, which confirms only when the button is
 * pressed (a POST): mail scanners that follow links cannot confirm on the visitor's behalf.
 */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/alerts/confirm');

type Query = Record<string, string | string[] | undefined>;
const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 100) : '');

export default async function ConfirmAlertPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const id = text(query.a);
  const signature = text(query.s);
  const verdict = verifyAlertLink('confirm', id, signature, manageSigningKey());
  if (!verdict.valid) return <AlertLinkProblem reason={verdict.reason} purpose="confirm" />;
  const subscription = query.gone ? undefined : await findAlertSubscription((await getEnquiryRuntime()).database.db, id);
  if (!subscription) return <AlertLinkProblem reason="expired" purpose="confirm" />;
  const confirmed = subscription.status === 'confirmed';
  return (
    <AlertPage
      state={confirmed ? 'already-confirmed' : 'confirm'}
      headline={[
        { text: confirmed ? 'Already confirmed.' : 'One more click.', tone: 'base' },
        { text: confirmed ? 'Your alert is on.' : 'Confirm your alert.', tone: 'accent' },
      ]}
      intro={<p>{confirmed ? 'We will email you when a matching unit becomes available.' : 'Press the button to start your alert.'}</p>}
    >
      <h2 className="text-2xl font-extrabold">Your alert</h2>
      <p data-testid="alert-criteria">{describeSubscription(subscription)}</p>
      {confirmed ? null : (
        <form method="post" action="/api/alerts/confirm">
          <input type="hidden" name="a" value={id} />
          <input type="hidden" name="s" value={signature} />
          <button type="submit" className={buttonClasses('primary')}>
            Confirm my alert
          </button>
        </form>
      )}
    </AlertPage>
  );
}
