import { getBookingPromo } from '@/content/promo-codes';
import { forbidden } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { getBookingSeries, getManagedBooking, getRoomAvailability } from '@/content/bookings';
import { manageDoneMessage, manageErrorMessage } from '@/domain/booking/booking-manage';
import { rescheduleVerdict } from '@/domain/booking/booking-policy';
import { centreSlugs, type CentreSlug } from '@/domain/centres';
import { BookingSummary } from '@/features/booking/booking-views';
import { CancelSection, ManageNotice, ManageTerms, RescheduleSection } from '@/features/booking/booking-manage-views';
import { SeriesCancelSection, SeriesWeeks } from '@/features/booking/series-views';
import { seriesTermsText } from '@/domain/booking/repeat';
import { metadataFor } from '@/features/seo/metadata';
import { businessTimeZone, isCalendarDate, todayIn } from '@/lib/calendar-date';

/*
 * The signed manage link from the visitor's email (issue 20): the booking, its terms, a move to
 * another free time of the same room, and a cancel. A forged, altered or expired link gets the
 * 403 page of /book (src/app/(site)/(pages)/book/forbidden.tsx), in the site's layout.
 */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/book/manage');

type Query = Record<string, string | string[] | undefined>;
const isCentre = (slug: string): slug is CentreSlug => (centreSlugs as readonly string[]).includes(slug);

export default async function BookingManagePage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const managed = await getManagedBooking(query.b, query.s);
  if (!managed.valid) forbidden();
  const { booking, room, town, mailed } = managed;
  const now = new Date();
  const link = { b: booking.id, s: String(query.s) };
  const date = typeof query.date === 'string' && isCalendarDate(query.date) ? query.date : undefined;
  const slots = date && rescheduleVerdict(booking, now).allowed ? await freeTimes(booking, date, now) : undefined;
  const done = manageDoneMessage(query.done, mailed);
  const error = manageErrorMessage(query.error);
  const cancelled = booking.status === 'cancelled';
  const series = await getBookingSeries(booking);
  return (
    <>
      <PageHero
        headline={[
          { text: cancelled ? 'Cancelled.' : 'Your booking.', tone: 'base' },
          { text: cancelled ? 'The room is free again.' : 'Move it or cancel it here.', tone: 'accent' },
        ]}
        intro={<p>{cancelled ? 'This booking is cancelled.' : 'Check the details, move the booking to another free time, or cancel it.'}</p>}
      />
      <section className="container-page py-10">
        <div className="max-w-2xl space-y-6 rounded-2xl border-2 border-line bg-white p-6 tablet:p-8">
          {done ? <ManageNotice tone="done" message={done} /> : null}
          {error ? <ManageNotice tone="error" message={error} /> : null}
          <BookingSummary booking={booking} roomName={room?.name ?? booking.roomReference} town={town} promo={await getBookingPromo(booking.id)} />
          {series ? (
            <>
              <section aria-labelledby="series-heading" className="space-y-2">
                <h2 id="series-heading" className="text-xl font-extrabold">
                  Repeat booking {series.series.reference}: every date
                </h2>
                <SeriesWeeks weeks={series.weeks} current={booking.id} />
                <p className="text-sm">{seriesTermsText(booking.paidPence != null)}</p>
              </section>
              <SeriesCancelSection weeks={series.weeks} current={booking.id} link={link} now={now} />
            </>
          ) : (
            <>
              <ManageTerms booking={booking} />
              {cancelled ? null : (
                <RescheduleSection booking={booking} link={link} date={date} today={todayIn(businessTimeZone, now)} slots={slots} now={now} />
              )}
              <CancelSection booking={booking} link={link} centre={booking.centre} now={now} />
            </>
          )}
        </div>
      </section>
    </>
  );
}

/** The room's free times on a date for a booking of the same length, more than 24 hours away. */
async function freeTimes(booking: { centre: string; roomReference: string; duration: 'hour' | 'half-day' | 'day'; hours: number; startsAt: Date }, date: string, now: Date) {
  if (!isCentre(booking.centre)) return [];
  const length = booking.duration === 'hour' ? booking.hours : 1;
  const availability = await getRoomAvailability(booking.centre, date, booking.duration, length);
  const room = availability?.rooms.find((candidate) => candidate.room.reference === booking.roomReference);
  return (room?.slots ?? []).filter((slot) => rescheduleVerdict({ status: 'confirmed', startsAt: slot.start }, now).allowed);
}
