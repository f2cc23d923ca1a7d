import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import type { FieldErrors } from '@/domain/enquiry/enquiry-schema';
import type { Unit } from '@/domain/units';
import {
  slotValue,
  viewingPaths,
  viewingProblemText,
  type ViewingProblem,
} from '@/domain/viewing/viewing-schema';
import type { ViewingDay, ViewingSlot } from '@/domain/viewing/viewing-slots';
import { PlainPhoneInput } from '@/features/phone/plain-phone-input';
import { bookingWhen, weekdayOf } from '@/lib/booking-slots';
import { formatCalendarDay } from '@/lib/calendar-date';
import { Honeypot } from '@/components/ui/honeypot';

/*
 * The viewing pages' parts, all server-rendered HTML: free slots as the submit buttons of a GET
 * form, the viewing form posting to /api/viewings, and the summary of a booked viewing. No client
 * script: the same HTML works with JavaScript on or off.
 */

const field = 'mt-1 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2 text-base text-ink';
const label = 'block text-sm font-bold';
const errorText = 'mt-1 text-sm font-bold text-danger';

export function ViewingProblemNotice({ problem }: { problem: ViewingProblem }) {
  const text = viewingProblemText[problem];
  return (
    <div
      id="viewing-problem"
      role="alert"
      className="space-y-1 rounded-lg border-2 border-danger bg-white p-4"
      data-problem={problem}
    >
      <h2 className="text-xl font-extrabold">{text.heading}</h2>
      <p>{text.body}</p>
    </div>
  );
}

const dayHeading = (date: string) => `${weekdayOf(date)} ${formatCalendarDay(date)}`;

/**
 * The free slots of some days as the submit buttons of a GET form (`slot` = date and start), with
 * links to earlier and later days. The form goes to `action` with the `hidden` fields.
 */
export function SlotPicker({
  action,
  hidden,
  days,
  nextHref,
  soonestHref,
  heading = 'Choose a time (UK time)',
}: {
  action: string;
  hidden: Readonly<Record<string, string>>;
  days: readonly ViewingDay[];
  nextHref: string | undefined;
  soonestHref: string | undefined;
  heading?: string;
}) {
  return (
    <section
      aria-labelledby="slots-heading"
      className="space-y-4 rounded-2xl border-2 border-line bg-white p-4 tablet:p-6"
    >
      <h2 id="slots-heading" className="text-2xl font-extrabold">
        {heading}
      </h2>
      {days.length === 0 ? (
        <p className="font-bold">No viewing times in these dates. Try later dates, or call us.</p>
      ) : (
        <form method="get" action={action} className="space-y-5">
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {days.map((day) => (
            <fieldset key={day.date} data-day={day.date}>
              <legend className="mb-2 font-bold">{dayHeading(day.date)}</legend>
              {day.slots.length === 0 ? (
                <p className="text-ink-soft">Fully booked.</p>
              ) : (
                <ul className="flex flex-wrap gap-2" aria-label={`Free times on ${dayHeading(day.date)}`}>
                  {day.slots.map((slot) => (
                    <li key={slot.startTime}>
                      <button
                        type="submit"
                        name="slot"
                        value={slotValue(slot)}
                        aria-label={`${dayHeading(day.date)}, ${slot.label}`}
                        className="min-h-12 rounded-lg border-2 border-sky bg-sky-soft px-4 py-2 font-bold text-ink hover:bg-sky hover:text-white"
                      >
                        {slot.startTime}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
          ))}
        </form>
      )}
      <p className="flex flex-wrap gap-6">
        {soonestHref ? (
          <a
            className="link inline-flex min-h-11 items-center font-semibold"
            href={soonestHref}
          >
            Soonest dates
          </a>
        ) : null}
        {nextHref ? (
          <a
            className="link inline-flex min-h-11 items-center font-semibold"
            href={nextHref}
          >
            Later dates
          </a>
        ) : null}
      </p>
    </section>
  );
}

/** A link that does not open a viewing: forged or altered, or past its date. */
export function ViewingLinkProblem({ reason }: { reason: 'forged' | 'expired' }) {
  return (
    <>
      <PageHero
        headline={[
          {
            text: reason === 'expired' ? 'This link has expired.' : 'This link does not work.',
            tone: 'base',
          },
          { text: 'Book a new viewing.', tone: 'accent' },
        ]}
        intro={
          <p>
            {reason === 'expired'
              ? 'Viewing links work until 30 days after the viewing. To see a centre again, book a new viewing.'
              : 'The link is not complete or has been changed. Use the link exactly as we gave it to you, or call us and we will help.'}
          </p>
        }
      />
      <section className="container-page py-10" data-link-problem={reason}>
        <p>
          <a
            className="link inline-flex min-h-11 items-center font-semibold"
            href="/viewings"
          >
            Choose a centre and book a viewing
          </a>
        </p>
      </section>
    </>
  );
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={errorText}>
      {message}
    </p>
  ) : null;
}

export type ViewingFormValues = Partial<Record<'name' | 'email' | 'phone' | 'phoneCountry', string>> & {
  units?: readonly string[];
};

export function ViewingForm({
  centre,
  town,
  slot,
  units,
  values,
  errors,
  token,
  touch,
}: {
  centre: string;
  town: string;
  slot: ViewingSlot;
  units: readonly Unit[];
  values: ViewingFormValues;
  errors: FieldErrors;
  token: string;
  touch: string;
}) {
  const invalid = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `viewing-${name}-error` } : {};
  const chosen = new Set(values.units ?? []);
  return (
    <section
      aria-labelledby="viewing-form-heading"
      id="viewing-form"
      className="space-y-4 rounded-2xl border-2 border-amber bg-white p-4 tablet:p-6"
    >
      <h2 id="viewing-form-heading" className="text-2xl font-extrabold">
        Your viewing at Northlight {town}: {dayHeading(slot.date)}, {slot.label}
      </h2>
      {errors.form ? (
        <p role="alert" className={errorText}>
          {errors.form}
        </p>
      ) : null}
      <form method="post" action={viewingPaths.api} className="grid max-w-xl gap-4">
        <input type="hidden" name="centre" value={centre} />
        <input type="hidden" name="slot" value={slotValue(slot)} />
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="touch" value={touch} />
        <label className={label}>
          Your name
          <input
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={values.name}
            className={field}
            {...invalid('name')}
          />
        </label>
        <FieldMessage id="viewing-name-error" message={errors.name} />
        <label className={label}>
          Email
          <input
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email}
            className={field}
            {...invalid('email')}
          />
        </label>
        <FieldMessage id="viewing-email-error" message={errors.email} />
        <label className={label} htmlFor="viewing-phone">
          Phone
        </label>
        <div className="-mt-3">
          <PlainPhoneInput
            id="viewing-phone"
            name="phone"
            countryName="phoneCountry"
            country={values.phoneCountry ?? 'GB'}
            required
            defaultValue={values.phone}
            className={field}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? 'viewing-phone-error viewing-phone-hint' : 'viewing-phone-hint'}
          />
          <FieldMessage id="viewing-phone-error" message={errors.phone} />
          <p id="viewing-phone-hint" className="mt-1 text-sm text-ink-muted">
            A UK number, or any number starting with + and the country code.
          </p>
        </div>
        {units.length > 0 ? (
          <fieldset className="space-y-2" aria-describedby={errors.units ? 'viewing-units-error' : undefined}>
            <legend className={label}>Units to see on this visit (optional)</legend>
            <FieldMessage id="viewing-units-error" message={errors.units} />
            {units.map((unit) => (
              <label key={unit.reference} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name="units"
                  value={unit.reference}
                  defaultChecked={chosen.has(unit.reference)}
                  className="size-5"
                />
                <span>
                  {unit.name} <span className="text-sm text-ink-muted">({unit.reference})</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <Honeypot />
        <button type="submit" className={buttonClasses('primary')}>
          Book this viewing
        </button>
      </form>
      <p>
        <a
          className="link"
          href={`${viewingPaths.centre(centre)}?${new URLSearchParams({ from: slot.date, ...(chosen.size ? { unit: [...chosen][0]! } : {}) }).toString()}`}
        >
          Choose another time
        </a>
      </p>
    </section>
  );
}

export function ViewingSummary({
  viewing,
  town,
  unitNames,
}: {
  viewing: {
    reference: string;
    startsAt: Date;
    endsAt: Date;
    unitReferences: readonly string[];
    status: string;
  };
  town: string;
  unitNames: ReadonlyMap<string, string>;
}) {
  return (
    <dl className="grid gap-x-6 gap-y-2 tablet:grid-cols-[auto_1fr]">
      <dt className="font-bold">Reference</dt>
      <dd>
        <strong className="font-mono text-2xl tracking-wider" data-testid="viewing-reference">
          {viewing.reference}
        </strong>
      </dd>
      <dt className="font-bold">Where</dt>
      <dd>Northlight {town}</dd>
      <dt className="font-bold">When</dt>
      <dd data-testid="viewing-when">{bookingWhen(viewing)} (UK time)</dd>
      <dt className="font-bold">To see</dt>
      <dd data-testid="viewing-units">
        {viewing.unitReferences.length === 0
          ? 'A look round the centre; tell us on the day what you need.'
          : viewing.unitReferences
              .map((reference) => `${unitNames.get(reference) ?? reference} (${reference})`)
              .join(', ')}
      </dd>
      <dt className="font-bold">Status</dt>
      <dd data-testid="viewing-status">{viewing.status === 'confirmed' ? 'Confirmed' : 'Cancelled'}</dd>
    </dl>
  );
}
