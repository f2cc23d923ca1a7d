import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { getSignedBooking, manageUrlForCancelLink } from '@/content/bookings';
import { bookingPaths } from '@/domain/booking/booking-schema';
import { BookingSummary } from '@/features/booking/booking-views';
import { metadataFor } from '@/features/seo/metadata';
import { visitorMailOn } from '@/server/runtime';

/* The confirmation after a booking (the API redirects here with the signed id). */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/book/confirmed');

type Query = Record<string, string | string[] | undefined>;

export default async function BookingConfirmedPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const signed = await getSignedBooking(query.b, query.s);
  if (!signed) notFound();
  const { booking, room, town } = signed;
  const manage = (await manageUrlForCancelLink(query.b, query.s)) ?? bookingPaths.start;
  const mailed = await visitorMailOn();
  return (
    <>
      <PageHero
        headline={[
          { text: 'Booked.', tone: 'base' },
          { text: 'The room is yours.', tone: 'accent' },
        ]}
        intro={
          <p>
            {mailed
              ? `We have emailed the details and a calendar invitation to ${booking.email}, and told the centre team.`
              : 'We have sent the booking to the centre team. Keep this page or note your reference: the link below is how you change or cancel it.'}
          </p>
        }
      />
      <section className="container-page py-10">
        <div className="max-w-2xl space-y-4 rounded-2xl border-2 border-success bg-white p-6 tablet:p-8">
          <h2 className="text-2xl font-extrabold">Your booking</h2>
          <BookingSummary booking={booking} roomName={room?.name ?? booking.roomReference} town={town} />
          <p>
            Plans changed?{' '}
            <Link className="link" href={manage} data-testid="cancel-link">
              Move or cancel this booking
            </Link>{' '}
            {mailed ? '(the same link is in your email).' : '(keep this link: it is how you change or cancel online).'}
          </p>
          <p>
            <Link className="link" href={bookingPaths.centre(booking.centre)}>
              Book another room
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
