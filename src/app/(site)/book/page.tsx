import { redirect } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { getBookingCentres, onlinePayments } from '@/content/bookings';
import { bookingPaths, parseChoice } from '@/domain/booking/booking-schema';
import { ChooseForm, paymentNote } from '@/features/booking/booking-views';
import { metadataFor } from '@/features/seo/metadata';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';

/* Book a meeting room: choose a centre (only those with rooms), a date and a length. Live data. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/book');

type Query = Record<string, string | string[] | undefined>;

export default async function BookPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const today = todayIn(businessTimeZone);
  const choice = parseChoice(query, today);
  const centres = await getBookingCentres();
  const chosen = centres.find((centre) => centre.slug === query.centre);
  if (chosen) {
    const params = new URLSearchParams({ date: choice.date, duration: choice.duration, hours: String(choice.hours) });
    redirect(`${bookingPaths.centre(chosen.slug)}?${params.toString()}`);
  }
  return (
    <>
      <PageHero
        headline={[
          { text: 'Book a meeting room.', tone: 'base' },
          { text: 'By the hour, half day or day.', tone: 'accent' },
        ]}
        intro={<p>Choose a centre and a date to see the free times of each room. {paymentNote(onlinePayments())}</p>}
      />
      <div className="container-page py-10">
        <ChooseForm action={bookingPaths.start} centres={centres} choice={choice} today={today} />
      </div>
    </>
  );
}
