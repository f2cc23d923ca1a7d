import { AlertPage } from '@/features/alerts/alert-pages';
import { metadataFor } from '@/features/seo/metadata';

/* After the confirm button: the alert is on. */
export const metadata = metadataFor('/alerts/confirmed');

export default function AlertConfirmedPage() {
  return (
    <AlertPage
      state="confirmed"
      headline={[
        { text: 'Confirmed.', tone: 'base' },
        { text: 'Your alert is on.', tone: 'accent' },
      ]}
      intro={<p>When a unit that matches becomes available, we email you once with its size, rent and a link to it.</p>}
    >
      <ul className="list-disc space-y-1 pl-6">
        <li>Every alert email has a one-click unsubscribe link.</li>
        <li>Your alert and your email address are deleted 12 months from today.</li>
      </ul>
    </AlertPage>
  );
}
