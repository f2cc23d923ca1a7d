import { buttonClasses } from '@/components/ui/button-link';
import { getSignedWaitlistEntry, isLinkProblem } from '@/content/waitlist';
import { waitlistPaths } from '@/domain/waitlist/waitlist';
import { metadataFor } from '@/features/seo/metadata';
import { WaitlistLinkProblem, WaitlistPage } from '@/features/waitlist/waitlist-views';
import { bookingWhen } from '@/lib/booking-slots';
import { waitlistWhenText } from '@/server/visitor-mail/waitlist-mail';

/*
 * The opt-in link opens this page, which confirms only when the button is pressed (a POST): mail
 * scanners that follow links cannot put anyone on the list.
 */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/waitlist/confirm');

type Query = Record<string, string | string[] | undefined>;

export default async function ConfirmWaitlistPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const signed = await getSignedWaitlistEntry('confirm', query.w, query.s);
  if (isLinkProblem(signed)) return <WaitlistLinkProblem reason={signed.problem} />;
  const entry = query.gone ? undefined : signed.entry;
  if (!entry) return <WaitlistLinkProblem reason="expired" />;
  const confirmed = entry.status !== 'pending';
  return (
    <WaitlistPage
      state={confirmed ? 'already-confirmed' : 'confirm'}
      headline={[
        { text: confirmed ? 'Already confirmed.' : 'One more click.', tone: 'base' },
        { text: confirmed ? 'You are on the list.' : 'Confirm your place.', tone: 'accent' },
      ]}
      intro={<p>{confirmed ? 'We email you if this time frees up and you are first on the list.' : 'Press the button to join the waitlist for this time.'}</p>}
    >
      <h2 className="text-2xl font-extrabold">{entry.kind === 'day-pass' ? 'The day you want' : 'The time you want'}</h2>
      <p data-testid="waitlist-slot">
        {entry.kind === 'day-pass' || entry.kind === 'viewing'
          ? `${signed.roomName}, Northlight ${signed.town}: ${waitlistWhenText(entry)}`
          : `${signed.roomName} (${entry.resource}), Northlight ${signed.town}: ${bookingWhen(entry)} (UK time)`}
      </p>
      {confirmed ? null : (
        <form method="post" action={waitlistPaths.confirmApi}>
          <input type="hidden" name="w" value={signed.id} />
          <input type="hidden" name="s" value={signed.signature} />
          <button type="submit" className={buttonClasses('primary')}>
            Confirm my place
          </button>
        </form>
      )}
    </WaitlistPage>
  );
}
