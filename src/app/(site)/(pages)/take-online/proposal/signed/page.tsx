import { licenceStatusLabel } from '@/domain/licence/status';
import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import { getLicenceSettings, licencePdfPath, licenceSigningKey } from '@/content/licences';
import { getOpenedProposal } from '@/content/proposals';
import { formatPence } from '@/domain/licence/offer';
import { BankDetailsList, card, formatCalendarDay } from '@/features/licence/licence-views';
import { ProposalClosed } from '@/features/licence/proposal-closed';
import { metadataFor } from '@/features/seo/metadata';
import { licencePayPaths } from '@/domain/licence/payment';
import { signLicenceId } from '@/server/licences/link';
import { awaitsCardPayment, awaitsMandate } from '@/server/licences/payment';
import { licencesOfProposal } from '@/server/licences/proposals';
import { proposalPaths } from '@/server/licences/proposals-link';
import { getEnquiryRuntime } from '@/server/runtime';

/* A signed proposal behind its link: each unit's licence, how to pay, the signed copies. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor(proposalPaths.signed);

type Query = Record<string, string | string[] | undefined>;

export default async function ProposalSignedPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const opened = await getOpenedProposal(query.p, query.s);
  if (!opened) return <ProposalClosed state="link" />;
  const [licences, settings] = await Promise.all([licencesOfProposal((await getEnquiryRuntime()).database.db, opened.row.id), getLicenceSettings()]);
  if (licences.length === 0) return <ProposalClosed state={opened.state === 'signed' ? 'link' : opened.state === 'open' ? 'link' : opened.state} proposal={opened.row} />;
  const first = licences[0]!;
  const now = new Date();
  const total = licences.reduce((sum, licence) => sum + licence.dueTodayPence, 0);
  return (
    <>
      <PageHero
        headline={[
          { text: 'Signed.', tone: 'base' },
          { text: licences.length === 1 ? `${first.unitName} is held for you.` : `All ${licences.length} units are held for you.`, tone: 'accent' },
        ]}
        intro={
          <p>
            We have emailed your signed licence to <strong>{first.email}</strong>; it can take a minute to arrive.
          </p>
        }
      />
      <div className="container-page space-y-6 py-10" data-testid="proposal-signed">
        <section className={`${card} max-w-3xl`} aria-labelledby="signed-licences-heading">
          <h2 id="signed-licences-heading" className="text-xl font-extrabold">
            Your licence{licences.length === 1 ? '' : 's'}
          </h2>
          <ul className="space-y-2">
            {licences.map((licence) => (
              <li key={licence.id} data-testid="signed-licence">
                <strong>{licence.reference}</strong>: {licence.unitReference}, {licence.unitName}, from {formatCalendarDay(licence.startDate)}.{' '}
                {licenceStatusLabel(licence)}. To pay now {formatPence(licence.dueTodayPence)}.{' '}
                <a className="link" href={licencePdfPath(licence.id)}>
                  Download the signed licence (PDF)
                </a>
                {awaitsCardPayment(licence, now) || awaitsMandate(licence) ? (
                  // Each licence is paid at Checkout on its own, as a self-serve one (src/server/licences/payment.ts).
                  <form method="post" action={awaitsCardPayment(licence, now) ? licencePayPaths.deposit : licencePayPaths.mandate} className="mt-2">
                    <input type="hidden" name="l" value={licence.id} />
                    <input type="hidden" name="s" value={signLicenceId(licence.id, licenceSigningKey())} />
                    <button type="submit" className={buttonClasses('primary')} data-testid="proposal-pay-licence">
                      {awaitsCardPayment(licence, now) ? `Pay ${formatPence(licence.dueTodayPence)} by card` : 'Set up the Direct Debit'}
                      <span className="sr-only"> for {licence.reference}</span>
                    </button>
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        {settings && licences.some((licence) => licence.status === 'held' && licence.payment === 'transfer-awaited') ? (
          <section className={`${card} max-w-3xl`} aria-labelledby="signed-pay-heading">
            <h2 id="signed-pay-heading" className="text-xl font-extrabold">
              Pay the deposit and first month: {formatPence(total)}
            </h2>
            <p>By bank transfer, one payment per licence, quoting its reference, before the hold ends (in your email).</p>
            {licences.map((licence) => (
              <BankDetailsList key={licence.id} bank={settings.bank} reference={licence.reference} amountPence={licence.dueTodayPence} />
            ))}
          </section>
        ) : null}
      </div>
    </>
  );
}
