import { WaitlistPage } from '@/features/waitlist/waitlist-views';
import { metadataFor } from '@/features/seo/metadata';

/* After the opt-in button. */
export const metadata = metadataFor('/waitlist/confirmed');

export default function WaitlistConfirmedPage() {
  return (
    <WaitlistPage
      state="confirmed"
      headline={[
        { text: 'You are on the list.', tone: 'base' },
        { text: 'We will tell you if it frees up.', tone: 'accent' },
      ]}
      intro={<p>If the time is cancelled and you are first on the list, we email you at once and hold it for you alone for 15 minutes.</p>}
    >
      <ul className="list-disc space-y-1 pl-6">
        <li>The email links to a page with the price and the cancellation terms; you book from there.</li>
        <li>Not booked within the 15 minutes, the time goes to the next person on the list.</li>
        <li>Every email has a link to leave the list in one click. Once the time has passed we delete your place.</li>
      </ul>
      <p>
        <a className="link inline-flex min-h-11 items-center font-semibold" href="/book">
          Look for another free time meanwhile
        </a>
      </p>
    </WaitlistPage>
  );
}
