import { buttonClasses } from '@/components/ui/button-link';
import {
  alertWorkspaceTypes,
  type AlertField,
  type AlertWorkspaceType,
} from '@/domain/alerts/alert-criteria';
import type { CentreTown } from '@/domain/centres';
import { getWorkspaceType } from '@/domain/workspace-types';
import { Honeypot } from '@/components/ui/honeypot';

/*
 * The alert form: plain HTML posting to /api/alerts, prefilled from the query (the page that
 * offered it: a type, a centre; or the criteria sent back with what to fix). No client script.
 */

const field = 'mt-1 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2 text-base text-ink';
const label = 'block text-sm font-bold';
const errorText = 'mt-1 text-sm font-bold text-danger';

export const alertFieldMessages: Record<AlertField, string> = {
  workspaceType: 'Choose the kind of space you want.',
  centres: 'Choose at least one centre.',
  minSqFt: 'Give the smallest size as a whole number of square feet, or leave it empty.',
  maxSqFt:
    'Give the largest size as a whole number of square feet, at least the smallest, or leave it empty.',
  maxMonthlyPounds: 'Give your budget as a whole number of pounds a month, all in, or leave it empty.',
  email: 'Enter an email address like name@example.co.uk.',
  consent: 'Tick the box to agree to the privacy notice.',
};

export type AlertFormValues = {
  readonly type?: AlertWorkspaceType | undefined;
  readonly centres: readonly string[];
  readonly min?: string | undefined;
  readonly max?: string | undefined;
  readonly budget?: string | undefined;
};

function Message({ name, fix }: { name: AlertField; fix: ReadonlySet<AlertField> }) {
  return fix.has(name) ? (
    <p id={`alert-${name}-error`} className={errorText}>
      {alertFieldMessages[name]}
    </p>
  ) : null;
}

export function AlertForm({
  values,
  fix,
  towns,
  token,
}: {
  values: AlertFormValues;
  fix: ReadonlySet<AlertField>;
  towns: readonly CentreTown[];
  token: string;
}) {
  const invalid = (name: AlertField) =>
    fix.has(name) ? { 'aria-invalid': true, 'aria-describedby': `alert-${name}-error` } : {};
  const chosen = new Set(values.centres);
  const number = (
    name: 'minSqFt' | 'maxSqFt' | 'maxMonthlyPounds',
    text: string,
    value: string | undefined,
    hint: string,
  ) => (
    <div>
      <label className={label} htmlFor={`alert-${name}`}>
        {text} <span className="font-normal text-ink-soft">(optional)</span>
      </label>
      <p id={`alert-${name}-hint`} className="text-sm text-ink-soft">
        {hint}
      </p>
      <input
        id={`alert-${name}`}
        name={name}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={7}
        defaultValue={value}
        className={field}
        {...invalid(name)}
        {...(fix.has(name)
          ? { 'aria-describedby': `alert-${name}-hint alert-${name}-error` }
          : { 'aria-describedby': `alert-${name}-hint` })}
      />
      <Message name={name} fix={fix} />
    </div>
  );
  return (
    <section
      id="alert-form"
      aria-labelledby="alert-form-heading"
      className="space-y-5 rounded-2xl border-2 border-line bg-white p-4 tablet:p-8"
    >
      <h2 id="alert-form-heading" className="text-2xl font-extrabold">
        What are you looking for?
      </h2>
      <form method="post" action="/api/alerts" className="space-y-6" noValidate>
        <input type="hidden" name="token" value={token} />
        <div>
          <label className={label} htmlFor="alert-workspaceType">
            Kind of space
          </label>
          <select
            id="alert-workspaceType"
            name="workspaceType"
            defaultValue={values.type ?? ''}
            className={field}
            {...invalid('workspaceType')}
          >
            <option value="" disabled>
              Choose one
            </option>
            {alertWorkspaceTypes.map((slug) => (
              <option key={slug} value={slug}>
                {getWorkspaceType(slug).label}
              </option>
            ))}
          </select>
          <Message name="workspaceType" fix={fix} />
        </div>
        <fieldset {...(fix.has('centres') ? { 'aria-describedby': 'alert-centres-error' } : {})}>
          <legend className="text-sm font-bold">Centres (choose one or more)</legend>
          <Message name="centres" fix={fix} />
          <ul className="mt-2 grid gap-x-4 gap-y-1 tablet:grid-cols-3 desktop:grid-cols-4">
            {towns.map((town) => (
              <li key={town.slug}>
                <label className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    name="centres"
                    value={town.slug}
                    defaultChecked={chosen.has(town.slug)}
                    className="size-5 shrink-0"
                  />
                  <span>{town.town}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="grid gap-4 tablet:grid-cols-3">
          {number('minSqFt', 'Smallest size (sq ft)', values.min, 'e.g. 500')}
          {number('maxSqFt', 'Largest size (sq ft)', values.max, 'e.g. 1500')}
          {number('maxMonthlyPounds', 'Budget a month, all in (£)', values.budget, 'e.g. 1200')}
        </div>
        <p className="text-sm text-ink-soft">
          All in means what each unit’s page adds up: rent, service charge, business rates as we estimate
          them, and VAT. A weekly rent counts as 52 weeks ÷ 12 a month. The units list’s budget filter means
          the same.
        </p>
        <div>
          <label className={label} htmlFor="alert-email">
            Your email address
          </label>
          <input
            id="alert-email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            className={field}
            {...invalid('email')}
          />
          <Message name="email" fix={fix} />
        </div>
        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="consent"
              value="yes"
              className="mt-1 size-5 shrink-0"
              {...invalid('consent')}
            />
            <span>
              Email me about units that match, as the{' '}
              <a href="/privacy" className="link">
                privacy notice
              </a>{' '}
              describes. I confirm by email first; every alert has a one-click unsubscribe, and the alert ends
              after 12 months.
            </span>
          </label>
          <Message name="consent" fix={fix} />
        </div>
        <Honeypot />
        <button type="submit" className={buttonClasses('primary')}>
          Send me alerts
        </button>
      </form>
    </section>
  );
}
