import { buttonClasses } from '@/components/ui/button-link';
import { getSignedWaitlistEntry, isLinkProblem } from '@/content/waitlist';
import { waitlistPaths } from '@/domain/waitlist/waitlist';
import { metadataFor } from '@/features/seo/metadata';
import { WaitlistLinkProblem, WaitlistPage } from '@/features/waitlist/waitlist-views';

/* The footer link of a waitlist mail (GET) lands here; the button posts, so a link alone changes nothing. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/waitlist/unsubscribe');

type Query = Record<string, string | string[] | undefined>;

export default async function WaitlistUnsubscribePage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const signed = await getSignedWaitlistEntry('unsubscribe', query.w, query.s);
  if (isLinkProblem(signed)) return <WaitlistLinkProblem reason={signed.problem} />;
  return (
    <WaitlistPage
      state={signed.entry ? 'unsubscribe' : 'already-gone'}
      headline={[
        { text: signed.entry ? 'Leave the waitlist?' : 'You are not on this list.', tone: 'base' },
        { text: signed.entry ? 'One click.' : 'Nothing to do.', tone: 'accent' },
      ]}
      intro={<p>{signed.entry ? 'We delete your place and the email address with it. If the time is held for you now, it goes to the next person.' : 'Your place was deleted already.'}</p>}
    >
      {signed.entry ? (
        <form method="post" action={`${waitlistPaths.unsubscribeApi}?w=${encodeURIComponent(signed.id)}&s=${encodeURIComponent(signed.signature)}`}>
          <button type="submit" className={buttonClasses('primary')}>
            Leave the waitlist
          </button>
        </form>
      ) : null}
    </WaitlistPage>
  );
}
