import { getSiteSettings } from '@/content';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { centreSlugs, type CentreSlug } from '@/domain/centres';
import { serverEnv } from '@/env';
import { getRoomAvailability, onlinePayments } from '@/content/bookings';
import { getCancellationRules } from '@/content/cancellation-rules';
import { problemFrom } from '@/domain/booking/booking-problems';
import { bookingPaths, parseChoice } from '@/domain/booking/booking-schema';
import { ChooseForm, paymentNote, ProblemNotice, ReserveForm, RoomSlots } from '@/features/booking/booking-views';
import { metadataFor } from '@/features/seo/metadata';
import { formatCalendarDay, businessTimeZone, todayIn } from '@/lib/calendar-date';
import { bookingDurationLabels, quotePence } from '@/lib/booking-slots';
import { bookingDraftCookieName } from '@/lib/cookie-lifetimes';
import { readBookingDraft } from '@/server/bookings/booking-draft';
import { formTokenSecret, issueFormToken } from '@/server/requests/form-token';
import { visitorMailOn } from '@/server/runtime';
import { RoomWaitlistForm } from '@/features/waitlist/waitlist-views';
import { promoOnPage } from '@/content/promo-codes';

/*
 * A centre's rooms (those seating as many as asked) and their free times on a date (live), the
 * reservation form for a chosen slot, and, when a booking was refused, why, with what the visitor
 * typed shown again.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ centre: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { centre } = await params;
  return metadataFor('/book', { canonicalPath: bookingPaths.centre(centre) });
}

export default async function BookCentrePage({ params, searchParams }: Props) {
  const [{ vatRatePercent }, cancellationRules] = await Promise.all([getSiteSettings(), getCancellationRules()]);
  const [{ centre }, query, jar] = await Promise.all([params, searchParams, cookies()]);
  if (!(centreSlugs as readonly string[]).includes(centre)) notFound();
  const today = todayIn(businessTimeZone);
  const choice = parseChoice(query, today);
  const length = choice.duration === 'hour' ? choice.hours : 1;
  const data = await getRoomAvailability(centre as CentreSlug, choice.date, choice.duration, length, choice.seats);
  if (!data) notFound();
  const online = onlinePayments();
  // The waitlist confirms by email: without visitor mail there is no form to offer.
  const mailOn = await visitorMailOn();
  const secret = formTokenSecret(serverEnv());
  const problem = problemFrom(query);
  // What was typed before a refusal fills the form again while the draft lives (it is cleared when
  // a booking is made); what was wrong with it only on the page the refusal sent them to.
  const kept = readBookingDraft(jar.get(bookingDraftCookieName)?.value, secret);
  const draft = kept && { values: kept.values, errors: problem === 'input' ? kept.errors : {} };
  const chosen = data.rooms.find((entry) => entry.room.reference === query.room);
  const slot = chosen?.slots.find((candidate) => candidate.startTime === query.start);
  // A code typed (applied, or refused when booking) is priced here, on the server (decision 0054).
  const promo = chosen && slot ? await promoOnPage(kept?.values.promo, { product: 'rooms', listPence: quotePence(chosen.room.rates, choice.duration, length) }, draft?.errors.promo) : undefined;
  const lengthText = choice.duration === 'hour' ? `${choice.hours} hour${choice.hours === 1 ? '' : 's'}` : bookingDurationLabels[choice.duration].toLowerCase();
  const seatsText = choice.seats ? ` for ${choice.seats} ${choice.seats === 1 ? 'person' : 'people'}` : '';
  return (
    <>
      <PageHero
        headline={[
          { text: `Meeting rooms in ${data.town}.`, tone: 'base' },
          { text: 'Book online.', tone: 'accent' },
        ]}
        intro={
          <p>
            Free times on {formatCalendarDay(choice.date)} for {lengthText}{seatsText}, within the centre&apos;s opening hours. {paymentNote(online)}
          </p>
        }
      />
      <div className="container-page space-y-6 py-10">
        {problem ? <ProblemNotice kind={problem} /> : null}
        {chosen && slot ? (
          <ReserveForm centre={centre} choice={choice} room={chosen.room} slot={slot} token={issueFormToken(secret)} online={online} draft={draft} vatRatePercent={vatRatePercent} cancellationRules={cancellationRules} now={new Date()} promo={promo} />
        ) : query.start && !problem ? (
          <p role="alert" className="rounded-lg border-2 border-danger bg-white p-4 font-bold">
            That time is no longer free. Choose another below.
          </p>
        ) : null}
        <ChooseForm action={bookingPaths.centre(centre)} choice={choice} today={today} />
        {data.rooms.length === 0 ? (
          <p className="rounded-lg border-2 border-line bg-white p-4" data-testid="no-room-for-seats">
            No meeting room in {data.town} seats {choice.seats} people: the largest seats {data.largestCapacity}. Ask for fewer people above, or call us
            about a larger space.
          </p>
        ) : null}
        {data.rooms.map((availability) => (
          <RoomSlots
            key={availability.room.reference}
            centre={centre}
            choice={choice}
            availability={availability}
            waitlist={
              mailOn && availability.taken.length > 0 ? (
                <RoomWaitlistForm centre={centre} room={availability.room} choice={choice} taken={availability.taken} token={issueFormToken(secret)} />
              ) : null
            }
          />
        ))}
      </div>
    </>
  );
}
