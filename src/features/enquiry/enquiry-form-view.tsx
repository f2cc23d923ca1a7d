import type { FormEvent, MouseEvent, ReactNode, Ref } from 'react';
import { centreTowns, type CentreSlug } from '@/domain/centres';
import { familyLabels, workspaceFamilies, workspaceTypes } from '@/domain/workspace-types';
import { buttonClasses } from '@/components/ui/button-link';
import styles from './enquiry-form.module.css';
import { enquiryEndpoint, replyPromise } from '@/domain/enquiry/enquiry-protocol';
import type { enquiryFieldOrder } from '@/domain/enquiry/enquiry-schema';
import {
  enquiryFieldOrder as fieldOrder,
  enquiryIntents,

  intentLabels,
  meetingDurationLabels,
  meetingDurations,
  viewingDayLabels,
  viewingDays,
  type EnquiryIntent,
} from '@/domain/enquiry/enquiry-schema';
import { enquiryDefaults } from './enquiry-values';

/*
 * The enquiry form's markup, without state: the server renders it as a plain HTML form (so the
 * page ships no form code and the form works with JavaScript off), and the script form renders
 * the same markup with react-hook-form's bindings once it loads. One markup, so the two cannot
 * drift apart, and ids match, so focus survives the swap.
 */

export type EnquiryFieldName = (typeof enquiryFieldOrder)[number];

/** What each input spreads: the name, plus react-hook-form's handlers and ref in the script form. */
export type FieldBinding = { readonly name: string } & Record<string, unknown>;

export const enquiryInputClass =
  'block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2.5 text-base text-ink placeholder:text-ink-muted aria-[invalid=true]:border-danger';
const labelClass = 'mb-1 block font-semibold text-ink';
const errorClass = 'mt-1 flex gap-1 text-sm font-semibold text-danger';

/** There is one enquiry form per page, so its ids are fixed: the same on the server and in script. */
export function enquiryFieldId(name: string): string {
  return `enquiry-${name}`;
}

export const phoneHintId = enquiryFieldId('phone-hint');


export type EnquiryFormViewProps = {
  readonly field: (name: EnquiryFieldName) => FieldBinding;
  readonly errors: Partial<Record<EnquiryFieldName, string>>;
  /** The phone input: plain on the server, the lazily upgraded widget in script. */
  readonly phoneInput: ReactNode;
  /** Hidden inputs saying where the form was sent from (script only). */
  readonly sourceInputs?: ReactNode;
  /** The image that gives the plain form its signed token (server-rendered form only). */
  readonly formToken?: ReactNode;
  /** The "not sent" box with its retry button (script only). */
  readonly failure?: ReactNode;
  readonly announcement?: string;
  readonly sending?: boolean;
  /** The intent checked when the form is drawn (react-hook-form reads a checked radio as its value). */
  readonly initialIntent?: EnquiryIntent;
  /** The centre chosen when the form is drawn: the page's own centre on a centre page. */
  readonly initialCentre?: CentreSlug;
  /** Show the error summary (after a submit with errors), and where it is focused from. */
  readonly showSummary?: boolean;
  readonly summaryRef?: Ref<HTMLDivElement>;
  /** Moves focus to a field named in the summary (script only; without it the link jumps to the id). */
  readonly onSummaryLink?: (name: EnquiryFieldName, event: MouseEvent<HTMLAnchorElement>) => void;
  readonly formRef?: Ref<HTMLFormElement>;
  readonly onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

export const errorSummaryId = enquiryFieldId('error-summary');

/**
 * The GOV.UK error summary: "There is a problem" and every problem as a link to its field, in
 * form order. Shared by the script form and the no-script error page (enquiry-handler.ts renders
 * the same heading and links as plain HTML).
 */
export function ErrorSummary({
  problems,
  hrefFor = (name) => `#${enquiryFieldId(name)}`,
  summaryRef,
  onLink,
}: {
  readonly problems: readonly { readonly name: EnquiryFieldName; readonly message: string }[];
  readonly hrefFor?: (name: EnquiryFieldName) => string;
  readonly summaryRef?: Ref<HTMLDivElement>;
  readonly onLink?: (name: EnquiryFieldName, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <div
      ref={summaryRef}
      id={errorSummaryId}
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${errorSummaryId}-title`}
      className="rounded-lg border-4 border-danger bg-white p-4 outline-none focus-visible:ring-4 focus-visible:ring-amber"
    >
      <h4 id={`${errorSummaryId}-title`} className="text-lg font-extrabold">
        There is a problem
      </h4>
      <ul className="mt-2 space-y-1">
        {problems.map((problem) => (
          <li key={problem.name}>
            <a
              href={hrefFor(problem.name)}
              className="inline-flex min-h-6 items-center font-semibold text-danger underline underline-offset-2"
              onClick={onLink ? (event) => onLink(problem.name, event) : undefined}
            >
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** aria-describedby for a field: its hint and, when it has one, its error. */
export function describedBy(
  errors: Partial<Record<EnquiryFieldName, string>>,
  name: EnquiryFieldName,
  hint?: string,
): string | undefined {
  return (
    [hint, errors[name] ? enquiryFieldId(`${name}-error`) : undefined].filter(Boolean).join(' ') || undefined
  );
}

export function EnquiryFormView({
  field,
  errors,
  phoneInput,
  sourceInputs,
  formToken,
  failure,
  announcement = '',
  sending = false,
  initialIntent = enquiryDefaults.intent,
  initialCentre,
  showSummary = false,
  summaryRef,
  onSummaryLink,
  formRef,
  onSubmit,
}: EnquiryFormViewProps) {
  const problems = fieldOrder.flatMap((name) => {
    const message = errors[name];
    return message ? [{ name, message }] : [];
  });
  const errorFor = (name: EnquiryFieldName) => {
    const message = errors[name];
    return message ? (
      <p id={enquiryFieldId(`${name}-error`)} className={errorClass}>
        <span aria-hidden="true">!</span>
        <span>
          <span className="sr-only">Error: </span>
          {message}
        </span>
      </p>
    ) : null;
  };
  const invalid = (name: EnquiryFieldName) => (errors[name] ? true : undefined);
  const textInput = (name: EnquiryFieldName) => ({
    id: enquiryFieldId(name),
    'aria-invalid': invalid(name),
    'aria-describedby': describedBy(errors, name),
    className: enquiryInputClass,
    ...field(name),
  });

  return (
    <form
      ref={formRef}
      action={enquiryEndpoint}
      method="post"
      className={`${styles.form} relative space-y-6 rounded-2xl bg-white p-5 shadow-sm tablet:p-8`}
      aria-labelledby={enquiryFieldId('heading')}
      onSubmit={onSubmit}
    >
      <h3 id={enquiryFieldId('heading')} className="text-xl font-extrabold">
        Send us an enquiry
      </h3>
      <p className="text-sm text-ink-soft">All fields are required unless marked optional.</p>

      {showSummary && problems.length > 0 ? (
        <ErrorSummary problems={problems} summaryRef={summaryRef} onLink={onSummaryLink} />
      ) : null}

      <div className="sr-only" aria-live="assertive" aria-atomic="true">
        {announcement}
      </div>

      {sourceInputs}
      {formToken}

      <fieldset aria-describedby={describedBy(errors, 'intent')}>
        <legend className={labelClass}>What would you like?</legend>
        <div className="flex flex-wrap gap-3">
          {enquiryIntents.map((intent, index) => (
            <label
              key={intent}
              className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border-2 border-ink-muted px-4 py-2 has-[:checked]:border-ink has-[:checked]:bg-paper"
            >
              <input
                type="radio"
                value={intent}
                id={index === 0 ? enquiryFieldId('intent') : undefined}
                defaultChecked={intent === initialIntent}
                className="size-5 accent-ink"
                {...field('intent')}
              />
              {intentLabels[intent]}
            </label>
          ))}
        </div>
        {errorFor('intent')}
      </fieldset>

      <fieldset className={styles.viewingDays} aria-describedby={describedBy(errors, 'preferredDays')}>
        <legend className={labelClass}>Which days suit you for a viewing?</legend>
        <div className="flex flex-wrap gap-2">
          {viewingDays.map((day, index) => (
            <label
              key={day}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-ink-muted px-3 py-1.5 has-[:checked]:border-ink has-[:checked]:bg-paper"
            >
              <input
                type="checkbox"
                value={day}
                id={index === 0 ? enquiryFieldId('preferredDays') : undefined}
                className="size-5 accent-ink"
                {...field('preferredDays')}
              />
              {viewingDayLabels[day]}
            </label>
          ))}
        </div>
        {errorFor('preferredDays')}
      </fieldset>

      <div className="grid gap-5 tablet:grid-cols-2">
        <div>
          <label htmlFor={enquiryFieldId('name')} className={labelClass}>
            Your name
          </label>
          <input type="text" autoComplete="name" required maxLength={100} {...textInput('name')} />
          {errorFor('name')}
        </div>
        <div>
          <label htmlFor={enquiryFieldId('email')} className={labelClass}>
            Email
          </label>
          <input type="email" autoComplete="email" required maxLength={254} {...textInput('email')} />
          {errorFor('email')}
        </div>
        <div>
          <label htmlFor={enquiryFieldId('phone')} className={labelClass}>
            Phone
          </label>
          <p id={phoneHintId} className="mb-1 text-sm text-ink-soft">
            A UK number, or choose another country.
          </p>
          {phoneInput}
          {errorFor('phone')}
        </div>
        <div>
          <label htmlFor={enquiryFieldId('company')} className={labelClass}>
            Company <span className="font-normal text-ink-soft">(optional)</span>
          </label>
          <input type="text" autoComplete="organization" maxLength={120} {...textInput('company')} />
          {errorFor('company')}
        </div>
        <div>
          <label htmlFor={enquiryFieldId('workspaceType')} className={labelClass}>
            Workspace type <span className="font-normal text-ink-soft">(optional)</span>
          </label>
          <select {...textInput('workspaceType')}>
            <option value="">Not sure yet</option>
            {workspaceFamilies.map((family) => (
              <optgroup key={family} label={familyLabels[family]}>
                {workspaceTypes
                  .filter((type) => type.family === family)
                  .map((type) => (
                    <option key={type.slug} value={type.slug}>
                      {type.label}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          {errorFor('workspaceType')}
        </div>
        <div>
          <label htmlFor={enquiryFieldId('centre')} className={labelClass}>
            Preferred centre <span className="font-normal text-ink-soft">(optional)</span>
          </label>
          <select defaultValue={initialCentre} {...textInput('centre')}>
            <option value="">Any centre</option>
            {centreTowns.map((centre) => (
              <option key={centre.slug} value={centre.slug}>
                {centre.town}
              </option>
            ))}
          </select>
          {errorFor('centre')}
        </div>
      </div>

      <fieldset className={`${styles.quoteFields} gap-5 rounded-xl border-2 border-line p-4 tablet:grid-cols-2`}>
        <legend className="px-1 font-bold">For your quote</legend>
        <div>
          <label htmlFor={enquiryFieldId('quoteSizeSqFt')} className={labelClass}>
            Size in square feet <span className="font-normal text-ink-soft">(optional)</span>
          </label>
          <p id={enquiryFieldId('quoteSizeSqFt-hint')} className="mb-1 text-sm text-ink-soft">
            A rough figure is fine, such as 500.
          </p>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            {...textInput('quoteSizeSqFt')}
            aria-describedby={describedBy(errors, 'quoteSizeSqFt', enquiryFieldId('quoteSizeSqFt-hint'))}
          />
          {errorFor('quoteSizeSqFt')}
        </div>
        <div>
          <label htmlFor={enquiryFieldId('quoteStartDate')} className={labelClass}>
            Start date <span className="font-normal text-ink-soft">(optional)</span>
          </label>
          <p id={enquiryFieldId('quoteStartDate-hint')} className="mb-1 text-sm text-ink-soft">
            When you would like to move in.
          </p>
          <input
            type="date"
            {...textInput('quoteStartDate')}
            aria-describedby={describedBy(errors, 'quoteStartDate', enquiryFieldId('quoteStartDate-hint'))}
          />
          {errorFor('quoteStartDate')}
        </div>
      </fieldset>

      <fieldset
        className={`${styles.meetingFields} gap-5 rounded-xl border-2 border-line p-4 tablet:grid-cols-2`}
      >
        <legend className="px-1 font-bold">Meeting room details</legend>
        <div>
          <label htmlFor={enquiryFieldId('meetingDate')} className={labelClass}>
            Date
          </label>
          <input type="date" {...textInput('meetingDate')} />
          {errorFor('meetingDate')}
        </div>
        <div>
          <label htmlFor={enquiryFieldId('meetingStartTime')} className={labelClass}>
            Start time
          </label>
          <input type="time" step={900} {...textInput('meetingStartTime')} />
          {errorFor('meetingStartTime')}
        </div>
        <div>
          <label htmlFor={enquiryFieldId('meetingDuration')} className={labelClass}>
            How long
          </label>
          <select {...textInput('meetingDuration')}>
            <option value="">Choose</option>
            {meetingDurations.map((duration) => (
              <option key={duration} value={duration}>
                {meetingDurationLabels[duration]}
              </option>
            ))}
          </select>
          {errorFor('meetingDuration')}
        </div>
        <div>
          <label htmlFor={enquiryFieldId('meetingAttendees')} className={labelClass}>
            Number of people
          </label>
          <input type="number" inputMode="numeric" min={1} max={500} {...textInput('meetingAttendees')} />
          {errorFor('meetingAttendees')}
        </div>
      </fieldset>

      <div>
        <label htmlFor={enquiryFieldId('message')} className={labelClass}>
          Message <span className="font-normal text-ink-soft">(optional for a quote or viewing)</span>
        </label>
        <textarea rows={4} maxLength={2000} {...textInput('message')} />
        {errorFor('message')}
      </div>

      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={enquiryFieldId('website')}>Leave this field empty</label>
        <input
          id={enquiryFieldId('website')}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div>
        <label className="flex cursor-pointer items-start gap-3">
          <input type="checkbox" className="mt-1 size-5 shrink-0 accent-ink" {...field('marketingOptIn')} />
          <span>
            Send me occasional news and offers from Northlight by email{' '}
            <span className="text-ink-soft">(optional; unsubscribe at any time)</span>
          </span>
        </label>
      </div>

      <p className="text-sm text-ink-soft">
        We use your details to answer this enquiry. Read our{' '}
        <a href="/privacy" className="link">
          privacy notice
        </a>{' '}
        to see how we handle them.
      </p>

      {failure}

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClasses('primary')} disabled={sending} aria-disabled={sending}>
          {sending ? 'Sending…' : 'Send enquiry'}
        </button>
        <p className="text-sm text-ink-soft">{replyPromise}</p>
      </div>
    </form>
  );
}
