import { getSiteSettings } from '@/content';
import { onlinePayments } from '@/content/bookings';
import { getCancellationRules } from '@/content/cancellation-rules';
import {
  getSignedWaitlistOffer,
  isLinkProblem,
  type SignedDayPassWaitlistOffer,
  type SignedViewingWaitlistOffer,
} from '@/content/waitlist';
import { viewingPaths } from '@/domain/viewing/viewing-schema';
import { waitlistWhenText } from '@/server/visitor-mail/waitlist-mail';
import { dayPassPaths, dayPassPrice, dayPassTerms } from '@/domain/day-pass/day-pass';
import { dayHeading } from '@/features/day-pass/day-pass-views';
import { bookingPaths } from '@/domain/booking/booking-schema';
import { cancellationDecision, cancellationTermsText } from '@/domain/booking/cancellation';
import { paymentNote } from '@/features/booking/booking-views';
import { withVat } from '@/domain/vat';
import { serverEnv } from '@/env';
import { metadataFor } from '@/features/seo/metadata';
import { ClosedOffer, OpenOffer, type ClosedOfferTexts } from '@/features/waitlist/offer-views';
import { WaitlistLinkProblem } from '@/features/waitlist/waitlist-views';
import { bookingWhen, formatPence, londonDate, quotePence } from '@/lib/booking-slots';
import { formTokenSecret, issueFormToken } from '@/server/requests/form-token';

/*
 * The offer link of a waitlist mail (docs/decisions/0055): while the slot is held for this person,
 * the price (today's rates, with VAT), the cancellation terms and how it is paid, then the form
 * that books it (a POST); once the hold is over, taken or past, a clear sentence and a way on.
 */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/waitlist/offer');

type Query = Record<string, string | string[] | undefined>;

const closed: ClosedOfferTexts = {
  lapsed: {
    headline: 'The 15 minutes are over.',
    accent: 'The time went to the next person.',
    body: 'We held it for you for 15 minutes; it has now been offered to the next person on the list, or freed for anyone to book. Look for another free time below.',
  },
  taken: { headline: 'You booked this time.', accent: 'It is yours.', body: 'The confirmation email has your booking and the link to manage it.' },
  past: { headline: 'This time has passed.', accent: 'Find another.', body: 'The time you waited for has started or is over, so it can no longer be booked.' },
  withdrawn: { headline: 'This offer has ended.', accent: 'Find another time.', body: 'You left the waitlist, or the room is no longer booked online, so this time is no longer held for you.' },
};

const offerFormToken = () => issueFormToken(formTokenSecret(serverEnv()));

export default async function WaitlistOfferPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const now = new Date();
  const signed = await getSignedWaitlistOffer(query.w, query.s, now);
  if (!signed) return <WaitlistLinkProblem reason="expired" />;
  if (isLinkProblem(signed)) return <WaitlistLinkProblem reason={signed.problem} />;
  if (signed.kind === 'viewing') return <ViewingOffer signed={signed} query={query} />;
  if (signed.kind === 'day-pass') return <DayPassOffer signed={signed} query={query} />;
  const { entry, room, town, state } = signed;
  const roomName = room?.name ?? 'Meeting room';
  const what = `${roomName} (${entry.resource}), Northlight ${town}`;
  const when = `${bookingWhen(entry)} (UK time)`;
  const back = `${bookingPaths.centre(entry.centre)}?date=${londonDate(entry.startsAt)}`;
  if (state !== 'open' || !room) return <ClosedOffer state={state} texts={closed} slot={`${what}: ${when}`} back={{ href: back, label: 'See free times that day' }} />;
  const [{ vatRatePercent }, rules] = await Promise.all([getSiteSettings(), getCancellationRules()]);
  const online = onlinePayments();
  const price = quotePence(room.rates, entry.duration, entry.duration === 'hour' ? entry.hours : 1);
  const vat = withVat(price, vatRatePercent);
  const terms = cancellationDecision({ startsAt: entry.startsAt, endsAt: entry.endsAt, bookedAt: now, now, rules });
  return (
    <OpenOffer
      signed={signed}
      held="time"
      headline="It freed up."
      subject="The time you waited for"
      ask="Check the price and terms, add your name and phone, and book it."
      facts={[
        { term: 'Room', value: what },
        { term: 'When', value: when },
        {
          term: 'Price',
          testId: 'offer-price',
          value: (
            <>
              <strong>{formatPence(price)}</strong> + VAT at {vat.vatRatePercent}% ({formatPence(vat.vatPence)}) = <strong>{formatPence(vat.totalPence)}</strong>. {paymentNote(online)}
            </>
          ),
        },
      ]}
      terms={
        <p>
          <strong>Cancellation terms:</strong> {cancellationTermsText(terms, online)}
        </p>
      }
      termsTestId="booking-terms"
      submit={online ? `Continue to payment (${formatPence(vat.totalPence)} inc. VAT)` : `Book for ${formatPence(price)} + VAT`}
      query={query}
      token={offerFormToken()}
    />
  );
}

const closedDayPass: ClosedOfferTexts = {
  lapsed: {
    headline: 'The 15 minutes are over.',
    accent: 'The desk went to the next person.',
    body: 'We held a desk for you for 15 minutes; it has now been offered to the next person on the list, or freed for anyone to book. Look for another day below.',
  },
  taken: { headline: 'You booked this day.', accent: 'The desk is yours.', body: 'The pass email has your code for reception and the link to manage it.' },
  past: { headline: 'This day has begun.', accent: 'Find another.', body: 'Passes taken from the waitlist are for days still to come, so this one can no longer be booked here.' },
  withdrawn: { headline: 'This offer has ended.', accent: 'Find another day.', body: 'You left the waitlist, or day passes are no longer sold at this centre, so the desk is no longer held for you.' },
};

/** The offer of a freed day-pass desk: the day, today's price with VAT, the pass's terms, then the form that takes it. */
async function DayPassOffer({ signed, query }: { signed: SignedDayPassWaitlistOffer; query: Query }) {
  const { entry, pass, settings, town, state } = signed;
  const what = `Coworking day pass, Northlight ${town}`;
  const when = dayHeading(pass.day);
  const back = `${dayPassPaths.centre(entry.centre)}?date=${pass.day}`;
  if (state !== 'open' || !settings) return <ClosedOffer state={state} texts={closedDayPass} slot={`${what}: ${when}`} back={{ href: back, label: 'See other days' }} />;
  const { vatRatePercent } = await getSiteSettings();
  const price = dayPassPrice(settings, vatRatePercent, false);
  const online = onlinePayments() && price.netPence > 0;
  return (
    <OpenOffer
      signed={signed}
      held="desk"
      headline="A desk freed up."
      subject="A desk on the day you waited for"
      ask="Check the price and terms, add your name and phone, and book it."
      facts={[
        { term: 'Pass', value: what },
        { term: 'Day', value: when },
        {
          term: 'Price',
          testId: 'offer-price',
          value: (
            <>
              <strong>{formatPence(price.netPence)}</strong> + VAT at {price.vatRatePercent}% ({formatPence(price.vatPence)}) = <strong>{formatPence(price.totalPence)}</strong>.{' '}
              {online ? dayPassTerms.payOnline : dayPassTerms.payOnArrival}
            </>
          ),
        },
      ]}
      terms={
        <>
          <p>
            <strong>What you get:</strong> {dayPassTerms.included}
          </p>
          <p>
            <strong>Cancelling:</strong> {dayPassTerms.cancellation}
          </p>
        </>
      }
      termsTestId="day-pass-terms"
      submit={online ? `Continue to payment (${formatPence(price.totalPence)} inc. VAT)` : `Book for ${formatPence(price.netPence)} + VAT`}
      query={query}
      token={offerFormToken()}
    />
  );
}

const closedViewing: ClosedOfferTexts = {
  lapsed: {
    headline: 'The 15 minutes are over.',
    accent: 'The place went to the next person.',
    body: 'We held the viewing place for you for 15 minutes; it has now been offered to the next person on the list, or freed for anyone to book. Look for another time below.',
  },
  taken: { headline: 'You booked this viewing.', accent: 'See you then.', body: 'The confirmation email has your viewing, the address and the link to change or cancel it.' },
  past: { headline: 'This viewing time has passed.', accent: 'Find another.', body: 'The time you waited for has started or is over, so it can no longer be booked.' },
  withdrawn: { headline: 'This offer has ended.', accent: 'Find another time.', body: 'You left the waitlist, or this centre no longer books viewings online, so the place is no longer held for you.' },
};

/** The offer of a freed viewing place (decision 0058): the centre and time (free of charge), then the form that books it. */
function ViewingOffer({ signed, query }: { signed: SignedViewingWaitlistOffer; query: Query }) {
  const { entry, town, state } = signed;
  const what = `Viewing at Northlight ${town}`;
  const when = waitlistWhenText(entry);
  const back = `${viewingPaths.centre(entry.centre)}?from=${londonDate(entry.startsAt)}`;
  if (state !== 'open') return <ClosedOffer state={state} texts={closedViewing} slot={`${what}: ${when}`} back={{ href: back, label: 'See free viewing times' }} />;
  return (
    <OpenOffer
      signed={signed}
      held="place"
      headline="A viewing place freed up."
      subject="A place at the viewing time you waited for"
      ask="Add your name and phone, and book it."
      facts={[
        { term: 'Centre', value: `Northlight ${town}` },
        { term: 'When', value: when, testId: 'offer-when' },
        { term: 'Price', value: 'Free: a member of the team shows you round.', testId: 'offer-price' },
      ]}
      terms={<p>You can change or cancel the viewing from the link in the confirmation email until it starts.</p>}
      submit="Book the viewing"
      query={query}
      token={offerFormToken()}
    />
  );
}
