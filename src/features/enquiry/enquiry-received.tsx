import { getSiteSettings } from '@/content';
import { referencePattern } from '@/lib/enquiry-reference';
import { telHref } from '@/lib/format';
import { replyPromise } from '@/domain/enquiry/enquiry-protocol';

/* The confirmation after a plain form post. Only a well-formed reference is echoed back. */
export async function EnquiryReceived({ reference }: { reference: string | undefined }) {
  const settings = await getSiteSettings();
  const valid = reference !== undefined && referencePattern.test(reference);
  return (
    <section aria-labelledby="received-heading" className="container-page py-12 tablet:py-16">
      <div className="max-w-2xl space-y-4 rounded-2xl border-2 border-success bg-white p-6 tablet:p-8">
        <h2 id="received-heading" className="text-2xl font-extrabold">
          {valid ? 'Your enquiry is on its way to our team' : 'Thank you for getting in touch'}
        </h2>
        {valid ? (
          <p className="text-lg">
            Your reference is{' '}
            <strong className="font-mono text-2xl tracking-wider" data-testid="enquiry-reference">
              {reference}
            </strong>
          </p>
        ) : null}
        <p className="text-ink-soft">{replyPromise}</p>
        <p className="text-ink-soft">
          Need an answer sooner? Call{' '}
          <a className="link" href={telHref(settings.advisorPhone.e164)}>
            {settings.advisorPhone.display}
          </a>
          {valid ? ' and quote your reference.' : '.'}
        </p>
        <p>
          <a className="link" href="/">
            Back to the home page
          </a>
        </p>
      </div>
    </section>
  );
}
