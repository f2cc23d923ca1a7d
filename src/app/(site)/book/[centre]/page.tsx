import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { centreSlugs, type CentreSlug } from '@/domain/centres';
import { serverEnv } from '@/env';
import { getRoomAvailability, onlinePayments } from '@/content/bookings';
import { bookingPaths, parseChoice } from '@/domain/booking/booking-schema';
import { ChooseForm, paymentNote, ReserveForm, RoomSlots } from '@/features/booking/booking-views';
import { metadataFor } from '@/features/seo/metadata';
import { formatCalendarDay, businessTimeZone, todayIn } from '@/lib/calendar-date';
import { bookingDurationLabels } from '@/lib/booking-slots';
import { formTokenSecret, issueFormToken } from '@/server/form-token';

/* A centre's rooms and their free times on a date (live), and the reservation form for a chosen slot. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ centre: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { centre } = await params;
  return metadataFor('/book', { canonicalPath: bookingPaths.centre(centre) });
}

export default async function BookCentrePage({ params, searchParams }: Props) {
  const [{ centre }, query] = await Promise.all([params, searchParams]);
  if (!(centreSlugs as readonly string[]).includes(centre)) notFound();
  const today = todayIn(businessTimeZone);
  const choice = parseChoice(query, today);
  const data = await getRoomAvailability(centre as CentreSlug, choice.date, choice.duration, choice.duration === 'hour' ? choice.hours : 1);
  if (!data) notFound();
  const online = onlinePayments();
  const chosen = data.rooms.find((entry) => entry.room.reference === query.room);
  const slot = chosen?.slots.find((candidate) => candidate.startTime === query.start);
  const length = choice.duration === 'hour' ? `${choice.hours} hour${choice.hours === 1 ? '' : 's'}` : bookingDurationLabels[choice.duration].toLowerCase();
  return (
    <>
      <PageHero
        headline={[
          { text: `Meeting rooms in ${data.town}.`, tone: 'base' },
          { text: 'Book online.', tone: 'accent' },
        ]}
        intro={
          <p>
            Free times on {formatCalendarDay(choice.date)} for {length}, within the centre&apos;s opening hours. {paymentNote(online)}
          </p>
        }
      />
      <div className="container-page space-y-6 py-10">
        {chosen && slot ? (
          <ReserveForm centre={centre} choice={choice} room={chosen.room} slot={slot} token={issueFormToken(formTokenSecret(serverEnv()))} online={online} />
        ) : query.start ? (
          <p role="alert" className="rounded-lg border-2 border-danger bg-white p-4 font-bold">
            That time is no longer free. Choose another below.
          </p>
        ) : null}
        <ChooseForm action={bookingPaths.centre(centre)} choice={choice} today={today} />
        {data.rooms.map((availability) => (
          <RoomSlots key={availability.room.reference} centre={centre} choice={choice} availability={availability} />
        ))}
      </div>
    </>
  );
}
