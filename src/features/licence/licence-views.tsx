import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-link';
import { collectionDayOf, dueTodayWords, licenceFirstMonth, type LicenceCost } from '@/domain/licence/costs';
import { promoLine } from '@/domain/promo-codes/promo-codes';
import { detailsFieldOrder, licencePaths, tenantKindLabels, tenantKinds } from '@/domain/licence/flow-schema';
import { formatPence, unitDescription } from '@/domain/licence/offer';
import { licenceBlocks } from '@/domain/licence/template';
import type { BankDetails } from '@/domain/licence/settings';
import type { Unit } from '@/domain/units';
import { PlainPhoneInput } from '@/features/phone/plain-phone-input';
import { formatCalendarDay } from '@/lib/calendar-date';
import { Honeypot } from '@/components/ui/honeypot';

/*
 * "Take this unit online" (issue 38): the steps' parts, server-rendered, plain form posts, the same
 * HTML with JavaScript on or off (docs/decisions/0040).
 */

const field = 'mt-1 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2 text-base text-ink';
const labelClass = 'block text-sm font-bold';
export const card = 'space-y-4 rounded-2xl border-2 border-line bg-white p-4 tablet:p-6';

export const licenceSteps = ['Start date', 'Your business', 'Check and sign'] as const;

export function StepList({ current }: { current: number }) {
  return (
    <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Steps">
      {licenceSteps.map((step, index) => (
        <li key={step} aria-current={index === current ? 'step' : undefined} className={index === current ? 'font-extrabold' : 'text-ink-soft'}>
          {index + 1}. {step}
          {index < current ? <span className="sr-only"> (done)</span> : null}
        </li>
      ))}
    </ol>
  );
}

export function UnitSummary({ unit, centreName, desksFree }: { unit: Unit; centreName: string; desksFree?: number | undefined }) {
  const description = unitDescription(unit);
  return (
    <p className="text-lg">
      <strong>{description.charAt(0).toUpperCase() + description.slice(1)}</strong> at {centreName}
      {desksFree !== undefined ? ` (${desksFree} desk${desksFree === 1 ? '' : 's'} free now)` : ''}
    </p>
  );
}

const fieldLabels: Record<string, string> = {
  startDate: 'Start date',
  tenantKind: 'Who is taking the unit',
  tenantName: 'Business name',
  companyNumber: 'Company number',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  town: 'Town',
  postcode: 'Postcode',
  name: 'Your full name',
  role: 'Your role',
  email: 'Email',
  phone: 'Phone',
  typedName: 'Your full name',
  agreed: 'I agree',
};

export function ErrorSummary({ errors }: { errors: Partial<Record<string, string>> }) {
  const order = ['startDate', ...detailsFieldOrder, 'typedName', 'agreed'];
  const listed = [...order.filter((name) => errors[name]), ...(errors.form ? ['form'] : [])];
  if (listed.length === 0) return null;
  return (
    <div id="licence-errors" role="alert" tabIndex={-1} className="max-w-2xl rounded-xl border-2 border-danger bg-white p-4">
      <h2 className="text-lg font-extrabold">Please check this step</h2>
      <ul className="list-disc pl-5">
        {listed.map((name) => (
          <li key={name}>
            {name === 'form' ? errors.form : <a className="link" href={`#licence-${name}`}>{`${fieldLabels[name] ?? name}: ${errors[name]}`}</a>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function FieldError({ name, errors }: { name: string; errors: Partial<Record<string, string>> }) {
  const message = errors[name];
  return message ? (
    <p id={`licence-${name}-error`} className="mt-1 font-bold text-danger">
      {message}
    </p>
  ) : null;
}

type FieldProps = {
  name: string;
  label: ReactNode;
  hint?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  min?: string;
  max?: string;
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
};

export function TextField(props: FieldProps) {
  const describedBy = [props.hint ? `licence-${props.name}-hint` : '', props.errors[props.name] ? `licence-${props.name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label className={labelClass} htmlFor={`licence-${props.name}`}>
        {props.label}
      </label>
      {props.hint ? (
        <p id={`licence-${props.name}-hint`} className="text-sm text-ink-soft">
          {props.hint}
        </p>
      ) : null}
      <input
        id={`licence-${props.name}`}
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


export function DetailsFields({ values, errors }: { values: Partial<Record<string, string>>; errors: Partial<Record<string, string>> }) {
  return (
    <>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-extrabold">The tenant</legend>
        <fieldset aria-describedby={errors.tenantKind ? 'licence-tenantKind-error' : undefined}>
          <legend id="licence-tenantKind" className={labelClass}>
            Who is taking the unit
          </legend>
          <div className="mt-2 grid gap-2">
            {tenantKinds.map((kind, index) => (
              <label key={kind} className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-line p-3 has-[:checked]:border-sky">
                <input
                  type="radio"
                  name="tenantKind"
                  value={kind}
                  required
                  defaultChecked={values.tenantKind ? values.tenantKind === kind : index === 0}
                  className="size-5"
                />
                {tenantKindLabels[kind]}
              </label>
            ))}
          </div>
          <FieldError name="tenantKind" errors={errors} />
        </fieldset>
        <TextField name="tenantName" label="Business name" hint="As registered, e.g. Acme Joinery Ltd; for a sole trader, your name and trading name." autoComplete="organization" required maxLength={160} values={values} errors={errors} />
        <TextField
          name="companyNumber"
          label="Company number (optional)"
          hint="From Companies House: 8 characters, such as 01234567, SC123456 or OC123456 for an LLP."
          maxLength={12}
          values={values}
          errors={errors}
        />
        <TextField name="addressLine1" label="Registered address, line 1" autoComplete="address-line1" required maxLength={120} values={values} errors={errors} />
        <TextField name="addressLine2" label="Address line 2 (optional)" autoComplete="address-line2" maxLength={120} values={values} errors={errors} />
        <div className="grid gap-4 tablet:grid-cols-2">
          <TextField name="town" label="Town" autoComplete="address-level2" required maxLength={80} values={values} errors={errors} />
          <TextField name="postcode" label="Postcode" autoComplete="postal-code" required maxLength={10} values={values} errors={errors} />
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-extrabold">Who signs</legend>
        <TextField name="name" label="Your full name" hint="You type it again to sign." autoComplete="name" required maxLength={100} values={values} errors={errors} />
        <TextField name="role" label="Your role" hint="For example Director, Partner or Owner." autoComplete="organization-title" required maxLength={80} values={values} errors={errors} />
        <TextField name="email" label="Email" hint="The signed licence and what happens next go here." type="email" autoComplete="email" required maxLength={254} values={values} errors={errors} />
        <div>
          <label className={labelClass} htmlFor="licence-phone">
            Phone
          </label>
          <p id="licence-phone-hint" className="text-sm text-ink-soft">
            A UK number, or any number starting with + and the country code.
          </p>
          <PlainPhoneInput
            id="licence-phone"
            name="phone"
            countryName="phoneCountry"
            country="GB"
            required
            defaultValue={values.phone ?? ''}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? 'licence-phone-hint licence-phone-error' : 'licence-phone-hint'}
            className={field}
          />
          <FieldError name="phone" errors={errors} />
        </div>
      </fieldset>
      <Honeypot />
    </>
  );
}

/**
 * A membership's promo code on the first month (decision 0054): the cost passed is already the one
 * signing stores (the code off the amount due now); the row says what came off and what is left.
 */
type FirstMonthPromo = { readonly code: string; readonly discountPence: number; readonly released?: boolean };

export function firstMonthPromoRow(cost: LicenceCost, promo: FirstMonthPromo): [string, string] {
  const first = licenceFirstMonth(cost, promo);
  const label = promoLine(promo).label;
  return [
    `First month: ${label} −${formatPence(promo.discountPence)} off ${formatPence(cost.monthly.netPence)} before VAT, then VAT ${formatPence(first.vatPence)}${promo.released ? ' (code’s use given back)' : ''}`,
    formatPence(first.totalPence),
  ];
}

export function CostTable({
  cost,
  startDate,
  rates,
  promo,
}: {
  cost: LicenceCost;
  startDate?: string;
  rates?: ReactNode;
  promo?: FirstMonthPromo | undefined;
}) {
  const rows: [string, string][] = [
    ['Rent a month', formatPence(cost.rentPence)],
    ...(cost.serviceChargePence > 0 ? ([['Service charge a month', formatPence(cost.serviceChargePence)]] as [string, string][]) : []),
    [`VAT at ${cost.monthly.vatRatePercent} %`, formatPence(cost.monthly.vatPence)],
    ['Each month, with VAT', formatPence(cost.monthly.totalPence)],
    ...(promo ? [firstMonthPromoRow(cost, promo)] : []),
    [`Deposit${cost.depositMonths > 0 ? ` (${cost.depositMonths} month${cost.depositMonths === 1 ? '' : 's'}’ rent, no VAT)` : ''}`, cost.depositPence > 0 ? formatPence(cost.depositPence) : 'None'],
  ];
  return (
    <div className="space-y-3">
      <table className="w-full max-w-xl text-left" data-testid="licence-costs">
        <caption className="sr-only">What it costs</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b border-line" data-testid={label.startsWith('First month:') ? 'licence-first-month' : undefined}>
              <th scope="row" className="py-2 pr-4 font-normal">
                {label}
              </th>
              <td className="py-2 text-right font-bold tabular-nums">{value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 pr-4 font-extrabold">
              To pay now: {dueTodayWords(cost.depositPence).replace(/^the /, '')}
            </th>
            <td className="py-2 text-right text-xl font-extrabold tabular-nums" data-testid="licence-due-today">
              {formatPence(cost.dueTodayPence)}
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        {promo ? 'Later months are the full price: ' : 'Then '}
        <strong>{formatPence(cost.monthly.totalPence)}</strong> a month
        {startDate ? `, on the ${collectionDay(startDate)} of each month` : ''}
        {cost.termMonths > 1 ? `, for the ${cost.termMonths}-month term and after it` : ','} until you give notice. There is
        no part month: rent is paid monthly in advance from your start date.
      </p>
      {rates}
    </div>
  );
}

const collectionDay = (startDate: string) => {
  const day = collectionDayOf(startDate);
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  return `${day}${suffix}`;
};

export function LicenceText({ text }: { text: string }) {
  return (
    <div className="max-h-[32rem] space-y-3 overflow-y-auto rounded-xl border-2 border-line bg-paper p-4" tabIndex={0} role="region" aria-label="The licence in full" data-testid="licence-text">
      {licenceBlocks(text).map((block, index) =>
        block.kind === 'heading' ? (
          <h3 key={index} className="pt-2 text-lg font-extrabold">
            {block.text}
          </h3>
        ) : (
          <p key={index} className="whitespace-pre-line">
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}

export function BankDetailsList({ bank, reference, amountPence }: { bank: BankDetails; reference?: string; amountPence: number }) {
  const rows: [string, string][] = [
    ['Amount', formatPence(amountPence)],
    ['Account name', bank.accountName],
    ['Bank', bank.bankName],
    ['Sort code', bank.sortCode],
    ['Account number', bank.accountNumber],
    ...(reference ? ([['Payment reference', reference]] as [string, string][]) : []),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 tablet:grid-cols-[auto_1fr]" data-testid="bank-details">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-bold">{term}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}


export function StartAgain({ unitPath }: { unitPath?: string }) {
  return (
    <p>
      <a className={buttonClasses('primary')} href={unitPath ?? '/units'}>
        {unitPath ? 'Back to the unit' : 'See the units free now'}
      </a>
    </p>
  );
}

export { formatCalendarDay, licencePaths };
