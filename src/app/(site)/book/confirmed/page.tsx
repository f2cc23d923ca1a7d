import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { getSignedBooking } from '@/content/bookings';
import { bookingPaths } from '@/domain/booking/booking-schema';
import { BookingSummary } from '@/features/booking/booking-views';
import { metadataFor } from '@/features/seo/metadata';
import { cancelPath } from '@/server/booking-link';

/* The confirmation after a booking (the API redirects here with the signed id). */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/book/confirmed');

type Query = Record<string, string | string[] | undefined>;

export default async function BookingConfirmedPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const signed = await getSignedBooking(query.b, query.s);
  if (!signed) notFound();
  const { booking, room, town, key } = signed;
  return (
    <>
      <PageHero
        headline={[
          { text: 'Booked.', tone: 'base' },
          { text: 'The room is yours.', tone: 'accent' },
        ]}
        intro={<p>We have sent the booking to the centre team. Keep this page or note your reference.</p>}
      />
      <section className="container-page py-10">
        <div className="max-w-2xl space-y-4 rounded-2xl border-2 border-success bg-white p-6 tablet:p-8">
          <h2 className="text-2xl font-extrabold">Your booking</h2>
          <BookingSummary booking={booking} roomName={room?.name ?? booking.roomReference} town={town} />
          <p>
            Plans changed?{' '}
            <Link className="link" href={cancelPath(booking.id, key)} data-testid="cancel-link">
              Cancel this booking
            </Link>{' '}
            (keep this link: it is how you cancel online).
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
