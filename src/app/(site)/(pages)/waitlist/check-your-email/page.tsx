import { WaitlistPage } from '@/features/waitlist/waitlist-views';
import { metadataFor } from '@/features/seo/metadata';

/* After the waitlist form: the opt-in mail is on its way. */
export const metadata = metadataFor('/waitlist/check-your-email');

export default function WaitlistPendingPage() {
  return (
    <WaitlistPage
      state="pending"
      headline={[
        { text: 'Nearly done.', tone: 'base' },
        { text: 'Check your email.', tone: 'accent' },
      ]}
      intro={<p>We have sent you an email with a link to confirm your place on the waitlist. Until you confirm it, you are not on the list.</p>}
    >
      <h2 className="text-2xl font-extrabold">What happens next</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>Open the email from Northlight and press Confirm my place. The link works for 7 days.</li>
        <li>No email after a few minutes? Check your spam folder. If you were already on this list, we do not send a second one.</li>
        <li>If the time is cancelled and you are first on the list, we email you and hold it for you alone for 15 minutes.</li>
      </ul>
      <p>
        <a className="link inline-flex min-h-11 items-center font-semibold" href="/book">
          Look for another free time
        </a>
      </p>
    </WaitlistPage>
  );
}
