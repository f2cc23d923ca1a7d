import Link from 'next/link';
import { notFound } from 'next/navigation';
import { buttonClasses } from '@/components/ui/button-link';
import { PageHero } from '@/components/sections/page-hero';
import { getSignedBooking } from '@/content/bookings';
import { bookingPaths } from '@/domain/booking/booking-schema';
import { BookingSummary } from '@/features/booking/booking-views';
import { metadataFor } from '@/features/seo/metadata';

/* The signed cancel link: shows the booking and a Cancel button (a plain form post). */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/book/cancel');

type Query = Record<string, string | string[] | undefined>;

export default async function BookingCancelPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const signed = await getSignedBooking(query.b, query.s);
  if (!signed) notFound();
  const { booking, room, town } = signed;
  const cancelled = booking.status === 'cancelled';
  return (
    <>
      <PageHero
        headline={[
          { text: cancelled ? 'Cancelled.' : 'Cancel your booking?', tone: 'base' },
          { text: cancelled ? 'The room is free again.' : 'The room goes back on offer.', tone: 'accent' },
        ]}
        intro={<p>{cancelled ? 'Nothing more to do: nothing was paid, so nothing is owed.' : 'Check the booking below, then cancel it.'}</p>}
      />
      <section className="container-page py-10">
        <div className="max-w-2xl space-y-4 rounded-2xl border-2 border-line bg-white p-6 tablet:p-8">
          <BookingSummary booking={booking} roomName={room?.name ?? booking.roomReference} town={town} />
          {cancelled ? (
            <p>
              <Link className="link" href={bookingPaths.centre(booking.centre)}>
                Book another time
              </Link>
            </p>
          ) : (
            <form method="post" action={bookingPaths.cancelApi}>
              <input type="hidden" name="b" value={booking.id} />
              <input type="hidden" name="s" value={typeof query.s === 'string' ? query.s : ''} />
              <button type="submit" className={buttonClasses('secondary')}>
                Cancel this booking
              </button>
            </form>
          )}
        </div>
      </section>
    </>
  );
}
