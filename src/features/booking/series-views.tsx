import type { BookableRoom } from '@/content';
import { buttonClasses } from '@/components/ui/button-link';
import { bookingPaths } from '@/domain/booking/booking-schema';
import { bookingCancellation, cancellationDecision, type CancellationRules } from '@/domain/booking/cancellation';
import { clashReasonText, seriesPosition, seriesTermsText, ukShortDate, type ClashReason, type SeriesPlace } from '@/domain/booking/repeat';
import { promoRefusalMessage } from '@/domain/promo-codes/promo-codes';
import { withVat } from '@/domain/vat';
import { bookingWhen, formatPence, londonClock, quotePence, weekdayOf, type Slot } from '@/lib/booking-slots';
import { manageApi } from './booking-manage-views';
import { paymentNote } from './booking-views';

/*
 * A weekly series before it is booked (issue 39 item 2): every week with its price (VAT shown) and
 * its own cancellation terms, the total, and the weeks that cannot be booked, by UK date and why.
 * One button books the rest: the same form posted again without the clashing weeks. Plain HTML,
 * no script: the page is rendered per request with the visitor's details from the signed draft.
 */

export type ReviewWeek = { readonly date: string; readonly slot: Slot | undefined; readonly clash: ClashReason | undefined };

const reviewProblems = {
  taken: 'Someone booked one of these weeks a moment before you, so nothing was booked. The weeks that clash now are marked below: book the others, or choose another time.',
  changed: 'Your repeat booking no longer matched what the centre offers, so nothing was booked. Check the dates below and book again.',
} as const;

export function SeriesReview({
  place,
  room,
  town,
  weeks,
  draft,
  token,
  vatRatePercent,
  cancellationRules,
  online,
  now,
  problem,
}: {
  place: SeriesPlace;
  room: BookableRoom;
  town: string;
  weeks: readonly ReviewWeek[];
  /** The details typed on the booking form (the signed draft); undefined once it has expired. */
  draft: { readonly values: { readonly name: string; readonly email: string; readonly phone: string; readonly phoneCountry: string } } | undefined;
  token: string;
  vatRatePercent: number;
  cancellationRules: CancellationRules;
  online: boolean;
  now: Date;
  problem: keyof typeof reviewProblems | undefined;
}) {
  const bookable = weeks.filter((week): week is ReviewWeek & { slot: Slot } => week.slot !== undefined && week.clash === undefined);
  const clashes = weeks.filter((week) => week.clash !== undefined);
  const price = withVat(quotePence(room.rates, place.duration as 'hour', place.duration === 'hour' ? place.hours : 1), vatRatePercent);
  const total = withVat(price.netPence * bookable.length, vatRatePercent);
  const sample = bookable[0]?.slot;
  const backToForm = `${bookingPaths.centre(place.centre)}?${new URLSearchParams({ date: place.date, duration: place.duration, hours: String(place.hours), room: place.room, start: place.start }).toString()}#reserve`;
  return (
    <section aria-labelledby="series-heading" className="space-y-4 rounded-2xl border-2 border-amber bg-white p-4 tablet:p-6" data-testid="series-review">
      <h2 id="series-heading" className="text-2xl font-extrabold">
        {room.name}, Northlight {town}: every {weekdayOf(place.date)}
        {sample ? `, ${londonClock(sample.start)} to ${londonClock(sample.end)} UK time` : ''}
      </h2>
      {problem ? (
        <p role="alert" className="rounded-lg border-2 border-danger bg-white p-4 font-bold" data-testid="series-problem">
          {reviewProblems[problem]}
        </p>
      ) : null}
      {clashes.length > 0 ? (
        <div role="alert" className="space-y-2 rounded-lg border-2 border-danger bg-white p-4" data-testid="series-clashes">
          <h3 className="text-xl font-extrabold">
            {clashes.length === 1 ? '1 date cannot be booked' : `${clashes.length} dates cannot be booked`}
          </h3>
          <ul className="list-disc pl-6">
            {clashes.map((week) => (
              <li key={week.date} data-testid="series-clash">
                <strong>{ukShortDate(week.date)}</strong>: {clashReasonText[week.clash ?? 'closed']}
              </li>
            ))}
          </ul>
          <p>Nothing is booked yet. {bookable.length > 0 ? `You can book the other ${bookable.length === 1 ? 'date' : `${bookable.length} dates`} below.` : 'Choose another time.'}</p>
        </div>
      ) : null}
      <ol className="space-y-2" aria-label="Every week of the repeat booking, its price and its cancellation terms" data-testid="series-weeks">
        {weeks.map((week, index) => {
          const terms = week.slot ? cancellationDecision({ startsAt: week.slot.start, endsAt: week.slot.end, bookedAt: now, now, rules: cancellationRules }) : undefined;
          return (
            <li key={week.date} className={`border-b border-line py-2 ${week.clash ? 'text-ink-muted' : ''}`} data-testid="series-week">
              <p className="font-bold">
                {seriesPosition(index, weeks.length).replace('Weekly, ', 'Week ')}: {week.slot ? `${bookingWhen({ startsAt: week.slot.start, endsAt: week.slot.end })} (UK time)` : ukShortDate(week.date)}
              </p>
              {week.clash || !terms ? (
                <p>Not available: {clashReasonText[week.clash ?? 'closed']}.</p>
              ) : (
                <>
                  <p>
                    {formatPence(price.netPence)} + VAT {formatPence(price.vatPence)} = {formatPence(price.totalPence)}
                  </p>
                  <p className="text-sm">{terms.terms}</p>
                </>
              )}
            </li>
          );
        })}
      </ol>
      {bookable.length > 0 ? (
        <>
          <p className="text-lg" data-testid="series-total">
            Total for {bookable.length} {bookable.length === 1 ? 'date' : 'dates'}: <strong>{formatPence(total.netPence)}</strong> + VAT at {vatRatePercent}% (
            {formatPence(total.vatPence)}) = <strong>{formatPence(total.totalPence)}</strong>. {paymentNote(online)}{' '}
            <span data-testid="series-promo">{promoRefusalMessage('series', 'rooms')}</span>
          </p>
          <p className="rounded-lg border-2 border-line bg-paper-deep p-3 text-sm" data-testid="series-terms">
            <strong>Cancellation terms, for each date on its own:</strong>{' '}
            {seriesTermsText(online)}{' '}
            You can cancel one date, or a date and every later one, with the link in your confirmation email.
          </p>
        </>
      ) : null}
      {draft && bookable.length > 0 ? (
        <form method="post" action={bookingPaths.api}>
          <input type="hidden" name="centre" value={place.centre} />
          <input type="hidden" name="room" value={place.room} />
          <input type="hidden" name="date" value={place.date} />
          <input type="hidden" name="duration" value={place.duration} />
          <input type="hidden" name="hours" value={place.hours} />
          <input type="hidden" name="start" value={place.start} />
          {place.seats ? <input type="hidden" name="seats" value={place.seats} /> : null}
          <input type="hidden" name="repeat" value="weekly" />
          <input type="hidden" name="weeks" value={place.weeks} />
          <input type="hidden" name="skip" value={clashes.map((week) => week.date).join(',')} />
          <input type="hidden" name="confirm" value="series" />
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="name" value={draft.values.name} />
          <input type="hidden" name="email" value={draft.values.email} />
          <input type="hidden" name="phone" value={draft.values.phone} />
          <input type="hidden" name="phoneCountry" value={draft.values.phoneCountry} />
          <p className="mb-3 text-sm">
            Booking for {draft.values.name}, {draft.values.email}. <a className="link" href={backToForm}>Change details or time</a>
          </p>
          <button type="submit" className={buttonClasses('primary')} data-testid="series-book">
            {clashes.length > 0
              ? `Book the other ${bookable.length === 1 ? 'date' : `${bookable.length} dates`} for ${formatPence(total.netPence)} + VAT`
              : `Book all ${bookable.length} dates for ${formatPence(total.netPence)} + VAT`}
          </button>
        </form>
      ) : (
        <p data-testid="series-start-again">
          {draft ? 'No date of this series can be booked.' : 'Your details are kept for 15 minutes, and that time has passed.'}{' '}
          <a className="link" href={backToForm}>
            Go back to the booking form
          </a>
          .
        </p>
      )}
    </section>
  );
}

/** A booked series on the confirmation and manage pages: every week, its place and status. */
export function SeriesWeeks({
  weeks,
  current,
}: {
  weeks: readonly { id: string; startsAt: Date; endsAt: Date; status: string; reference: string }[];
  current?: string | undefined;
}) {
  return (
    <ol className="space-y-1" data-testid="series-dates">
      {weeks.map((week, index) => (
        <li key={week.id} className={week.status === 'cancelled' ? 'text-ink-muted' : ''}>
          {seriesPosition(index, weeks.length)}: {bookingWhen(week)} (UK time), {week.reference}
          {week.status === 'cancelled' ? ' (cancelled)' : ''}
          {week.id === current ? ' (this booking)' : ''}
        </li>
      ))}
    </ol>
  );
}

type SeriesWeekRow = {
  id: string;
  reference: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
  pricePence: number;
  vatRateBasisPoints: number;
  paidAt: Date | null;
  paidPence: number | null;
  cancellationRules: unknown;
};

/**
 * The manage page of a week of a series: choose a date, then cancel it alone or with every later
 * date. Each date says whether cancelling it now is free (its own terms, decided now); outside a
 * date's free period the tick is needed, and the server checks again on the post.
 */
export function SeriesCancelSection({ weeks, current, link, now }: { weeks: readonly SeriesWeekRow[]; current: string; link: { b: string; s: string }; now: Date }) {
  const open = weeks.filter((week) => week.status === 'confirmed' && week.startsAt > now);
  if (open.length === 0) return <p>No date of this repeat booking can be cancelled online now.</p>;
  const chosen = open.some((week) => week.id === current) ? current : open[0]!.id;
  const anyCharged = open.some((week) => !bookingCancellation(week, now).free);
  return (
    <section aria-labelledby="series-cancel-heading" className="space-y-3">
      <h2 id="series-cancel-heading" className="text-xl font-extrabold">
        Cancel a date
      </h2>
      <form method="post" action={manageApi} className="space-y-3">
        <input type="hidden" name="b" value={link.b} />
        <input type="hidden" name="s" value={link.s} />
        <input type="hidden" name="action" value="cancel" />
        <fieldset className="space-y-2">
          <legend className="font-bold">Which date</legend>
          {open.map((week) => {
            const decision = bookingCancellation(week, now);
            const price = week.paidPence != null ? `${formatPence(week.paidPence)} paid` : `${formatPence(withVat(week.pricePence, week.vatRateBasisPoints / 100).totalPence)} inc. VAT`;
            return (
              <label key={week.id} className="flex items-start gap-2" data-testid="series-cancel-week">
                <input type="radio" name="week" value={week.id} defaultChecked={week.id === chosen} className="mt-1 size-5" />
                <span>
                  <strong>{bookingWhen(week)}</strong> (UK time):{' '}
                  {decision.free
                    ? `free to cancel${week.paidPence != null ? ', refunded in full' : ''}`
                    : week.paidPence != null
                      ? `free cancellation has ended: not refunded (${price})`
                      : `free cancellation has ended: the price is due (${price})`}
                </span>
              </label>
            );
          })}
        </fieldset>
        {anyCharged ? (
          <label className="flex items-start gap-2">
            <input type="checkbox" name="accept" value="charge" className="mt-1 size-5" data-testid="accept-charge" />
            <span>I understand that a date outside its free period is not free to cancel: its price is due, or its payment is not refunded.</span>
          </label>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="scope" value="one" className={buttonClasses('secondary')} data-testid="cancel-one">
            Cancel this date only
          </button>
          <button type="submit" name="scope" value="later" className={buttonClasses('secondary')} data-testid="cancel-later">
            Cancel this date and every later date
          </button>
        </div>
      </form>
    </section>
  );
}
