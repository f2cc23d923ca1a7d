import Link from 'next/link';
import { AlertPage } from '@/features/alerts/alert-pages';
import { metadataFor } from '@/features/seo/metadata';

/* After unsubscribing. */
export const metadata = metadataFor('/alerts/unsubscribed');

export default function AlertUnsubscribedPage() {
  return (
    <AlertPage
      state="unsubscribed"
      headline={[
        { text: 'Unsubscribed.', tone: 'base' },
        { text: 'No more alerts.', tone: 'accent' },
      ]}
      intro={<p>We have deleted the alert and the email address it was sent to.</p>}
    >
      <p>
        Changed your mind?{' '}
        <Link className="link" prefetch={false} href="/alerts/new">
          Set up a new alert
        </Link>
        .
      </p>
    </AlertPage>
  );
}
