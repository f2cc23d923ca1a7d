import type { ReactNode } from 'react';
import type { BookableRoom } from '@/content';
import { buttonClasses } from '@/components/ui/button-link';
import { PlainPhoneInput } from '@/features/phone/plain-phone-input';
import {
  addDays,
  bookingWhen,
  bookingDurationKinds,
  bookingDurationLabels,
  bookingHorizonDays,
  formatPence,
  maxBookingHours,
  quotePence,
  weekdayOf,
  type BookingDurationKind,
  type Slot,
} from '@/lib/booking-slots';
import { formatCalendarDay } from '@/lib/calendar-date';
import type { BookingCentre, RoomAvailability } from '@/content/bookings';
import { bookingPaths, maxSeatsAsked } from '@/domain/booking/booking-schema';
import { bookingProblems, type BookingProblemKind } from '@/domain/booking/booking-problems';
import { paymentNotes } from '@/domain/booking/payment-policy';
import { bookingCancellation, cancellationDecision, cancellationTermsText, type CancellationRules } from '@/domain/booking/cancellation';
import { withVat } from '@/domain/vat';
import { maxRepeatWeeks, minRepeatWeeks } from '@/domain/booking/repeat';
import { Ga4Marker } from '@/features/analytics/ga4-marker';
import { DefaultSubmit, PriceWithPromo, PromoCodeField } from '@/features/promo-codes/promo-code-field';
import { promoLine, type PromoOnPage } from '@/domain/promo-codes/promo-codes';
import { Honeypot } from '@/components/ui/honeypot';

/*
 * The booking pages' parts: plain GET forms to choose centre, date and length, free slots as
 * submit buttons, and the reservation form posting to /api/bookings. No client script at all:
 * the same HTML works with JavaScript on or off.
 */

export const noPaymentText = paymentNotes.offline;

/** What the booking pages say about payment before the visitor commits. */
export function paymentNote(online: boolean): string {
  return online ? paymentNotes.online : paymentNotes.offline;
}

const field = 'mt-1 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2 text-base text-ink';
const label = 'block text-sm font-bold';

export type BookingChoice = {
  readonly date: string;
  readonly duration: BookingDurationKind;
  readonly hours: number;
  /** For how many people: rooms that seat fewer are not shown. */
  readonly seats?: number | undefined;
};

/** What the visitor typed before a refusal, shown again (src/server/bookings/booking-draft.ts). */
export type ReserveDraft = {
  readonly values: { readonly name: string; readonly email: string; readonly phone: string };
  readonly errors: Readonly<Record<string, string>>;
};

export function ChooseForm({
  action,
  centres,
  centre,
  choice,
  today,
}: {
  action: string;
  centres?: readonly BookingCentre[];
  centre?: string;
  choice: BookingChoice;
  today: string;
}) {
  return (
    <form method="get" action={action} className="grid gap-4 rounded-2xl border-2 border-line bg-white p-4 tablet:grid-cols-3 tablet:items-end tablet:p-6 desktop:grid-cols-6">
      {centres ? (
        <label className={`${label} desktop:col-span-2`}>
          Centre
          <select name="centre" required defaultValue={centre ?? ''} className={field}>
            <option value="" disabled>
              Choose a centre
            </option>
            {centres.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.town} ({option.rooms} room{option.rooms === 1 ? '' : 's'})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className={label}>
        Date
        <input
          type="date"
          name="date"
          required
          min={today}
          max={addDays(today, bookingHorizonDays)}
          defaultValue={choice.date}
          className={field}
        />
      </label>
      <label className={label}>
        Length
        <select name="duration" defaultValue={choice.duration} className={field}>
          {bookingDurationKinds.map((kind) => (
            <option key={kind} value={kind}>
              {bookingDurationLabels[kind]}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Hours (by the hour)
        <select name="hours" defaultValue={String(choice.hours)} className={field}>
          {Array.from({ length: maxBookingHours }, (_, index) => index + 1).map((hours) => (
            <option key={hours} value={hours}>
              {hours} hour{hours === 1 ? '' : 's'}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        For how many people
        <input
          type="number"
          name="seats"
          min={1}
          max={maxSeatsAsked}
          inputMode="numeric"
          defaultValue={choice.seats ?? ''}
          placeholder="Any"
          className={field}
        />
      </label>
      <button type="submit" className={`${buttonClasses('secondary')} tablet:justify-self-start ${centres ? 'desktop:col-span-6' : ''}`}>
        {centres ? 'Show free times' : 'Update'}
      </button>
    </form>
  );
}

function rateLine(room: BookableRoom): string {
  return `${formatPence(room.rates.hourly * 100)} an hour, ${formatPence(room.rates.halfDay * 100)} a half day, ${formatPence(room.rates.day * 100)} a day, all + VAT`;
}

export function RoomSlots({
  centre,
  choice,
  availability,
  waitlist,
}: {
  centre: string;
  choice: BookingChoice;
  availability: RoomAvailability;
  /** The waitlist form for the room's taken times (src/features/waitlist), when there are any. */
  waitlist?: ReactNode;
}) {
  const { room, slots } = availability;
  const headingId = `room-${room.reference}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-2xl border-2 border-line bg-white p-4 tablet:p-6" data-room={room.reference}>
      <h2 id={headingId} className="text-xl font-extrabold">
        {room.name} <span className="font-mono text-base font-normal text-ink-muted">{room.reference}</span>
      </h2>
      <p className="text-ink-soft">
        Up to {room.capacity} people. {rateLine(room)}.
      </p>
      {slots.length === 0 ? (
        <p className="font-bold">No free times for this length of booking on this date.</p>
      ) : (
        <form method="get" action={bookingPaths.centre(centre)}>
          <input type="hidden" name="date" value={choice.date} />
          <input type="hidden" name="duration" value={choice.duration} />
          <input type="hidden" name="hours" value={choice.hours} />
          {choice.seats ? <input type="hidden" name="seats" value={choice.seats} /> : null}
          <input type="hidden" name="room" value={room.reference} />
          <fieldset>
            <legend className="mb-2 text-sm font-bold">Free times (UK time): choose one to book it</legend>
            <ul className="flex flex-wrap gap-2" aria-label={`Free times in ${room.name}`}>
              {slots.map((slot) => (
                <li key={slot.startTime}>
                  <button
                    type="submit"
                    name="start"
                    value={slot.startTime}
                    className="min-h-12 rounded-lg border-2 border-sky bg-sky-soft px-4 py-2 font-bold text-ink hover:bg-sky hover:text-white"
                  >
                    {slot.label}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        </form>
      )}
      {waitlist}
    </section>
  );
}

export function ReserveForm({
  centre,
  choice,
  room,
  slot,
  token,
  online = false,
  draft,
  vatRatePercent,
  cancellationRules,
  now,
  promo = { kind: 'none' },
}: {
  centre: string;
  choice: BookingChoice;
  /** A promo code applied on this page, or refused (docs/decisions/0054). */
  promo?: PromoOnPage;
  room: BookableRoom;
  slot: Slot;
  token: string;
  /** The CMS's rules now: the terms this booking will be made under, stated before it is. */
  cancellationRules: CancellationRules;
  now: Date;
  /** Paid online through Stripe Checkout (the price with VAT), or at the centre. */
  online?: boolean;
  draft?: ReserveDraft | undefined;
  /** The site settings' rate (CMS): room prices are quoted net. */
  vatRatePercent: number;
}) {
  const errors = draft?.errors ?? {};
  const describedBy = (name: string, hint?: string) =>
    [hint, errors[name] ? `reserve-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const listPrice = quotePence(room.rates, choice.duration, choice.duration === 'hour' ? choice.hours : 1);
  const applied = promo.kind === 'applied' ? promo.price : undefined;
  const price = applied?.netPence ?? listPrice;
  const vat = withVat(price, vatRatePercent);
  // Booked now: the same function, with the same inputs, as every page, mail and cancel after it.
  const terms = cancellationDecision({ startsAt: slot.start, endsAt: slot.end, bookedAt: now, now, rules: cancellationRules });
  return (
    <section aria-labelledby="reserve-heading" id="reserve" className="space-y-4 rounded-2xl border-2 border-amber bg-white p-4 tablet:p-6">
      <Ga4Marker ga4="begin_checkout" ga4Id={room.reference} ga4Name={room.name} ga4Type="meeting-rooms" ga4Centre={centre} ga4Pence={String(price)} />
      <h2 id="reserve-heading" className="text-2xl font-extrabold">
        Reserve {room.name}, {formatCalendarDay(choice.date)}, {slot.label}
      </h2>
      <p data-testid="reserve-price">
        Price: <PriceWithPromo listPence={listPrice} promo={applied} vatRatePercent={vatRatePercent} />. {paymentNote(online)}
      </p>
      <form method="post" action={bookingPaths.api} className="grid max-w-xl gap-4">
        <DefaultSubmit />
        <input type="hidden" name="centre" value={centre} />
        <input type="hidden" name="room" value={room.reference} />
        <input type="hidden" name="date" value={choice.date} />
        <input type="hidden" name="duration" value={choice.duration} />
        <input type="hidden" name="hours" value={choice.hours} />
        <input type="hidden" name="start" value={slot.startTime} />
        <input type="hidden" name="token" value={token} />
        {choice.seats ? <input type="hidden" name="seats" value={choice.seats} /> : null}
        <FieldError id="reserve-form-error" message={errors.form} />
        <label className={label}>
          Your name
          <input name="name" autoComplete="name" required maxLength={100} defaultValue={draft?.values.name} aria-invalid={errors.name ? true : undefined} aria-describedby={describedBy('name')} className={field} />
        </label>
        <FieldError id="reserve-name-error" message={errors.name} />
        <label className={label}>
          Email
          <input name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={draft?.values.email} aria-invalid={errors.email ? true : undefined} aria-describedby={describedBy('email')} className={field} />
        </label>
        <FieldError id="reserve-email-error" message={errors.email} />
        <label className={label} htmlFor="booking-phone">
          Phone
        </label>
        <div className="-mt-3">
          <PlainPhoneInput id="booking-phone" name="phone" countryName="phoneCountry" country="GB" required defaultValue={draft?.values.phone} aria-invalid={errors.phone ? true : undefined} className={field} aria-describedby={describedBy('phone', 'booking-phone-hint')} />
          <p id="booking-phone-hint" className="mt-1 text-sm text-ink-muted">
            A UK number, or any number starting with + and the country code.
          </p>
          <FieldError id="reserve-phone-error" message={errors.phone} />
        </div>
        <Honeypot />
        <fieldset className="space-y-2 rounded-lg border-2 border-line p-3" data-testid="repeat-weekly">
          <legend className="px-1 font-bold">Repeat weekly (optional)</legend>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="repeat" value="weekly" defaultChecked={Boolean(errors.weeks)} className="size-5" />
            Book the same time every {weekdayOf(choice.date)}
          </label>
          <label className={label}>
            For how many weeks, including this one ({minRepeatWeeks} to {maxRepeatWeeks})
            <input name="weeks" type="number" inputMode="numeric" min={minRepeatWeeks} max={maxRepeatWeeks} defaultValue={4} aria-invalid={errors.weeks ? true : undefined} aria-describedby={describedBy('weeks', 'repeat-hint')} className={`${field} max-w-xs`} />
          </label>
          <FieldError id="reserve-weeks-error" message={errors.weeks} />
          <p id="repeat-hint" className="text-sm text-ink-muted">
            Ticked, the next page lists every date with its price and cancellation terms, and the total, before anything is booked.
          </p>
        </fieldset>
        <PromoCodeField id="reserve" promo={promo} />
        <p id="reserve-terms" data-testid="booking-terms" className="rounded-lg border-2 border-line bg-paper-deep p-3 text-sm">
          <strong>Cancellation terms:</strong> {cancellationTermsText(terms, online)}
        </p>
        <button type="submit" className={buttonClasses('primary')} aria-describedby="reserve-terms">
          {online ? `Continue to payment (${formatPence(vat.totalPence)} inc. VAT)` : `Book for ${formatPence(price)} + VAT`}
        </button>
      </form>
    </section>
  );
}

export function BookingSummary({
  booking,
  roomName,
  town,
  promo,
}: {
  /** The promo code it was booked with (docs/decisions/0054): its line in the price. */
  promo?: { readonly code: string; readonly listPence: number; readonly discountPence: number } | undefined;
  booking: {
    reference: string;
    roomReference: string;
    startsAt: Date;
    endsAt: Date;
    pricePence: number;
    /** The VAT rate stored with the booking when it was made, never today's. */
    vatRateBasisPoints: number;
    status: string;
    paidPence?: number | null;
    refundedAt?: Date | null;
  };
  roomName: string;
  town: string;
}) {
  return (
    <dl className="grid gap-x-6 gap-y-2 tablet:grid-cols-[auto_1fr]">
      <dt className="font-bold">Reference</dt>
      <dd>
        <strong className="font-mono text-2xl tracking-wider" data-testid="booking-reference">
          {booking.reference}
        </strong>
      </dd>
      <dt className="font-bold">Room</dt>
      <dd>
        {roomName} ({booking.roomReference}), Northlight {town}
      </dd>
      <dt className="font-bold">When</dt>
      <dd data-testid="booking-when">{bookingWhen(booking)} (UK time)</dd>
      <dt className="font-bold">Price</dt>
      <dd data-testid="booking-price">{priceLine(booking, booking.vatRateBasisPoints / 100, promo)}</dd>
      <dt className="font-bold">Status</dt>
      <dd data-testid="booking-status">{statusLabels[booking.status] ?? booking.status}</dd>
    </dl>
  );
}

/** A booking's cancellation terms: its own kept rules, from when it was booked (cancellation.ts). */
export function BookingTerms({
  booking,
}: {
  booking: { startsAt: Date; endsAt: Date; createdAt: Date; paidAt: Date | null; paidPence: number | null; cancellationRules: unknown };
}) {
  // The terms sentence does not depend on when it is read; `now` only decides "free now", not shown here.
  const decision = bookingCancellation(booking, booking.createdAt);
  return (
    <p data-testid="cancellation-terms">
      <strong>Cancellation terms:</strong> {cancellationTermsText(decision, booking.paidPence != null)}
    </p>
  );
}

const statusLabels: Record<string, string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  pending: 'Held while you pay',
  expired: 'Not booked: the hold ended before payment',
  refunded: 'Not booked: your payment was refunded',
};

function priceLine(
  booking: { pricePence: number; status: string; paidPence?: number | null; refundedAt?: Date | null },
  vatRatePercent: number,
  promo?: { readonly code: string; readonly listPence: number; readonly discountPence: number },
): string {
  const vat = withVat(booking.pricePence, vatRatePercent);
  const before = promo ? `${formatPence(promo.listPence)}, ${promoLine(promo).label} ${promoLine(promo).amount}: ` : '';
  const breakdown = `${before}${formatPence(vat.netPence)} + VAT ${formatPence(vat.vatPence)} = ${formatPence(vat.totalPence)}`;
  if (booking.status === 'pending' || booking.status === 'expired') return `${breakdown}. Not paid.`;
  if (booking.paidPence == null) return `${breakdown}. ${noPaymentText}`;
  const refunded = booking.refundedAt ? ` Refunded in full to your card.` : '';
  return `${breakdown}. ${paymentNotes.paid} (${formatPence(booking.paidPence)}).${refunded}`;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="-mt-2 font-bold text-danger">
      {message}
    </p>
  );
}

/** Why the visitor is back on this page: a refusal of their booking, said first, in the layout. */
export function ProblemNotice({ kind }: { kind: BookingProblemKind }) {
  const problem = bookingProblems[kind];
  return (
    <div role="alert" className="space-y-1 rounded-lg border-2 border-danger bg-white p-4" data-testid="booking-problem">
      <h2 className="text-xl font-extrabold">{problem.heading}</h2>
      <p>{problem.message}</p>
    </div>
  );
}
