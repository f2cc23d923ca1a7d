import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-link';
import { PlainPhoneInput } from '@/features/phone/plain-phone-input';
import { withVat, type PriceWithVat } from '@/domain/vat';
import {
  orderFieldLabels,
  orderFieldOrder,
  orderPaths,
  orderStatusLabels,
  type OrderFacts,
} from '@/domain/virtual-office/order-schema';
import { cheapestMonthlyPence, monthlyPenceAt, type VirtualOfficePlan } from '@/domain/virtual-office/plans';
import { idCheckSteps } from '@/domain/virtual-office/id-check';
import {
  termLines,
  termsField,
  termsTickLabel,
  virtualOfficeTerms,
  type VirtualOfficeTerms,
} from '@/domain/virtual-office/terms';
import { formatPence } from '@/lib/booking-slots';
import { PriceWithPromo } from '@/features/promo-codes/promo-code-field';
import { formatCalendarDay } from '@/lib/calendar-date';
import { Honeypot } from '@/components/ui/honeypot';

/*
 * The virtual-office order pages' parts (docs/decisions/0023): server-rendered, plain GET forms
 * and form posts, no client script, the same HTML with JavaScript on or off.
 */

const field = 'mt-1 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2 text-base text-ink';
const label = 'block text-sm font-bold';
const card = 'space-y-4 rounded-2xl border-2 border-line bg-white p-4 tablet:p-6';

/** "£59 + VAT (£70.80 a month with VAT)". */
export function PriceWithVatText({ price }: { price: PriceWithVat }) {
  return (
    <>
      <strong>{formatPence(price.netPence)}</strong> a month + VAT ({formatPence(price.totalPence)} a month
      with VAT at {price.vatRatePercent} %)
    </>
  );
}

/** Term, notice and renewal, as the review page states them before "Place order" (and the order pages after). */
export function OrderTerms({ terms = virtualOfficeTerms }: { terms?: VirtualOfficeTerms }) {
  const lines = termLines(terms);
  const rows: [string, string][] = [
    ['Term', lines.term],
    ['Notice', lines.notice],
    ['Renewal', lines.renewal],
    ['Before it starts', lines.beforeStart],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 tablet:grid-cols-[auto_1fr]" data-testid="order-terms">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-bold">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The terms tick: required in the browser, and checked again by the server (order-handler.ts). */
export function TermsTick({
  error,
  terms = virtualOfficeTerms,
}: {
  error?: string | undefined;
  terms?: VirtualOfficeTerms;
}) {
  const id = `order-${termsField.name}`;
  return (
    <div>
      <label className="flex min-h-12 cursor-pointer items-start gap-3 font-bold" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={termsField.name}
          value={termsField.value}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0"
        />
        <span>{termsTickLabel(terms)}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-bold text-danger" data-testid="terms-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function IdCheckNote({ needsIdCheck }: { needsIdCheck: boolean }) {
  if (!needsIdCheck)
    return <p>This plan needs no identity check: it starts on your start date once we have your order.</p>;
  return (
    <div className="space-y-2 rounded-xl border-2 border-amber bg-paper-deep p-4" data-testid="id-check-note">
      <h3 className="text-lg font-extrabold">Identity check before your service starts</h3>
      {idCheckSteps.map((step) => (
        <p key={step}>{step}</p>
      ))}
    </div>
  );
}

export function PlanChoice({
  plans,
  vatRatePercent,
  centre,
}: {
  plans: readonly VirtualOfficePlan[];
  vatRatePercent: number;
  centre?: string;
}) {
  return (
    <ul className="grid gap-4 tablet:grid-cols-2" aria-label="Virtual-office plans">
      {plans.map((plan) => {
        const from = cheapestMonthlyPence([plan], centre) ?? cheapestMonthlyPence([plan]) ?? 0;
        return (
          <li key={plan.kind} className={card} data-plan={plan.kind}>
            <h2 className="text-xl font-extrabold">{plan.name}</h2>
            <p>{plan.description}</p>
            <ul className="list-disc space-y-1 pl-5">
              {plan.included.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>
              From <PriceWithVatText price={withVat(from, vatRatePercent)} />
            </p>
            {plan.needsIdCheck ? (
              <p className="text-sm text-ink-soft">Needs an identity check before it starts.</p>
            ) : null}
            <form method="get" action={orderPaths.start}>
              {centre ? <input type="hidden" name="centre" value={centre} /> : null}
              <button type="submit" name="plan" value={plan.kind} className={buttonClasses('primary')}>
                Choose {plan.name.toLowerCase()}
              </button>
            </form>
          </li>
        );
      })}
    </ul>
  );
}

export function CentreChoice({
  plan,
  centres,
  vatRatePercent,
  chosen,
}: {
  plan: VirtualOfficePlan;
  centres: readonly { slug: string; town: string }[];
  vatRatePercent: number;
  chosen?: string;
}) {
  const priced = centres.flatMap((centre) => {
    const pence = monthlyPenceAt(plan, centre.slug);
    return pence === undefined ? [] : [{ ...centre, price: withVat(pence, vatRatePercent) }];
  });
  return (
    <form method="get" action={orderPaths.details} className={card}>
      <input type="hidden" name="plan" value={plan.kind} />
      <fieldset>
        <legend className="mb-3 text-xl font-extrabold">Choose the centre whose address you want</legend>
        <ul className="grid gap-2 tablet:grid-cols-2">
          {priced.map((centre, index) => (
            <li key={centre.slug}>
              <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border-2 border-line p-3 has-[:checked]:border-sky">
                <input
                  type="radio"
                  name="centre"
                  value={centre.slug}
                  required
                  defaultChecked={chosen ? chosen === centre.slug : index === 0 && priced.length === 1}
                  className="mt-1 size-5"
                />
                <span>
                  <span className="block font-bold">Northlight {centre.town}</span>
                  <span className="block text-sm" data-testid={`price-${centre.slug}`}>
                    <PriceWithVatText price={centre.price} />
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className={buttonClasses('primary')}>
        Continue to your details
      </button>
    </form>
  );
}

export function OrderChoiceSummary({
  plan,
  town,
  price,
  changeHref,
}: {
  plan: VirtualOfficePlan;
  town: string;
  price: PriceWithVat;
  changeHref: string;
}) {
  return (
    <div className={card}>
      <h2 className="text-xl font-extrabold">
        {plan.name} at Northlight {town}
      </h2>
      <p data-testid="order-price">
        <PriceWithVatText price={price} />
      </p>
      <p>
        <a className="link" href={changeHref}>
          Change the plan or centre
        </a>
      </p>
    </div>
  );
}

export type DetailsFormProps = {
  readonly plan: string;
  readonly centre: string;
  readonly values: Partial<Record<string, string>>;
  readonly errors: Partial<Record<string, string>>;
  readonly token: string;
  readonly today: string;
  readonly maxStart: string;
};

function FieldError({ name, errors }: { name: string; errors: Partial<Record<string, string>> }) {
  const message = errors[name];
  return message ? (
    <p id={`order-${name}-error`} className="mt-1 font-bold text-danger">
      {message}
    </p>
  ) : null;
}

export function ErrorSummary({ errors }: { errors: Partial<Record<string, string>> }) {
  const listed = [
    ...orderFieldOrder.filter((name) => errors[name]),
    ...(errors.form ? ['form' as const] : []),
  ];
  if (listed.length === 0) return null;
  return (
    <div
      id="order-errors"
      role="alert"
      tabIndex={-1}
      className="rounded-xl border-2 border-danger bg-white p-4"
    >
      <h2 className="text-lg font-extrabold">Please check your order</h2>
      <ul className="list-disc pl-5">
        {listed.map((name) => (
          <li key={name}>
            {name === 'form' ? (
              errors.form
            ) : (
              <a className="link" href={`#order-${name}`}>{`${orderFieldLabels[name]}: ${errors[name]}`}</a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TextField(props: {
  name: string;
  label: ReactNode;
  hint?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  /** Not for a date input, where the attribute is not allowed. */
  maxLength?: number;
  values: DetailsFormProps['values'];
  errors: DetailsFormProps['errors'];
  min?: string;
  max?: string;
}) {
  const describedBy = [
    props.hint ? `order-${props.name}-hint` : '',
    props.errors[props.name] ? `order-${props.name}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label className={label} htmlFor={`order-${props.name}`}>
        {props.label}
      </label>
      {props.hint ? (
        <p id={`order-${props.name}-hint`} className="text-sm text-ink-soft">
          {props.hint}
        </p>
      ) : null}
      <input
        id={`order-${props.name}`}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        required={props.required}
        maxLength={props.maxLength}
        min={props.min}
        max={props.max}
        defaultValue={props.values[props.name] ?? ''}
        aria-invalid={props.errors[props.name] ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={field}
      />
      <FieldError name={props.name} errors={props.errors} />
    </div>
  );
}

export function DetailsForm(props: DetailsFormProps) {
  const { values, errors } = props;
  return (
    <form
      method="post"
      action={orderPaths.detailsApi}
      className={`${card} grid max-w-2xl gap-5`}
      noValidate={false}
    >
      <input type="hidden" name="plan" value={props.plan} />
      <input type="hidden" name="centre" value={props.centre} />
      <input type="hidden" name="token" value={props.token} />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-extrabold">Your business</legend>
        <TextField
          name="businessName"
          label="Business name"
          autoComplete="organization"
          required
          maxLength={160}
          values={values}
          errors={errors}
        />
        <TextField
          name="companyNumber"
          label="Company number (optional)"
          hint="From Companies House: 8 characters, such as 01234567 or SC123456. Leave it empty for a sole trader or partnership."
          maxLength={12}
          values={values}
          errors={errors}
        />
        <TextField
          name="startDate"
          label="Start date"
          hint="The first day you want the service. It starts once the identity check is done, if your plan needs one."
          type="date"
          required
          min={props.today}
          max={props.maxStart}
          values={values}
          errors={errors}
        />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-extrabold">Who we contact</legend>
        <TextField
          name="name"
          label="Your name"
          autoComplete="name"
          required
          maxLength={100}
          values={values}
          errors={errors}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          values={values}
          errors={errors}
        />
        <div>
          <label className={label} htmlFor="order-phone">
            Phone
          </label>
          <p id="order-phone-hint" className="text-sm text-ink-soft">
            A UK number, or any number starting with + and the country code.
          </p>
          <PlainPhoneInput
            id="order-phone"
            name="phone"
            countryName="phoneCountry"
            country="GB"
            required
            defaultValue={values.phone ?? ''}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? 'order-phone-hint order-phone-error' : 'order-phone-hint'}
            className={field}
          />
          <FieldError name="phone" errors={errors} />
        </div>
      </fieldset>
      <Honeypot />
      <button type="submit" className={buttonClasses('primary')}>
        Review your order
      </button>
    </form>
  );
}

export function OrderSummary({ order }: { order: OrderFacts }) {
  const rows: [string, ReactNode][] = [
    ...(order.reference
      ? ([
          [
            'Reference',
            <strong key="r" className="font-mono text-2xl tracking-wider" data-testid="order-reference">
              {order.reference}
            </strong>,
          ],
        ] as [string, ReactNode][])
      : []),
    ...(order.status
      ? ([
          [
            'Status',
            <span key="s" data-testid="order-status">
              {orderStatusLabels[order.status]}
            </span>,
          ],
        ] as [string, ReactNode][])
      : []),
    ['Plan', order.planName],
    ['Centre', `Northlight ${order.town}`],
    ['Price', <PriceWithVatText key="p" price={order.price} />],
    ...(order.promo
      ? ([
          [
            'First month',
            <span key="f" data-testid="order-first-month">
              <PriceWithPromo
                listPence={order.price.netPence}
                promo={order.promo}
                vatRatePercent={order.price.vatRatePercent}
              />
              {order.promo.released ? ' (code’s use given back)' : ''}. Later months at the full price.
            </span>,
          ],
        ] as [string, ReactNode][])
      : []),
    ['Payment', `${order.payment.summary}. ${order.payment.detail}`],
    ['Start date', formatCalendarDay(order.startDate)],
    ['Business', order.businessName],
    ['Company number', order.companyNumber || 'Not given'],
    ['Name', order.name],
    ['Email', order.email],
    ['Phone', order.phone],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 tablet:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-bold">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
