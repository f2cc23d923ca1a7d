import { buttonClasses } from '@/components/ui/button-link';
import { AlertLinkProblem, AlertPage } from '@/features/alerts/alert-pages';
import { metadataFor } from '@/features/seo/metadata';
import { verifyAlertLink } from '@/server/alerts/alert-link';
import { manageSigningKey } from '@/server/runtime';

/*
 * The unsubscribe link followed in a browser lands here; the button posts to the same signed
 * link (mail clients' one-click unsubscribe posts to it directly, RFC 8058).
 */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/alerts/unsubscribe');

type Query = Record<string, string | string[] | undefined>;
const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 100) : '');

export default async function UnsubscribeAlertPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const id = text(query.a);
  const signature = text(query.s);
  const verdict = verifyAlertLink('unsubscribe', id, signature, manageSigningKey());
  if (!verdict.valid) return <AlertLinkProblem reason={verdict.reason} purpose="unsubscribe" />;
  return (
    <AlertPage
      state="unsubscribe"
      headline={[
        { text: 'Stop this alert?', tone: 'base' },
        { text: 'One click.', tone: 'accent' },
      ]}
      intro={<p>Press the button and we delete the alert and your email address with it. You can set up a new one at any time.</p>}
    >
      <form method="post" action={`/api/alerts/unsubscribe?a=${encodeURIComponent(id)}&s=${encodeURIComponent(signature)}`}>
        <button type="submit" className={buttonClasses('primary')}>
          Unsubscribe
        </button>
      </form>
    </AlertPage>
  );
}
