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
        <a className="link" href="/alerts/new">
          Set up a new alert
        </a>
        .
      </p>
    </AlertPage>
  );
}
