import { WaitlistPage } from '@/features/waitlist/waitlist-views';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/waitlist/unsubscribed');

export default function WaitlistUnsubscribedPage() {
  return (
    <WaitlistPage
      state="unsubscribed"
      headline={[
        { text: 'Done.', tone: 'base' },
        { text: 'You have left the waitlist.', tone: 'accent' },
      ]}
      intro={<p>Your place is deleted, with the email address it was for. We send you nothing more about it.</p>}
    >
      <p>
        <a className="link inline-flex min-h-11 items-center font-semibold" href="/book">
          Book a meeting room
        </a>
      </p>
    </WaitlistPage>
  );
}
