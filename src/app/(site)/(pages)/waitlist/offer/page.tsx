import { getSiteSettings } from '@/content';
import { onlinePayments } from '@/content/bookings';
import { getCancellationRules } from '@/content/cancellation-rules';
import {
  getSignedDayPassWaitlistOffer,
  getSignedViewingWaitlistOffer,
  getSignedWaitlistOffer,
  isLinkProblem,
  type SignedDayPassWaitlistOffer,
  type SignedViewingWaitlistOffer,
} from '@/content/waitlist';
import { viewingPaths } from '@/domain/viewing/viewing-schema';
import { waitlistWhenText } from '@/server/visitor-mail/waitlist-mail';
import { dayPassPaths, dayPassPrice, dayPassTerms } from '@/domain/day-pass/day-pass';
import { dayHeading } from '@/features/day-pass/day-pass-views';
import { buttonClasses } from '@/components/ui/button-link';
import { bookingPaths } from '@/domain/booking/booking-schema';
import { cancellationDecision, cancellationTermsText } from '@/domain/booking/cancellation';
import { paymentNote } from '@/features/booking/booking-views';
import { withVat } from '@/domain/vat';
import { offerHoldMinutes, waitlistPaths, type OfferLinkState } from '@/domain/waitlist/waitlist';
import { serverEnv } from '@/env';
import { PlainPhoneInput } from '@/features/phone/plain-phone-input';
import { metadataFor } from '@/features/seo/metadata';
import { WaitlistLinkProblem, WaitlistPage } from '@/features/waitlist/waitlist-views';
import { bookingWhen, formatPence, londonClock, londonDate, quotePence } from '@/lib/booking-slots';
import { formTokenSecret, issueFormToken } from '@/server/requests/form-token';

/*
 * The offer link of a waitlist mail (docs/decisions/0055): while the slot is held for this person,
 * the price (today's rates, with VAT), the cancellation terms and how it is paid, then the form
 * that books it (a POST); once the hold is over, taken or past, a clear sentence and a way on.
 */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/waitlist/offer');

type Query = Record<string, string | string[] | undefined>;

const closed: Record<Exclude<OfferLinkState, 'open'>, { headline: string; accent: string; body: string }> = {
  lapsed: {
    headline: 'The 15 minutes are over.',
    accent: 'The time went to the next person.',
    body: 'We held it for you for 15 minutes; it has now been offered to the next person on the list, or freed for anyone to book. Look for another free time below.',
  },
  taken: { headline: 'You booked this time.', accent: 'It is yours.', body: 'The confirmation email has your booking and the link to manage it.' },
  past: { headline: 'This time has passed.', accent: 'Find another.', body: 'The time you waited for has started or is over, so it can no longer be booked.' },
  withdrawn: { headline: 'This offer has ended.', accent: 'Find another time.', body: 'You left the waitlist, or the room is no longer booked online, so this time is no longer held for you.' },
};

const field = 'mt-1 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2 text-base text-ink';
const label = 'block text-sm font-bold';

export default async function WaitlistOfferPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const now = new Date();
  const signed = await getSignedWaitlistOffer(query.w, query.s, now);
  if (!signed) {
    const viewing = await getSignedViewingWaitlistOffer(query.w, query.s, now);
    if (viewing) return <ViewingOffer signed={viewing} query={query} />;
    const dayPass = await getSignedDayPassWaitlistOffer(query.w, query.s, now);
    return dayPass ? <DayPassOffer signed={dayPass} query={query} /> : <WaitlistLinkProblem reason="expired" />;
  }
  if (isLinkProblem(signed)) return <WaitlistLinkProblem reason={signed.problem} />;
  const { entry, offer, room, town, state } = signed;
  const roomName = room?.name ?? 'Meeting room';
  const what = `${roomName} (${entry.resource}), Northlight ${town}`;
  const when = `${bookingWhen(entry)} (UK time)`;
  const back = `${bookingPaths.centre(entry.centre)}?date=${londonDate(entry.startsAt)}`;
  if (state !== 'open' || !room) {
    const text = closed[state === 'open' ? 'withdrawn' : state];
    return (
      <WaitlistPage state={`offer-${state}`} headline={[{ text: text.headline, tone: 'base' }, { text: text.accent, tone: 'accent' }]} intro={<p>{text.body}</p>}>
        <p data-testid="waitlist-slot">
          {what}: {when}
        </p>
        <p>
          <a className={buttonClasses('primary')} href={back}>
            See free times that day
          </a>
        </p>
      </WaitlistPage>
    );
  }
  const [{ vatRatePercent }, rules] = await Promise.all([getSiteSettings(), getCancellationRules()]);
  const online = onlinePayments();
  const price = quotePence(room.rates, entry.duration, entry.duration === 'hour' ? entry.hours : 1);
  const vat = withVat(price, vatRatePercent);
  const terms = cancellationDecision({ startsAt: entry.startsAt, endsAt: entry.endsAt, bookedAt: now, now, rules });
  const fix = typeof query.fix === 'string' ? query.fix.split(',') : [];
  const problem = typeof query.problem === 'string' ? query.problem : undefined;
  return (
    <WaitlistPage
      state="offer-open"
      headline={[
        { text: 'It freed up.', tone: 'base' },
        { text: `Held for you until ${londonClock(offer.expiresAt)}.`, tone: 'accent' },
      ]}
      intro={
        <p>
          The time you waited for is held for you alone for {offerHoldMinutes} minutes, until {londonClock(offer.expiresAt)} UK time. Check the price and
          terms, add your name and phone, and book it.
        </p>
      }
    >
      {problem ? (
        <div id="offer-problem" role="alert" className="rounded-lg border-2 border-danger bg-white p-4 font-bold" data-problem={problem}>
          {problem === 'input'
            ? `Check ${fix.includes('name') ? 'your name' : ''}${fix.includes('name') && fix.includes('phone') ? ' and ' : ''}${fix.includes('phone') ? 'the phone number (a UK number, or + and the country code)' : ''}${fix.some((name) => name !== 'name' && name !== 'phone') || fix.length === 0 ? 'the form' : ''}, and send it again.`
            : problem === 'rate-limited'
              ? 'Too many tries: wait a minute and send it again. The time stays held until the time shown.'
              : 'The form had expired or was sent too quickly: send it again.'}
        </div>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 tablet:grid-cols-[auto_1fr]">
        <dt className="font-bold">Room</dt>
        <dd>{what}</dd>
        <dt className="font-bold">When</dt>
        <dd>{when}</dd>
        <dt className="font-bold">Price</dt>
        <dd data-testid="offer-price">
          <strong>{formatPence(price)}</strong> + VAT at {vat.vatRatePercent}% ({formatPence(vat.vatPence)}) = <strong>{formatPence(vat.totalPence)}</strong>. {paymentNote(online)}
        </dd>
        <dt className="font-bold">Reference</dt>
        <dd className="font-mono">{entry.reference}</dd>
      </dl>
      <form id="offer-form" method="post" action={waitlistPaths.acceptApi} className="grid max-w-xl gap-4">
        <input type="hidden" name="w" value={signed.id} />
        <input type="hidden" name="s" value={signed.signature} />
        <input type="hidden" name="token" value={issueFormToken(formTokenSecret(serverEnv()))} />
        <p>
          Booking for <strong className="break-all">{entry.email}</strong>, the address the offer was sent to.
        </p>
        <label className={label}>
          Your name
          <input name="name" autoComplete="name" required maxLength={100} aria-invalid={fix.includes('name') ? true : undefined} className={field} />
        </label>
        <label className={label} htmlFor="offer-phone">
          Phone
        </label>
        <div className="-mt-3">
          <PlainPhoneInput id="offer-phone" name="phone" countryName="phoneCountry" country="GB" required aria-invalid={fix.includes('phone') ? true : undefined} className={field} aria-describedby="offer-phone-hint" />
          <p id="offer-phone-hint" className="mt-1 text-sm text-ink-muted">
            A UK number, or any number starting with + and the country code.
          </p>
        </div>
        <div className="hidden" aria-hidden="true">
          <label>
            Leave this empty
            <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <p id="offer-terms" data-testid="booking-terms" className="rounded-lg border-2 border-line bg-paper-deep p-3 text-sm">
          <strong>Cancellation terms:</strong> {cancellationTermsText(terms, online)}
        </p>
        <button type="submit" className={buttonClasses('primary')} aria-describedby="offer-terms">
          {online ? `Continue to payment (${formatPence(vat.totalPence)} inc. VAT)` : `Book for ${formatPence(price)} + VAT`}
        </button>
      </form>
      <p className="text-sm">Not for you? Do nothing: at {londonClock(offer.expiresAt)} the time goes to the next person on the list.</p>
    </WaitlistPage>
  );
}

const closedDayPass: Record<Exclude<OfferLinkState, 'open'>, { headline: string; accent: string; body: string }> = {
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
  const { entry, offer, pass, settings, town, state } = signed;
  const what = `Coworking day pass, Northlight ${town}`;
  const when = dayHeading(pass.day);
  const back = `${dayPassPaths.centre(entry.centre)}?date=${pass.day}`;
  if (state !== 'open' || !settings) {
    const text = closedDayPass[state === 'open' ? 'withdrawn' : state];
    return (
      <WaitlistPage state={`offer-${state}`} headline={[{ text: text.headline, tone: 'base' }, { text: text.accent, tone: 'accent' }]} intro={<p>{text.body}</p>}>
        <p data-testid="waitlist-slot">
          {what}: {when}
        </p>
        <p>
          <a className={buttonClasses('primary')} href={back}>
            See other days
          </a>
        </p>
      </WaitlistPage>
    );
  }
  const { vatRatePercent } = await getSiteSettings();
  const price = dayPassPrice(settings, vatRatePercent, false);
  const online = onlinePayments() && price.netPence > 0;
  const fix = typeof query.fix === 'string' ? query.fix.split(',') : [];
  const problem = typeof query.problem === 'string' ? query.problem : undefined;
  return (
    <WaitlistPage
      state="offer-open"
      headline={[
        { text: 'A desk freed up.', tone: 'base' },
        { text: `Held for you until ${londonClock(offer.expiresAt)}.`, tone: 'accent' },
      ]}
      intro={
        <p>
          A desk on the day you waited for is held for you alone for {offerHoldMinutes} minutes, until {londonClock(offer.expiresAt)} UK time. Check the
          price and terms, add your name and phone, and book it.
        </p>
      }
    >
      {problem ? (
        <div id="offer-problem" role="alert" className="rounded-lg border-2 border-danger bg-white p-4 font-bold" data-problem={problem}>
          {problem === 'input'
            ? 'Check your name and the phone number (a UK number, or + and the country code), and send it again.'
            : problem === 'rate-limited'
              ? 'Too many tries: wait a minute and send it again. The desk stays held until the time shown.'
              : 'The form had expired or was sent too quickly: send it again.'}
        </div>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 tablet:grid-cols-[auto_1fr]">
        <dt className="font-bold">Pass</dt>
        <dd>{what}</dd>
        <dt className="font-bold">Day</dt>
        <dd>{when}</dd>
        <dt className="font-bold">Price</dt>
        <dd data-testid="offer-price">
          <strong>{formatPence(price.netPence)}</strong> + VAT at {price.vatRatePercent}% ({formatPence(price.vatPence)}) = <strong>{formatPence(price.totalPence)}</strong>.{' '}
          {online ? dayPassTerms.payOnline : dayPassTerms.payOnArrival}
        </dd>
        <dt className="font-bold">Reference</dt>
        <dd className="font-mono">{entry.reference}</dd>
      </dl>
      <form id="offer-form" method="post" action={waitlistPaths.acceptApi} className="grid max-w-xl gap-4">
        <input type="hidden" name="w" value={signed.id} />
        <input type="hidden" name="s" value={signed.signature} />
        <input type="hidden" name="token" value={issueFormToken(formTokenSecret(serverEnv()))} />
        <p>
          Booking for <strong className="break-all">{entry.email}</strong>, the address the offer was sent to.
        </p>
        <label className={label}>
          Your name
          <input name="name" autoComplete="name" required maxLength={100} aria-invalid={fix.includes('name') ? true : undefined} className={field} />
        </label>
        <label className={label} htmlFor="offer-phone">
          Phone
        </label>
        <div className="-mt-3">
          <PlainPhoneInput id="offer-phone" name="phone" countryName="phoneCountry" country="GB" required aria-invalid={fix.includes('phone') ? true : undefined} className={field} aria-describedby="offer-phone-hint" />
          <p id="offer-phone-hint" className="mt-1 text-sm text-ink-muted">
            A UK number, or any number starting with + and the country code.
          </p>
        </div>
        <div className="hidden" aria-hidden="true">
          <label>
            Leave this empty
            <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <div id="offer-terms" data-testid="day-pass-terms" className="space-y-2 rounded-lg border-2 border-line bg-paper-deep p-3 text-sm">
          <p>
            <strong>What you get:</strong> {dayPassTerms.included}
          </p>
          <p>
            <strong>Cancelling:</strong> {dayPassTerms.cancellation}
          </p>
        </div>
        <button type="submit" className={buttonClasses('primary')} aria-describedby="offer-terms">
          {online ? `Continue to payment (${formatPence(price.totalPence)} inc. VAT)` : `Book for ${formatPence(price.netPence)} + VAT`}
        </button>
      </form>
      <p className="text-sm">Not for you? Do nothing: at {londonClock(offer.expiresAt)} the desk goes to the next person on the list.</p>
    </WaitlistPage>
  );
}

const closedViewing: Record<Exclude<OfferLinkState, 'open'>, { headline: string; accent: string; body: string }> = {
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
  const { entry, offer, town, state } = signed;
  const what = `Viewing at Northlight ${town}`;
  const when = waitlistWhenText(entry);
  const back = `${viewingPaths.centre(entry.centre)}?from=${londonDate(entry.startsAt)}`;
  if (state !== 'open') {
    const text = closedViewing[state];
    return (
      <WaitlistPage state={`offer-${state}`} headline={[{ text: text.headline, tone: 'base' }, { text: text.accent, tone: 'accent' }]} intro={<p>{text.body}</p>}>
        <p data-testid="waitlist-slot">
          {what}: {when}
        </p>
        <p>
          <a className={buttonClasses('primary')} href={back}>
            See free viewing times
          </a>
        </p>
      </WaitlistPage>
    );
  }
  const fix = typeof query.fix === 'string' ? query.fix.split(',') : [];
  const problem = typeof query.problem === 'string' ? query.problem : undefined;
  return (
    <WaitlistPage
      state="offer-open"
      headline={[
        { text: 'A viewing place freed up.', tone: 'base' },
        { text: `Held for you until ${londonClock(offer.expiresAt)}.`, tone: 'accent' },
      ]}
      intro={
        <p>
          A place at the viewing time you waited for is held for you alone for {offerHoldMinutes} minutes, until {londonClock(offer.expiresAt)} UK time.
          Add your name and phone, and book it.
        </p>
      }
    >
      {problem ? (
        <div id="offer-problem" role="alert" className="rounded-lg border-2 border-danger bg-white p-4 font-bold" data-problem={problem}>
          {problem === 'input'
            ? 'Check your name and the phone number (a UK number, or + and the country code), and send it again.'
            : problem === 'rate-limited'
              ? 'Too many tries: wait a minute and send it again. The place stays held until the time shown.'
              : 'The form had expired or was sent too quickly: send it again.'}
        </div>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 tablet:grid-cols-[auto_1fr]">
        <dt className="font-bold">Centre</dt>
        <dd>Northlight {town}</dd>
        <dt className="font-bold">When</dt>
        <dd data-testid="offer-when">{when}</dd>
        <dt className="font-bold">Price</dt>
        <dd data-testid="offer-price">Free: a member of the team shows you round.</dd>
        <dt className="font-bold">Reference</dt>
        <dd className="font-mono">{entry.reference}</dd>
      </dl>
      <form id="offer-form" method="post" action={waitlistPaths.acceptApi} className="grid max-w-xl gap-4">
        <input type="hidden" name="w" value={signed.id} />
        <input type="hidden" name="s" value={signed.signature} />
        <input type="hidden" name="token" value={issueFormToken(formTokenSecret(serverEnv()))} />
        <p>
          Booking for <strong className="break-all">{entry.email}</strong>, the address the offer was sent to.
        </p>
        <label className={label}>
          Your name
          <input name="name" autoComplete="name" required maxLength={100} aria-invalid={fix.includes('name') ? true : undefined} className={field} />
        </label>
        <label className={label} htmlFor="offer-phone">
          Phone
        </label>
        <div className="-mt-3">
          <PlainPhoneInput id="offer-phone" name="phone" countryName="phoneCountry" country="GB" required aria-invalid={fix.includes('phone') ? true : undefined} className={field} aria-describedby="offer-phone-hint" />
          <p id="offer-phone-hint" className="mt-1 text-sm text-ink-muted">
            A UK number, or any number starting with + and the country code.
          </p>
        </div>
        <div className="hidden" aria-hidden="true">
          <label>
            Leave this empty
            <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <p id="offer-terms" className="rounded-lg border-2 border-line bg-paper-deep p-3 text-sm">
          You can change or cancel the viewing from the link in the confirmation email until it starts.
        </p>
        <button type="submit" className={buttonClasses('primary')} aria-describedby="offer-terms">
          Book the viewing
        </button>
      </form>
      <p className="text-sm">Not for you? Do nothing: at {londonClock(offer.expiresAt)} the place goes to the next person on the list.</p>
    </WaitlistPage>
  );
}
