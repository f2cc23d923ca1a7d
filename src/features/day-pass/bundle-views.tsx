import { buttonClasses } from '@/components/ui/button-link';
import {
  bundlePaths,
  bundleProblemText,
  bundleTerms,
  type BundleProblem,
  type BundleSize,
} from '@/domain/day-pass/bundle';
import type { FieldErrors } from '@/domain/enquiry/enquiry-schema';
import type { PriceWithVat } from '@/domain/vat';
import { PlainPhoneInput } from '@/features/phone/plain-phone-input';
import { formatCalendarDay } from '@/lib/calendar-date';
import { dayHeading, priceSentence, type DayPassFormValues } from './day-pass-views';
import { Honeypot } from '@/components/ui/honeypot';

/*
 * The bundle page's parts (docs/decisions/0056), server-rendered HTML with no client script: the
 * purchase form posting to /api/day-passes/bundles (size, contact, terms and price said before the
 * button) and the form booking a day from a bundle, posting to /api/day-passes/bundles/use.
 */

const field = 'mt-1 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2 text-base text-ink';
const label = 'block text-sm font-bold';
const errorText = 'mt-1 text-sm font-bold text-danger';

export function BundleProblemNotice({ problem }: { problem: BundleProblem }) {
  const text = bundleProblemText[problem];
  return (
    <div id="bundle-problem" role="alert" className="space-y-1 rounded-lg border-2 border-danger bg-white p-4" data-problem={problem}>
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


export type BundleOffer = {
  readonly prices: Readonly<Record<BundleSize, PriceWithVat>>;
  readonly validMonths: number;
};

/** "Buy 5 or 10 days": only offered with Stripe and the CMS's switch on; otherwise the page says why. */
export function BundleBuyForm({
  offer,
  centre,
  chosenDays,
  values,
  errors,
  token,
}: {
  offer: BundleOffer | undefined;
  centre: string | undefined;
  chosenDays: BundleSize;
  values: DayPassFormValues;
  errors: FieldErrors;
  token: string;
}) {
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `bundle-${name}-error` } : {});
  return (
    <section aria-labelledby="bundle-buy-heading" id="bundle-buy" className="space-y-4 rounded-2xl border-2 border-amber bg-white p-4 tablet:p-6">
      <h2 id="bundle-buy-heading" className="text-2xl font-extrabold">
        Buy 5 or 10 days
      </h2>
      {!offer ? (
        <p className="font-bold" data-testid="bundle-off-sale">
          Bundles are sold online by card only, and are not on sale just now. Buy a single day pass, or call us.
        </p>
      ) : (
        <form method="post" action={bundlePaths.api} className="grid max-w-xl gap-4">
          {centre ? <input type="hidden" name="centre" value={centre} /> : null}
          <input type="hidden" name="token" value={token} />
          {errors.form ? (
            <p role="alert" className={errorText}>
              {errors.form}
            </p>
          ) : null}
          <fieldset className="space-y-2">
            <legend className={label}>How many days</legend>
            {([5, 10] as const).map((days) => (
              <label key={days} className="flex min-h-11 items-center gap-3">
                <input type="radio" name="days" value={String(days)} defaultChecked={chosenDays === days} className="size-5" />
                <span>
                  {days} days: {priceSentence(offer.prices[days])}
                </span>
              </label>
            ))}
          </fieldset>
          <FieldMessage id="bundle-days-error" message={errors.days} />
          <label className={label}>
            Your name
            <input name="name" autoComplete="name" required maxLength={100} defaultValue={values.name} className={field} {...invalid('name')} />
          </label>
          <FieldMessage id="bundle-name-error" message={errors.name} />
          <label className={label}>
            Email (we send your bundle here; you need it to book a day)
            <input name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email} className={field} {...invalid('email')} />
          </label>
          <FieldMessage id="bundle-email-error" message={errors.email} />
          <label className={label} htmlFor="bundle-phone">
            Phone
          </label>
          <div className="-mt-3">
            <PlainPhoneInput
              id="bundle-phone"
              name="phone"
              countryName="phoneCountry"
              country={values.phoneCountry ?? 'GB'}
              required
              defaultValue={values.phone}
              className={field}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={errors.phone ? 'bundle-phone-error bundle-phone-hint' : 'bundle-phone-hint'}
            />
            <FieldMessage id="bundle-phone-error" message={errors.phone} />
            <p id="bundle-phone-hint" className="mt-1 text-sm text-ink-muted">
              A UK number, or any number starting with + and the country code.
            </p>
          </div>
          <section aria-labelledby="bundle-terms-heading" className="space-y-2 rounded-lg border-2 border-line p-4" data-testid="bundle-terms">
            <h3 id="bundle-terms-heading" className="text-lg font-extrabold">
              Before you buy
            </h3>
            <p>
              <strong>Price:</strong> 5 days {priceSentence(offer.prices[5])}; 10 days {priceSentence(offer.prices[10])}.
            </p>
            <p>
              <strong>Valid:</strong> {offer.validMonths} months from the day you pay.
            </p>
            <p>
              <strong>Payment:</strong> {bundleTerms.payOnline}
            </p>
            <p>
              <strong>Using it:</strong> {bundleTerms.use}
            </p>
            <p>
              <strong>Cancelling a day:</strong> {bundleTerms.cancellation}
            </p>
            <p>
              <strong>Refunds:</strong> {bundleTerms.refund}
            </p>
          </section>
          <label className="flex min-h-11 items-start gap-3">
            <input type="checkbox" name="terms" value="yes" required className="mt-1 size-5" {...invalid('terms')} />
            <span>I accept these terms.</span>
          </label>
          <FieldMessage id="bundle-terms-error" message={errors.terms} />
          <Honeypot />
          <button type="submit" className={buttonClasses('primary')}>
            Buy and pay by card
          </button>
        </form>
      )}
    </section>
  );
}

/** "Use a bundle": the reference and the email it was bought with, then a date at this centre. */
export function BundleUseForm({
  centre,
  centres,
  dates,
  chosenDate,
  reference,
  values,
  errors,
  token,
}: {
  /** The centre chosen, with its dates; undefined asks for a centre first. */
  centre: { slug: string; town: string } | undefined;
  centres: readonly { slug: string; town: string }[];
  dates: readonly { date: string; desksLeft: number }[];
  chosenDate: string | undefined;
  reference: string | undefined;
  values: DayPassFormValues;
  errors: FieldErrors;
  token: string;
}) {
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `bundle-use-${name}-error` } : {});
  const firstFree = dates.find((entry) => entry.desksLeft > 0)?.date;
  const selected = dates.some((entry) => entry.date === chosenDate && entry.desksLeft > 0) ? chosenDate : firstFree;
  return (
    <section aria-labelledby="bundle-use-heading" id="bundle-use" className="space-y-4 rounded-2xl border-2 border-line bg-white p-4 tablet:p-6">
      <h2 id="bundle-use-heading" className="text-2xl font-extrabold">
        Use a bundle{centre ? ` at Northlight ${centre.town}` : ''}
      </h2>
      {!centre ? (
        <>
          <p>Choose the centre for your day:</p>
          <ul className="flex flex-wrap gap-2" data-testid="bundle-use-centres">
            {centres.map((entry) => (
              <li key={entry.slug}>
                <a
                  className={buttonClasses('secondary')}
                  href={`${bundlePaths.buy}?${new URLSearchParams({ centre: entry.slug, ...(reference ? { ref: reference } : {}) }).toString()}#bundle-use`}
                >
                  {entry.town}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : !firstFree ? (
        <p className="font-bold">No desks are on sale here for the next few weeks. Choose another centre.</p>
      ) : (
        <form method="post" action={bundlePaths.useApi} className="grid max-w-xl gap-4">
          <input type="hidden" name="centre" value={centre.slug} />
          <input type="hidden" name="token" value={token} />
          {errors.form ? (
            <p role="alert" className={errorText}>
              {errors.form}
            </p>
          ) : null}
          <label className={label}>
            Bundle reference
            <input
              name="bundle"
              required
              maxLength={60}
              autoComplete="off"
              placeholder="NL-XXXX-XXXX"
              defaultValue={reference}
              className={`${field} font-mono uppercase`}
              {...invalid('bundle')}
            />
          </label>
          <FieldMessage id="bundle-use-bundle-error" message={errors.bundle} />
          <label className={label}>
            Email you bought it with
            <input name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email} className={field} {...invalid('email')} />
          </label>
          <FieldMessage id="bundle-use-email-error" message={errors.email} />
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
          <FieldMessage id="bundle-use-date-error" message={errors.date} />
          <p className="text-sm">The day is taken from your bundle: nothing to pay. Your pass comes by email, as for any day pass.</p>
          <Honeypot />
          <button type="submit" className={buttonClasses('primary')}>
            Book this day from my bundle
          </button>
          <p>
            <a className="link" href={`${bundlePaths.buy}${reference ? `?ref=${encodeURIComponent(reference)}` : ''}#bundle-use`}>
              Another centre
            </a>
          </p>
        </form>
      )}
    </section>
  );
}

/** A bundle's state in the buyer's words. */
export function bundleStatusText(bundle: { status: string; lastDay: string | null }, daysLeft: number, today: string): string {
  if (bundle.status === 'pending') return 'Waiting for your card payment';
  if (bundle.status === 'expired') return 'Not bought: no payment arrived';
  if (bundle.status === 'refunded') return 'Refunded: it can no longer be used';
  if (bundle.lastDay && today > bundle.lastDay) return 'Expired';
  return daysLeft > 0 ? 'Ready to use' : 'Every day used';
}

export function BundleSummary({
  bundle,
  daysUsed,
  today,
}: {
  bundle: { reference: string; days: number; status: string; lastDay: string | null; validMonths: number };
  daysUsed: number;
  today: string;
}) {
  const left = bundle.days - daysUsed;
  return (
    <dl className="grid gap-x-6 gap-y-2 tablet:grid-cols-[auto_1fr]">
      <dt className="font-bold">Reference</dt>
      <dd>
        <strong className="font-mono text-2xl tracking-wider" data-testid="bundle-reference">
          {bundle.reference}
        </strong>
      </dd>
      <dt className="font-bold">Days</dt>
      <dd data-testid="bundle-days-left">
        {left} of {bundle.days} left
      </dd>
      <dt className="font-bold">Use by</dt>
      <dd data-testid="bundle-last-day">
        {bundle.lastDay ? formatCalendarDay(bundle.lastDay) : `${bundle.validMonths} months from the day you pay`}
      </dd>
      <dt className="font-bold">Status</dt>
      <dd data-testid="bundle-status">{bundleStatusText(bundle, left, today)}</dd>
    </dl>
  );
}

/** The two ways in from the day-pass pages: plain links, no script. */
export function BundleLinks({ centre }: { centre?: string | undefined }) {
  const at = centre ? `?centre=${encodeURIComponent(centre)}` : '';
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-2" data-testid="bundle-links">
      <span className="font-semibold">Coming often?</span>
      <a className="link" href={`${bundlePaths.buy}${at}#bundle-buy`}>
        Buy 5 or 10 days
      </a>
      <a className="link" href={`${bundlePaths.buy}${at}#bundle-use`}>
        Use a bundle
      </a>
    </p>
  );
}
