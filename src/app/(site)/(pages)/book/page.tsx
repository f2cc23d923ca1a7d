import { redirect } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { getBookingCentres, onlinePayments } from '@/content/bookings';
import { bookingPaths, parseChoice } from '@/domain/booking/booking-schema';
import { ChooseForm, paymentNote } from '@/features/booking/booking-views';
import { metadataFor } from '@/features/seo/metadata';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';

/*
 * Book a meeting room: choose a centre (only those with rooms for that many people), a date, a
 * length and for how many people. Live data.
 */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/book');

type Query = Record<string, string | string[] | undefined>;

export default async function BookPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const today = todayIn(businessTimeZone);
  const choice = parseChoice(query, today);
  const [centres, everyCentre] = await Promise.all([getBookingCentres(choice.seats), getBookingCentres()]);
  // A centre chosen whose rooms are all too small still goes to its page, which says so.
  const chosen = everyCentre.find((centre) => centre.slug === query.centre);
  if (chosen) {
    const params = new URLSearchParams({ date: choice.date, duration: choice.duration, hours: String(choice.hours) });
    if (choice.seats) params.set('seats', String(choice.seats));
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
        {centres.length === 0 ? (
          <p className="mb-6 rounded-lg border-2 border-danger bg-white p-4 font-bold" role="alert" data-testid="no-room-for-seats">
            None of our meeting rooms seats {choice.seats} people. Ask for fewer people, or call us about a larger space.
          </p>
        ) : null}
        <ChooseForm action={bookingPaths.start} centres={centres.length > 0 ? centres : everyCentre} choice={choice} today={today} />
      </div>
    </>
  );
}
