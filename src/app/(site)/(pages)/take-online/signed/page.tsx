import { heldSpaceNoun, licenceStatusLabel } from '@/domain/licence/status';
import { dueTodayWords } from '@/domain/licence/costs';
import { promoLine } from '@/domain/promo-codes/promo-codes';
import { heldSpaceName } from '@/domain/licence/terms';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { getLicencePromo, getLicenceSettings, getSignedLicence, licencePdfPath } from '@/content/licences';
import { firstMonthPromoText } from '@/server/licences/mail';
import { licencePaths } from '@/domain/licence/flow-schema';
import { formatPence } from '@/domain/licence/offer';
import { licencePaymentNotices, licencePayPaths } from '@/domain/licence/payment';
import { licenceMandateLabels } from '@/domain/licence/status';
import { buttonClasses } from '@/components/ui/button-link';
import { awaitsCardPayment, awaitsMandate } from '@/server/licences/payment';
import { BankDetailsList, card, formatCalendarDay } from '@/features/licence/licence-views';
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
  const promo = await getLicencePromo(licence.id);
  const awaitingTransfer = licence.status === 'held' && licence.payment === 'transfer-awaited';
  const now = new Date();
  const payByCard = awaitsCardPayment(licence, now);
  const setUpMandate = awaitsMandate(licence);
  // "Back from Stripe" only while Stripe's event has not arrived yet; the facts below say the rest.
  const settled = (query.payment === 'returned' && licence.payment !== 'card-pending') || (query.payment === 'mandate-returned' && licence.mandateAt);
  const paymentNotice = typeof query.payment === 'string' && !settled ? licencePaymentNotices[query.payment] : undefined;
  const linkFields = (
    <>
      <input type="hidden" name="l" value={licence.id} />
      <input type="hidden" name="s" value={typeof query.s === 'string' ? query.s : ''} />
    </>
  );
  const ended = licence.status === 'expired' || licence.status === 'cancelled';
  return (
    <>
      <PageHero
        headline={[
          { text: 'Signed.', tone: 'base' },
          {
            text: ended ? `The hold on ${heldSpaceName(licence).replace(/^A /, 'a ')} has ended.` : licence.status === 'held' ? `${heldSpaceName(licence)} is held for you.` : `${heldSpaceName(licence)} is yours.`,
            tone: 'accent',
          },
        ]}
        intro={
          <p>
            We have emailed your signed licence to <strong>{licence.email}</strong>; it can take a minute to arrive.
          </p>
        }
      />
      <div className="container-page space-y-6 py-10">
        {paymentNotice ? (
          <p role="status" className={`${card} max-w-2xl`} data-testid="licence-payment-notice">
            {paymentNotice}
          </p>
        ) : null}
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
            <dd data-testid="licence-status">{licenceStatusLabel(licence)}</dd>
            <dt className="font-bold">Unit</dt>
            <dd>
              {licence.unitReference}, {licence.unitName}
            </dd>
            <dt className="font-bold">Start</dt>
            <dd>{formatCalendarDay(licence.startDate)}</dd>
            <dt className="font-bold">Each month, with VAT</dt>
            <dd>{formatPence(licence.monthlyNetPence + licence.monthlyVatPence)}</dd>
            {promo ? (
              <>
                <dt className="font-bold">First month</dt>
                <dd data-testid="licence-first-month">{firstMonthPromoText(licence, promo)}</dd>
              </>
            ) : null}
            {licence.paidAt ? (
              <>
                <dt className="font-bold">Paid</dt>
                <dd data-testid="licence-paid">
                  {licence.dueTodayPence === 0
                    ? 'Nothing was due on signing'
                    : `${formatPence(licence.paidPence ?? licence.dueTodayPence)} ${licence.payment === 'card-paid' ? 'by card' : 'by transfer'} on ${ukDateTime(licence.paidAt)}`}
                </dd>
              </>
            ) : null}
            {licence.refundedAt ? (
              <>
                <dt className="font-bold">Refunded</dt>
                <dd data-testid="licence-refunded">
                  {formatPence(licence.paidPence ?? licence.dueTodayPence)} on {ukDateTime(licence.refundedAt)}: it reached us after the
                  hold had ended
                </dd>
              </>
            ) : null}
            {licence.mandateAt && licence.mandateMethod ? (
              <>
                <dt className="font-bold">Monthly rent</dt>
                <dd data-testid="licence-mandate">
                  By {licenceMandateLabels[licence.mandateMethod]}, set up on {ukDateTime(licence.mandateAt)}
                </dd>
              </>
            ) : null}
          </dl>
          <p>
            <a className="link" href={licencePdfPath(licence.id)} data-testid="licence-pdf-link">
              Download your signed licence (PDF)
            </a>
          </p>
        </section>
        {payByCard ? (
          <section className={`${card} max-w-2xl`} aria-labelledby="licence-card-heading">
            <h2 id="licence-card-heading" className="text-xl font-extrabold">
              Pay the deposit and first month by {ukDateTime(licence.holdUntil)}
            </h2>
            <p>
              <strong>{formatPence(licence.dueTodayPence)}</strong>:{' '}
              {licence.depositPence > 0 ? `the deposit, ${formatPence(licence.depositPence)} (no VAT), and ` : ''}the first whole month,{' '}
              {formatPence(licence.dueTodayPence - licence.depositPence)} with VAT{promo ? ` (${promoLine(promo).label} −${formatPence(promo.discountPence)} off before VAT)` : ''}. You pay by card at Stripe&rsquo;s secure checkout;
              then you set up the monthly rent by Direct Debit.
            </p>
            <form method="post" action={licencePayPaths.deposit}>
              {linkFields}
              <button type="submit" className={buttonClasses('primary')} data-testid="licence-pay">
                Pay the deposit and first month
              </button>
            </form>
            <p>Not paid by then, the hold ends and the {heldSpaceNoun(licence)} is offered again.</p>
          </section>
        ) : null}
        {setUpMandate ? (
          <section className={`${card} max-w-2xl`} aria-labelledby="licence-mandate-heading">
            <h2 id="licence-mandate-heading" className="text-xl font-extrabold">
              Set up the monthly rent
            </h2>
            <p>
              {formatPence(licence.monthlyNetPence + licence.monthlyVatPence)} with VAT each month, collected on the same day of the month as
              your start (the 28th at the latest). Set up a Bacs Direct Debit at Stripe, or save a card if you prefer. You are covered by
              the Direct Debit Guarantee.
            </p>
            <form method="post" action={licencePayPaths.mandate}>
              {linkFields}
              <button type="submit" className={buttonClasses('primary')} data-testid="licence-mandate-start">
                Set up the Direct Debit
              </button>
            </form>
          </section>
        ) : null}
        {awaitingTransfer && settings ? (
          <section className={`${card} max-w-2xl`} aria-labelledby="licence-pay-heading">
            <h2 id="licence-pay-heading" className="text-xl font-extrabold">
              Pay {dueTodayWords(licence.depositPence)} by {ukDateTime(licence.holdUntil)}
            </h2>
            <p>By bank transfer, quoting your reference so we can match it:</p>
            <BankDetailsList bank={settings.bank} reference={licence.reference} amountPence={licence.dueTodayPence} />
            <p>
              Not paid by then, the hold ends and the {heldSpaceNoun(licence)} is offered again. Monthly rent is then collected by Direct Debit:
              we send you the mandate to set up.
            </p>
          </section>
        ) : null}
        {ended ? null : (
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
        )}
      </div>
    </>
  );
}
