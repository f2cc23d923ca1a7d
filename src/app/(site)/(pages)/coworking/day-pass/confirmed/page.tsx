import { getDayPassPromo } from '@/content/promo-codes';
import { PageHero } from '@/components/sections/page-hero';
import { HelpOnward } from '@/components/sections/help-onward';
import { getSignedDayPass } from '@/content/day-passes';
import { dayPassOutcome, dayPassPaths, dayPassPaymentText } from '@/domain/day-pass/day-pass';
import { confirmationMailNote, confirmationMailState } from '@/domain/visitor-mail';
import { withVat } from '@/domain/vat';
import { DayPassSummary, priceSentence } from '@/features/day-pass/day-pass-views';
import { metadataFor } from '@/features/seo/metadata';
import { Ga4Marker } from '@/features/analytics/ga4-marker';
import { dayPassManagePath } from '@/server/day-passes/day-pass-link';
import { manageSigningKey } from '@/server/runtime';
import { PaymentCheckAgain } from '@/features/booking/payment-check-again';

/* The confirmation after a pass is bought (the API redirects here with the signed id). */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/coworking/day-pass/confirmed');

type Query = Record<string, string | string[] | undefined>;

export default async function DayPassConfirmedPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const signed = await getSignedDayPass(query.b, query.s);
  if (!signed.ok)
    return (
      <HelpOnward heading="That day pass link does not work">
        <p>Use the link in your day pass email, or call the centre on the number in that email.</p>
      </HelpOnward>
    );
  const { pass, centre, mailed } = signed;
  const town = centre?.town ?? pass.centre;
  const backFromCheckout = query.checkout === 'cancelled';
  const outcome = dayPassOutcome(pass, { backFromCheckout });
  const mailNote = confirmationMailNote(
    confirmationMailState({
      mailOn: mailed,
      confirmed: pass.status === 'confirmed',
      awaitingPayment: pass.status === 'pending' && !backFromCheckout,
    }),
    pass.email,
    true,
  );
  const price = withVat(pass.pricePence, pass.vatRateBasisPoints / 100);
  const promo = await getDayPassPromo(pass.id);
  const here = `${dayPassPaths.confirmed}?b=${encodeURIComponent(pass.id)}&s=${encodeURIComponent(String(query.s))}`;
  return (
    <>
      <PageHero
        headline={[
          { text: outcome.headline, tone: 'base' },
          { text: outcome.accent, tone: 'accent' },
        ]}
        intro={
          <>
            <p>{outcome.intro}</p>
            {mailNote ? (
              <p className="mt-2" data-testid="mail-note">
                {mailNote}
              </p>
            ) : null}
          </>
        }
      />
      <section className="container-page py-10">
        <div
          className={`max-w-2xl space-y-4 rounded-2xl border-2 bg-white p-6 tablet:p-8 ${outcome.tone === 'done' ? 'border-success' : 'border-amber'}`}
        >
          <h2 className="text-2xl font-extrabold">Your day pass</h2>
          {/* A day from a bundle is not a sale: the bundle was one, when paid (decision 0056). */}
          {pass.status === 'confirmed' && !pass.bundleId ? (
            <Ga4Marker
              ga4="purchase"
              ga4Ref={pass.reference}
              ga4Id="day-pass"
              ga4Name={pass.trial ? 'Free trial day' : 'Day pass'}
              ga4Type="coworking"
              ga4Centre={pass.centre}
              ga4Pence={String(price.netPence)}
              ga4Vat={String(price.vatPence)}
            />
          ) : null}
          <DayPassSummary pass={pass} town={town} />
          <p data-testid="day-pass-price">
            {pass.trial || pass.bundleId ? dayPassPaymentText(pass) : `${priceSentence(price, promo)}. ${dayPassPaymentText(pass)}`}
          </p>
          {outcome.tone === 'waiting' ? <PaymentCheckAgain href={here} /> : null}
          {pass.status === 'confirmed' ? (
            <p>
              Plans changed?{' '}
              <a className="link" href={dayPassManagePath(pass, manageSigningKey())} data-testid="manage-link">
                See or cancel this pass
              </a>{' '}
              (keep this link: it is how you cancel online).
            </p>
          ) : null}
          <p>
            <a className="link" href={`/locations/${pass.centre}`}>
              Back to Northlight {town}
            </a>
            {' · '}
            <a className="link" href={dayPassPaths.centre(pass.centre)}>
              Book another day
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
