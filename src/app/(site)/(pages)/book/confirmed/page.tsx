import { getBookingPromo } from '@/content/promo-codes';
import { redirect } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { getBookingSeries, getSignedBooking, manageUrlForCancelLink } from '@/content/bookings';
import { SeriesWeeks } from '@/features/booking/series-views';
import { seriesCancellationText } from '@/domain/booking/repeat';
import { bookingPaths } from '@/domain/booking/booking-schema';
import { bookingOutcome } from '@/domain/booking/booking-outcome';
import { problemLocation } from '@/domain/booking/booking-problems';
import { BookingSummary, BookingTerms } from '@/features/booking/booking-views';
import { Ga4Marker } from '@/features/analytics/ga4-marker';
import { withVat } from '@/domain/vat';
import { formatPence } from '@/lib/booking-slots';
import { metadataFor } from '@/features/seo/metadata';
import { confirmationMailNote, confirmationMailState } from '@/domain/visitor-mail';
import { visitorMailOn } from '@/server/runtime';
import { PaymentCheckAgain } from '@/features/booking/payment-check-again';

/*
 * After a booking (the API, or Stripe Checkout's return, redirects here with the signed id). A
 * booking paid online shows what the signed webhook has said so far: held, confirmed, expired or
 * refunded; the visitor refreshes the page (a plain link) while Stripe's event is on its way.
 */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/book/confirmed');

type Query = Record<string, string | string[] | undefined>;

export default async function BookingConfirmedPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const signed = await getSignedBooking(query.b, query.s);
  // A changed or cut-off link: a page that says so, in the layout, with a way on (not a 404).
  if (!signed) redirect(problemLocation('link', {}));
  const { booking, room, town } = signed;
  const outcome = bookingOutcome(booking, { backFromCheckout: query.checkout === 'cancelled' });
  const here = `${bookingPaths.confirmed}?b=${encodeURIComponent(booking.id)}&s=${encodeURIComponent(String(query.s))}`;
  const manage = (await manageUrlForCancelLink(query.b, query.s)) ?? bookingPaths.start;
  const [mailed, series] = await Promise.all([visitorMailOn(), getBookingSeries(booking)]);
  const mailNote = confirmationMailNote(
    confirmationMailState({
      mailOn: mailed,
      confirmed: booking.status === 'confirmed',
      awaitingPayment: booking.status === 'pending' && query.checkout !== 'cancelled',
    }),
    booking.email,
    true,
  );
  return (
    <>
      <PageHero
        headline={[{ text: outcome.headline, tone: 'base' }, { text: outcome.accent, tone: 'accent' }]}
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
        <div className={`max-w-2xl space-y-4 rounded-2xl border-2 bg-white p-6 tablet:p-8 ${outcome.tone === 'done' ? 'border-success' : 'border-amber'}`}>
          <h2 className="text-2xl font-extrabold">Your booking</h2>
          {booking.status === 'confirmed' ? (
            <Ga4Marker
              ga4="purchase"
              ga4Ref={booking.reference}
              ga4Id={booking.roomReference}
              ga4Name={room?.name}
              ga4Type="meeting-rooms"
              ga4Centre={booking.centre}
              ga4Pence={String(booking.pricePence)}
              ga4Vat={String(withVat(booking.pricePence, booking.vatRateBasisPoints / 100).vatPence)}
            />
          ) : null}
          <BookingSummary booking={booking} roomName={room?.name ?? booking.roomReference} town={town} promo={await getBookingPromo(booking.id)} />
          {series ? (
            <section aria-labelledby="series-dates-heading" className="space-y-2">
              <h3 id="series-dates-heading" className="text-xl font-extrabold">
                Repeat booking {series.series.reference}: {series.weeks.filter((week) => week.status === 'confirmed').length} dates
              </h3>
              <SeriesWeeks weeks={series.weeks} current={booking.id} />
              <p data-testid="series-total">
                Total for every date booked:{' '}
                {seriesTotal(series.weeks.filter((week) => week.status === 'confirmed' || week.status === 'pending'))}
              </p>
            </section>
          ) : null}
          {booking.status !== 'confirmed' && booking.status !== 'pending' ? null : series ? (
            <p data-testid="cancellation-terms">
              <strong>Cancellation terms:</strong> {seriesCancellationText(booking)}
            </p>
          ) : (
            <BookingTerms booking={booking} />
          )}
          {outcome.tone === 'waiting' ? <PaymentCheckAgain href={here} /> : null}
          {booking.status === 'confirmed' ? (
            <p>
              Plans changed?{' '}
              <a className="link" href={manage} data-testid="cancel-link">
                {series ? 'Cancel a date' : 'Move or cancel this booking'}
              </a>{' '}
              {mailed ? '(the same link is in your email).' : '(keep this link: it is how you change or cancel online).'}
            </p>
          ) : null}
          <p>
            <a className="link" href={bookingPaths.centre(booking.centre)}>
              {booking.status === 'confirmed' ? 'Book another room' : 'Choose a time'}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}

/** Each week priced on its own, at the VAT rate it was booked at: net + VAT = total. */
function seriesTotal(weeks: readonly { pricePence: number; vatRateBasisPoints: number }[]): string {
  const prices = weeks.map((week) => withVat(week.pricePence, week.vatRateBasisPoints / 100));
  const sum = (pick: (price: (typeof prices)[number]) => number) => prices.reduce((total, price) => total + pick(price), 0);
  return `${formatPence(sum((price) => price.netPence))} + VAT ${formatPence(sum((price) => price.vatPence))} = ${formatPence(sum((price) => price.totalPence))}`;
}
