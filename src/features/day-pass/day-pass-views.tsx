import { buttonClasses } from '@/components/ui/button-link';
import {
  dayPassPaths,
  dayPassProblemText,
  dayPassTerms,
  type DayPassProblem,
} from '@/domain/day-pass/day-pass';
import type { FieldErrors } from '@/domain/enquiry/enquiry-schema';
import type { PriceWithVat } from '@/domain/vat';
import { PlainPhoneInput } from '@/features/phone/plain-phone-input';
import { formatPence, weekdayOf } from '@/lib/booking-slots';
import { formatCalendarDay } from '@/lib/calendar-date';
import { promoLine, type PromoOnPage } from '@/domain/promo-codes/promo-codes';
import { DefaultSubmit, PriceWithPromo, PromoCodeField } from '@/features/promo-codes/promo-code-field';
import { Honeypot } from '@/components/ui/honeypot';

/*
 * The day-pass pages' parts, all server-rendered HTML: the purchase form posting to
 * /api/day-passes (date, contact, the terms and the price said before the button), and the
 * summary of a pass. No client script: the same HTML works with JavaScript on or off.
 */

const field = 'mt-1 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2 text-base text-ink';
const label = 'block text-sm font-bold';
const errorText = 'mt-1 text-sm font-bold text-danger';

export const dayHeading = (date: string) => `${weekdayOf(date)} ${formatCalendarDay(date)}`;

/** "£25 + VAT at 20% (£5) = £30"; with a code, "£25, Promo SPRING −£5: £20 + VAT at 20% (£4) = £24". */
export const priceSentence = (price: PriceWithVat, promo?: { readonly code: string; readonly listPence: number; readonly discountPence: number }) =>
  `${promo ? `${formatPence(promo.listPence)}, ${promoLine(promo).label} ${promoLine(promo).amount}: ` : ''}${formatPence(price.netPence)} + VAT at ${price.vatRatePercent}% (${formatPence(price.vatPence)}) = ${formatPence(price.totalPence)}`;

export function DayPassProblemNotice({ problem }: { problem: DayPassProblem }) {
  const text = dayPassProblemText[problem];
  return (
    <div id="day-pass-problem" role="alert" className="space-y-1 rounded-lg border-2 border-danger bg-white p-4" data-problem={problem}>
      <h2 className="text-xl font-extrabold">{text.heading}</h2>
      <p>{text.body}</p>
    </div>
  );
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={errorText}>
      {message}
    </p>
  ) : null;
}

export type DayPassFormValues = Partial<Record<'name' | 'email' | 'phone' | 'phoneCountry', string>>;

export function DayPassForm({
  centre,
  town,
  dates,
  chosenDate,
  price,
  trialOffered,
  trialChosen,
  values,
  errors,
  token,
  payOnline,
  promo = { kind: 'none' },
}: {
  /** A promo code applied on this page, or refused (docs/decisions/0054). */
  promo?: PromoOnPage;
  centre: string;
  town: string;
  dates: readonly { date: string; desksLeft: number }[];
  chosenDate: string | undefined;
  price: PriceWithVat;
  trialOffered: boolean;
  trialChosen: boolean;
  values: DayPassFormValues;
  errors: FieldErrors;
  token: string;
  /** Stripe is configured: a paid day is paid by card before it is confirmed. */
  payOnline: boolean;
}) {
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `day-pass-${name}-error` } : {});
  const firstFree = dates.find((entry) => entry.desksLeft > 0)?.date;
  const selected = dates.some((entry) => entry.date === chosenDate && entry.desksLeft > 0) ? chosenDate : firstFree;
  return (
    <section aria-labelledby="day-pass-form-heading" id="day-pass-form" className="space-y-4 rounded-2xl border-2 border-amber bg-white p-4 tablet:p-6">
      <h2 id="day-pass-form-heading" className="text-2xl font-extrabold">
        Your day pass at Northlight {town}
      </h2>
      {errors.form ? (
        <p role="alert" className={errorText}>
          {errors.form}
        </p>
      ) : null}
      {dates.length === 0 || !firstFree ? (
        <p className="font-bold" data-testid="day-pass-sold-out">
          No day passes are on sale here for the next few weeks. Call the centre, or choose another centre.
        </p>
      ) : (
        <form method="post" action={dayPassPaths.api} className="grid max-w-xl gap-4">
          <DefaultSubmit />
          <input type="hidden" name="centre" value={centre} />
          <input type="hidden" name="token" value={token} />
          <label className={label}>
            Date
            <select name="date" required defaultValue={selected} className={field} {...invalid('date')}>
              {dates.map((entry) => (
                <option key={entry.date} value={entry.date} disabled={entry.desksLeft === 0}>
                  {dayHeading(entry.date)}
                  {entry.desksLeft === 0 ? ' (full)' : entry.desksLeft <= 3 ? ` (${entry.desksLeft} left)` : ''}
                </option>
              ))}
            </select>
          </label>
          <FieldMessage id="day-pass-date-error" message={errors.date} />
          {trialOffered ? (
            <fieldset className="space-y-2">
              <legend className={label}>Which pass</legend>
              <label className="flex min-h-11 items-center gap-3">
                <input type="radio" name="kind" value="day" defaultChecked={!trialChosen} className="size-5" />
                <span>Day pass: {priceSentence(price)}</span>
              </label>
              <label className="flex min-h-11 items-center gap-3">
                <input type="radio" name="kind" value="trial" defaultChecked={trialChosen} className="size-5" />
                <span>Free trial day: my first visit to Northlight (one per person)</span>
              </label>
            </fieldset>
          ) : (
            <input type="hidden" name="kind" value="day" />
          )}
          <label className={label}>
            Your name
            <input name="name" autoComplete="name" required maxLength={100} defaultValue={values.name} className={field} {...invalid('name')} />
          </label>
          <FieldMessage id="day-pass-name-error" message={errors.name} />
          <label className={label}>
            Email (we send your pass here)
            <input name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email} className={field} {...invalid('email')} />
          </label>
          <FieldMessage id="day-pass-email-error" message={errors.email} />
          <label className={label} htmlFor="day-pass-phone">
            Phone
          </label>
          <div className="-mt-3">
            <PlainPhoneInput
              id="day-pass-phone"
              name="phone"
              countryName="phoneCountry"
              country={values.phoneCountry ?? 'GB'}
              required
              defaultValue={values.phone}
              className={field}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={errors.phone ? 'day-pass-phone-error day-pass-phone-hint' : 'day-pass-phone-hint'}
            />
            <FieldMessage id="day-pass-phone-error" message={errors.phone} />
            <p id="day-pass-phone-hint" className="mt-1 text-sm text-ink-muted">
              A UK number, or any number starting with + and the country code.
            </p>
          </div>
          <section aria-labelledby="day-pass-terms-heading" className="space-y-2 rounded-lg border-2 border-line p-4" data-testid="day-pass-terms">
            <h3 id="day-pass-terms-heading" className="text-lg font-extrabold">
              Before you book
            </h3>
            <p>
              <strong>Price:</strong>{' '}
              {promo.kind === 'applied' ? <PriceWithPromo listPence={price.netPence} promo={promo.price} vatRatePercent={price.vatRatePercent} /> : priceSentence(price)} for
              the day.{trialOffered ? ' A free trial day costs nothing.' : ''}
            </p>
            <p>
              <strong>Payment:</strong>{' '}
              {payOnline
                ? `${dayPassTerms.payOnline}${trialOffered ? ' A free trial day needs no card.' : ''}`
                : dayPassTerms.payOnArrival}
            </p>
            <p>
              <strong>What is included:</strong> {dayPassTerms.included}
            </p>
            <p>
              <strong>Cancelling:</strong> {dayPassTerms.cancellation}
            </p>
          </section>
          {price.netPence > 0 ? <PromoCodeField id="day-pass" promo={promo} /> : null}
          <label className="flex min-h-11 items-start gap-3">
            <input type="checkbox" name="terms" value="yes" required className="mt-1 size-5" {...invalid('terms')} />
            <span>I accept these terms.</span>
          </label>
          <FieldMessage id="day-pass-terms-error" message={errors.terms} />
          <Honeypot />
          <button type="submit" className={buttonClasses('primary')}>
            {payOnline && price.netPence - (promo.kind === 'applied' ? promo.price.discountPence : 0) > 0 ? 'Book and pay by card' : 'Book my day pass'}
          </button>
        </form>
      )}
    </section>
  );
}

/** A pass's state in the visitor's words (its page and the manage page). */
export function dayPassStatusText(pass: { status: string; checkedInAt: Date | null }): string {
  if (pass.status === 'pending') return 'Waiting for payment';
  if (pass.status === 'expired') return 'Not booked: the payment did not arrive in time';
  if (pass.status !== 'confirmed') return 'Cancelled';
  return pass.checkedInAt ? 'Used (checked in)' : 'Confirmed';
}

export function DayPassSummary({
  pass,
  town,
}: {
  pass: { reference: string; day: string; status: string; trial: boolean; pricePence: number; checkedInAt: Date | null };
  town: string;
}) {
  return (
    <dl className="grid gap-x-6 gap-y-2 tablet:grid-cols-[auto_1fr]">
      <dt className="font-bold">Reference</dt>
      <dd>
        <strong className="font-mono text-2xl tracking-wider" data-testid="day-pass-reference">
          {pass.reference}
        </strong>
      </dd>
      <dt className="font-bold">Where</dt>
      <dd>Northlight {town}</dd>
      <dt className="font-bold">Day</dt>
      <dd data-testid="day-pass-day">{dayHeading(pass.day)}</dd>
      <dt className="font-bold">Pass</dt>
      <dd>{pass.trial ? 'Free trial day' : 'Day pass'}</dd>
      <dt className="font-bold">Status</dt>
      <dd data-testid="day-pass-status">{dayPassStatusText(pass)}</dd>
    </dl>
  );
}
