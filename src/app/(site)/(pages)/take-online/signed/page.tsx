import { dueTodayWords } from '@/domain/licence/costs';
import { heldSpaceName } from '@/domain/licence/terms';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { getLicenceSettings, getSignedLicence, licencePdfPath } from '@/content/licences';
import { licencePaths } from '@/domain/licence/flow-schema';
import { formatPence } from '@/domain/licence/offer';
import { BankDetailsList, card, formatCalendarDay, statusText } from '@/features/licence/licence-views';
import { metadataFor } from '@/features/seo/metadata';

/* The licence behind its signed link: reference, status, how to pay, the signed copy. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor(licencePaths.signed);

type Query = Record<string, string | string[] | undefined>;

const ukDateTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);

export default async function TakeOnlineSignedPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const [licence, settings] = await Promise.all([getSignedLicence(query.l, query.s), getLicenceSettings()]);
  if (!licence) notFound();
  const awaitingTransfer = licence.status === 'held' && licence.payment === 'transfer-awaited';
  return (
    <>
      <PageHero
        headline={[
          { text: 'Signed.', tone: 'base' },
          { text: `${heldSpaceName(licence)} is held for you.`, tone: 'accent' },
        ]}
        intro={
          <p>
            We have emailed your signed licence to <strong>{licence.email}</strong>; it can take a minute to arrive.
          </p>
        }
      />
      <div className="container-page space-y-6 py-10">
        <section className={`${card} max-w-2xl`} aria-labelledby="licence-ref-heading">
          <h2 id="licence-ref-heading" className="text-xl font-extrabold">
            Your licence
          </h2>
          <dl className="grid gap-x-6 gap-y-1 tablet:grid-cols-[auto_1fr]">
            <dt className="font-bold">Reference</dt>
            <dd className="font-mono text-2xl tracking-wider" data-testid="licence-reference">
              {licence.reference}
            </dd>
            <dt className="font-bold">Status</dt>
            <dd data-testid="licence-status">{statusText(licence.status)}</dd>
            <dt className="font-bold">Unit</dt>
            <dd>
              {licence.unitReference}, {licence.unitName}
            </dd>
            <dt className="font-bold">Start</dt>
            <dd>{formatCalendarDay(licence.startDate)}</dd>
            <dt className="font-bold">Each month, with VAT</dt>
            <dd>{formatPence(licence.monthlyNetPence + licence.monthlyVatPence)}</dd>
          </dl>
          <p>
            <a className="link" href={licencePdfPath(licence.id)} data-testid="licence-pdf-link">
              Download your signed licence (PDF)
            </a>
          </p>
        </section>
        {awaitingTransfer && settings ? (
          <section className={`${card} max-w-2xl`} aria-labelledby="licence-pay-heading">
            <h2 id="licence-pay-heading" className="text-xl font-extrabold">
              Pay {dueTodayWords(licence.depositPence)} by {ukDateTime(licence.holdUntil)}
            </h2>
            <p>By bank transfer, quoting your reference so we can match it:</p>
            <BankDetailsList bank={settings.bank} reference={licence.reference} amountPence={licence.dueTodayPence} />
            <p>
              Not paid by then, the hold ends and the unit is offered again. Monthly rent is then collected by Direct Debit:
              we send you the mandate to set up.
            </p>
          </section>
        ) : null}
        <section className={`${card} max-w-2xl`} aria-labelledby="licence-next-heading">
          <h2 id="licence-next-heading" className="text-xl font-extrabold">
            What happens next
          </h2>
          <ol className="list-decimal space-y-2 pl-5">
            <li>We email you to check the signatory’s identity, as the law asks us to.</li>
            <li>Once you have paid and the check is done, we countersign the licence and email you the copy.</li>
            <li>We tell you when and where to pick up your keys.</li>
          </ol>
        </section>
      </div>
    </>
  );
}
