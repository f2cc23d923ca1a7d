import { AlertPage } from '@/features/alerts/alert-pages';
import { metadataFor } from '@/features/seo/metadata';
import { Ga4Marker } from '@/features/analytics/ga4-marker';

/* After the alert form: the confirmation mail is on its way. */
export const metadata = metadataFor('/alerts/check-your-email');

export default function AlertPendingPage() {
  return (
    <AlertPage
      state="pending"
      headline={[
        { text: 'Nearly done.', tone: 'base' },
        { text: 'Check your email.', tone: 'accent' },
      ]}
      intro={<p>We have sent you an email with a link to confirm your alert. Until you confirm it, we send you nothing else.</p>}
    >
      {/* The alert form lands here: a lead for GA4 (the page names no subscription, so no type or centre). */}
      <Ga4Marker ga4="generate_lead" ga4Lead="alert" />
      <h2 className="text-2xl font-extrabold">What happens next</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>Open the email from Northlight and press Confirm my alert. The link works for 7 days.</li>
        <li>No email after a few minutes? Check your spam folder, or fill in the form again.</li>
        <li>Once confirmed, we email you once for each matching unit that becomes available, for 12 months.</li>
      </ul>
    </AlertPage>
  );
}
