import { redirect } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { getSignedBooking, manageUrlForCancelLink } from '@/content/bookings';
import { bookingPaths } from '@/domain/booking/booking-schema';
import { bookingOutcome } from '@/domain/booking/booking-outcome';
import { problemLocation } from '@/domain/booking/booking-problems';
import { BookingSummary, BookingTerms } from '@/features/booking/booking-views';
import { Ga4Marker } from '@/features/analytics/ga4-marker';
import { withVat } from '@/domain/vat';
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
  const mailed = await visitorMailOn();
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
          <BookingSummary booking={booking} roomName={room?.name ?? booking.roomReference} town={town} />
          {booking.status === 'confirmed' || booking.status === 'pending' ? <BookingTerms booking={booking} /> : null}
          {outcome.tone === 'waiting' ? <PaymentCheckAgain href={here} /> : null}
          {booking.status === 'confirmed' ? (
            <p>
              Plans changed?{' '}
              <a className="link" href={manage} data-testid="cancel-link">
                Move or cancel this booking
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
