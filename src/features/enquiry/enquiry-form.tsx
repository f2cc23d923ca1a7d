'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button-link';
import { centreTowns } from '@/content/centres';
import { familyLabels, workspaceFamilies, workspaceTypes } from '@/content/workspace-types';
import { touchFromUrl } from '@/features/analytics/attribution';
import { leadEvent, pushRecord } from '@/features/analytics/data-layer';
import { PhoneField } from '@/features/phone/phone-field';
import { phoneErrorMessages, type PhoneFieldResult } from '@/features/phone/phone-errors';
import { enquiryContextEvent, readStoredEnquiryContext, type EnquiryContext } from './enquiry-context';
import { clearDraft, ensureXsrfToken, randomKey, readDraft, saveDraft } from './enquiry-draft';
import styles from './enquiry-form.module.css';
import {
  enquiryEndpoint,
  replyPromise,
  xsrfHeaderName,
  type EnquiryCreated,
  type EnquiryRefused,
} from './enquiry-protocol';
import {
  enquiryFieldOrder,
  enquiryIntents,
  enquirySchema,
  intentLabels,
  meetingDurationLabels,
  meetingDurations,
  viewingDayLabels,
  viewingDays,
  type Enquiry,
  type EnquiryInput,
} from './enquiry-schema';

/*
 * The enquiry form in the contact section. With JavaScript off it is a plain form post (the API
 * answers 303 to the confirmation page). With JavaScript on it validates with the same zod schema
 * as the server, keeps a draft in sessionStorage, sends JSON with an idempotency key and the XSRF
 * header, and keeps every value through errors and network failures.
 */

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; reference: string; reply: string }
  | { kind: 'failed'; message: string; retry: boolean };

const sortedCentres = [...centreTowns].sort((a, b) => a.town.localeCompare(b.town));

const defaults: EnquiryInput = {
  intent: 'quote',
  preferredDays: [],
  name: '',
  email: '',
  phone: '',
  phoneCountry: 'GB',
  company: '',
  workspaceType: '',
  centre: '',
  message: '',
  meetingDate: '',
  meetingStartTime: '',
  meetingDuration: '',
  meetingAttendees: '',
  marketingOptIn: false,
};

const inputClass =
  'block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2.5 text-base text-ink placeholder:text-ink-muted aria-[invalid=true]:border-danger';
const labelClass = 'mb-1 block font-semibold text-ink';
const errorClass = 'mt-1 flex gap-1 text-sm font-semibold text-danger';

type FieldName = (typeof enquiryFieldOrder)[number];

function fieldId(base: string, name: string): string {
  return `${base}-${name}`;
}

export function EnquiryForm() {
  const base = useId().replace(/:/g, '');
  const pathname = usePathname();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [context, setContext] = useState<EnquiryContext | undefined>(undefined);
  const [phoneResult, setPhoneResult] = useState<PhoneFieldResult | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  // The phone widget owns its input; a new key gives it a fresh one after a reset.
  const [phoneFieldKey, setPhoneFieldKey] = useState(0);
  const startedAt = useRef<number | undefined>(undefined);
  const idempotencyKey = useRef<string | undefined>(undefined);
  const phoneInput = useRef<HTMLInputElement | null>(null);

  const form = useForm<EnquiryInput, unknown, Enquiry>({
    resolver: zodResolver(enquirySchema),
    defaultValues: defaults,
    shouldFocusError: false,
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
  });
  const {
    register,
    handleSubmit,
    formState,
    setError,
    clearErrors,
    setValue,
    reset,
    control,
    getValues,
    subscribe,
  } = form;
  const errors = formState.errors as Record<string, { message?: unknown } | undefined>;

  // Script is running: take over validation from the browser, start the fill clock, restore a draft.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
    startedAt.current = Date.now();
    ensureXsrfToken();
    const draft = readDraft();
    if (draft) reset({ ...defaults, ...(draft as Partial<EnquiryInput>) });
    const stored = readStoredEnquiryContext();
    // sessionStorage exists only in the browser, so it is read after hydration, once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored) setContext(stored);
  }, [reset]);

  // Keep a draft so a reload or a lost connection loses nothing.
  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(values as Record<string, unknown>),
    });
  }, [subscribe]);

  // A GET IN TOUCH click says what the visitor was looking at: prefill type and centre.
  useEffect(() => {
    const apply = (next: EnquiryContext | undefined) => {
      if (!next) return;
      setContext(next);
      if (next.workspaceType) setValue('workspaceType', next.workspaceType, { shouldDirty: true });
      if (next.centre) setValue('centre', next.centre, { shouldDirty: true });
    };
    const onContext = (event: Event) => apply((event as CustomEvent<EnquiryContext>).detail);
    window.addEventListener(enquiryContextEvent, onContext);
    return () => window.removeEventListener(enquiryContextEvent, onContext);
  }, [setValue]);

  const focusField = useCallback(
    (name: string) => {
      const element =
        name === 'phone'
          ? phoneInput.current
          : (document.getElementById(fieldId(base, name)) ??
            formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`));
      element?.focus();
    },
    [base],
  );

  const showErrors = useCallback(
    (fieldErrors: Partial<Record<string, string>>) => {
      const names = enquiryFieldOrder.filter((name) => fieldErrors[name]);
      for (const name of names) setError(name, { type: 'server', message: fieldErrors[name] });
      const count = names.length;
      setAnnouncement(
        count > 0
          ? `${count === 1 ? 'There is a problem' : `There are ${count} problems`} with the form. ${fieldErrors[names[0]!]}`
          : '',
      );
      if (names[0]) focusField(names[0]);
    },
    [focusField, setError],
  );

  const send = useCallback(
    async (values: Enquiry) => {
      setStatus({ kind: 'sending' });
      setAnnouncement('Sending your enquiry.');
      idempotencyKey.current ??= randomKey();
      const body = {
        ...values,
        pagePath: pathname,
        context,
        touch: touchFromUrl(new URL(window.location.href), document.referrer || undefined, new Date()),
        startedAt: startedAt.current,
        website: (formRef.current?.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '',
      };
      const post = (token: string) =>
        fetch(enquiryEndpoint, {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            [xsrfHeaderName]: token,
            'idempotency-key': idempotencyKey.current!,
          },
          body: JSON.stringify(body),
        });
      let response: Response;
      try {
        response = await post(ensureXsrfToken());
        if (response.status === 403) response = await post(ensureXsrfToken(true));
      } catch {
        setStatus({
          kind: 'failed',
          message:
            'We could not reach our server. Check your connection: your details are still here, so you can send them again.',
          retry: true,
        });
        setAnnouncement('Your enquiry was not sent: no connection. Your details are still in the form.');
        return;
      }
      if (response.status === 201) {
        const created = (await response.json()) as EnquiryCreated;
        clearDraft();
        idempotencyKey.current = undefined;
        setStatus({ kind: 'sent', reference: created.reference, reply: created.reply });
        // What and where only: the lead event never carries the visitor's details.
        pushRecord(leadEvent(values.workspaceType || undefined, values.centre || undefined));
        setAnnouncement(`Enquiry sent. Your reference is ${created.reference}.`);
        return;
      }
      const refused = (await response.json().catch(() => ({}))) as EnquiryRefused;
      if (response.status === 422 && refused.errors) {
        // Nothing was stored; a corrected form is a new submission.
        idempotencyKey.current = undefined;
        setStatus(
          refused.errors.form
            ? { kind: 'failed', message: refused.errors.form, retry: false }
            : { kind: 'idle' },
        );
        showErrors(refused.errors);
        if (refused.errors.form && enquiryFieldOrder.every((name) => !refused.errors?.[name])) {
          setAnnouncement(refused.errors.form);
        }
        return;
      }
      const retryAfter = Number(response.headers.get('retry-after'));
      setStatus({
        kind: 'failed',
        message:
          refused.error ??
          'Something went wrong on our side and your enquiry was not sent. Your details are still here: please try again.',
        retry: response.status >= 500 || response.status === 429,
      });
      setAnnouncement(
        `Your enquiry was not sent.${response.status === 429 && retryAfter ? ` Try again in ${retryAfter} seconds.` : ''}`,
      );
    },
    [context, pathname, showErrors],
  );

  const onInvalid = useCallback(
    (invalid: object) => {
      const messages: Partial<Record<string, string>> = {};
      for (const name of enquiryFieldOrder) {
        const message = (invalid as Record<string, { message?: unknown } | undefined>)[name]?.message;
        if (typeof message === 'string') messages[name] = message;
      }
      showErrors(messages);
    },
    [showErrors],
  );

  useEffect(() => {
    if (status.kind === 'sent') successRef.current?.focus();
    if (status.kind === 'failed') statusRef.current?.focus();
  }, [status]);

  const describedBy = (name: FieldName, hint?: string) =>
    [hint, errors[name] ? fieldId(base, `${name}-error`) : undefined].filter(Boolean).join(' ') || undefined;

  const errorFor = (name: FieldName) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? (
      <p id={fieldId(base, `${name}-error`)} className={errorClass}>
        <span aria-hidden="true">!</span>
        <span>
          <span className="sr-only">Error: </span>
          {message}
        </span>
      </p>
    ) : null;
  };

  const invalid = (name: FieldName) => Boolean(errors[name]);

  if (status.kind === 'sent') {
    return (
      <div className="rounded-2xl border-2 border-success bg-white p-6 tablet:p-8" role="status">
        <h3 ref={successRef} tabIndex={-1} className="text-2xl font-extrabold outline-none">
          Thank you. We have your enquiry.
        </h3>
        <p className="mt-4 text-lg">
          Your reference is{' '}
          <strong className="font-mono text-2xl tracking-wider" data-testid="enquiry-reference">
            {status.reference}
          </strong>
        </p>
        <p className="mt-3 text-ink-soft">{status.reply}</p>
        <p className="mt-3 text-ink-soft">Quote the reference if you call us about it.</p>
        <button
          type="button"
          className={`${buttonClasses('secondary')} mt-6`}
          onClick={() => {
            reset(defaults);
            setPhoneFieldKey((key) => key + 1);
            setStatus({ kind: 'idle' });
            setPhoneResult(undefined);
            startedAt.current = Date.now();
          }}
        >
          Send another enquiry
        </button>
      </div>
    );
  }

  const sending = status.kind === 'sending';

  return (
    <form
      ref={formRef}
      action={enquiryEndpoint}
      method="post"
      className={`${styles.form} relative space-y-6 rounded-2xl bg-white p-5 shadow-sm tablet:p-8`}
      aria-labelledby={fieldId(base, 'heading')}
      onSubmit={(event) => {
        clearErrors();
        void handleSubmit(send, onInvalid)(event);
      }}
    >
      <h3 id={fieldId(base, 'heading')} className="text-xl font-extrabold">
        Send us an enquiry
      </h3>
      <p className="text-sm text-ink-soft">All fields are required unless marked optional.</p>

      <div className="sr-only" aria-live="assertive" aria-atomic="true">
        {announcement}
      </div>

      <input type="hidden" name="pagePath" value={pathname} />
      {context?.workspaceType ? (
        <input type="hidden" name="context.workspaceType" value={context.workspaceType} />
      ) : null}
      {context?.centre ? <input type="hidden" name="context.centre" value={context.centre} /> : null}
      {context?.placement ? <input type="hidden" name="context.placement" value={context.placement} /> : null}

      <fieldset aria-describedby={describedBy('intent')}>
        <legend className={labelClass}>What would you like?</legend>
        <div className="flex flex-wrap gap-3">
          {enquiryIntents.map((intent, index) => (
            <label
              key={intent}
              className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border-2 border-line px-4 py-2 has-[:checked]:border-ink has-[:checked]:bg-paper"
            >
              <input
                type="radio"
                value={intent}
                id={index === 0 ? fieldId(base, 'intent') : undefined}
                defaultChecked={intent === defaults.intent}
                className="size-5 accent-ink"
                {...register('intent')}
              />
              {intentLabels[intent]}
            </label>
          ))}
        </div>
        {errorFor('intent')}
      </fieldset>

      <fieldset className={styles.viewingDays} aria-describedby={describedBy('preferredDays')}>
        <legend className={labelClass}>Which days suit you for a viewing?</legend>
        <div className="flex flex-wrap gap-2">
          {viewingDays.map((day, index) => (
            <label
              key={day}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-line px-3 py-1.5 has-[:checked]:border-ink has-[:checked]:bg-paper"
            >
              <input
                type="checkbox"
                value={day}
                id={index === 0 ? fieldId(base, 'preferredDays') : undefined}
                className="size-5 accent-ink"
                {...register('preferredDays')}
              />
              {viewingDayLabels[day]}
            </label>
          ))}
        </div>
        {errorFor('preferredDays')}
      </fieldset>

      <div className="grid gap-5 tablet:grid-cols-2">
        <div>
          <label htmlFor={fieldId(base, 'name')} className={labelClass}>
            Your name
          </label>
          <input
            id={fieldId(base, 'name')}
            type="text"
            autoComplete="name"
            required
            maxLength={100}
            aria-invalid={invalid('name') || undefined}
            aria-describedby={describedBy('name')}
            className={inputClass}
            {...register('name')}
          />
          {errorFor('name')}
        </div>
        <div>
          <label htmlFor={fieldId(base, 'email')} className={labelClass}>
            Email
          </label>
          <input
            id={fieldId(base, 'email')}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            aria-invalid={invalid('email') || undefined}
            aria-describedby={describedBy('email')}
            className={inputClass}
            {...register('email')}
          />
          {errorFor('email')}
        </div>
        <div>
          <label htmlFor={fieldId(base, 'phone')} className={labelClass}>
            Phone
          </label>
          <p id={fieldId(base, 'phone-hint')} className="mb-1 text-sm text-ink-soft">
            A UK number, or choose another country.
          </p>
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneField
                key={phoneFieldKey}
                id={fieldId(base, 'phone')}
                name="phone"
                countryName="phoneCountry"
                value={typeof field.value === 'string' ? field.value : ''}
                country={String(getValues('phoneCountry') ?? 'GB')}
                invalid={invalid('phone')}
                describedBy={describedBy('phone', fieldId(base, 'phone-hint'))}
                className={inputClass}
                onChange={(result) => {
                  setPhoneResult(result);
                  field.onChange(result.number);
                  if (result.iso2) setValue('phoneCountry', result.iso2.toUpperCase());
                }}
                onBlur={() => {
                  field.onBlur();
                  // The widget's verdict is shown as a hint on leaving the field; the server's decides.
                  if (
                    phoneResult &&
                    !phoneResult.valid &&
                    phoneResult.number !== '' &&
                    phoneResult.errorCode
                  ) {
                    setError('phone', { type: 'widget', message: phoneErrorMessages[phoneResult.errorCode] });
                  }
                }}
                inputRef={(element) => {
                  phoneInput.current = element;
                  field.ref(element);
                }}
              />
            )}
          />
          {errorFor('phone')}
        </div>
        <div>
          <label htmlFor={fieldId(base, 'company')} className={labelClass}>
            Company <span className="font-normal text-ink-soft">(optional)</span>
          </label>
          <input
            id={fieldId(base, 'company')}
            type="text"
            autoComplete="organization"
            maxLength={120}
            aria-invalid={invalid('company') || undefined}
            aria-describedby={describedBy('company')}
            className={inputClass}
            {...register('company')}
          />
          {errorFor('company')}
        </div>
        <div>
          <label htmlFor={fieldId(base, 'workspaceType')} className={labelClass}>
            Workspace type <span className="font-normal text-ink-soft">(optional)</span>
          </label>
          <select
            id={fieldId(base, 'workspaceType')}
            aria-invalid={invalid('workspaceType') || undefined}
            aria-describedby={describedBy('workspaceType')}
            className={inputClass}
            {...register('workspaceType')}
          >
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
          <label htmlFor={fieldId(base, 'centre')} className={labelClass}>
            Preferred centre <span className="font-normal text-ink-soft">(optional)</span>
          </label>
          <select
            id={fieldId(base, 'centre')}
            aria-invalid={invalid('centre') || undefined}
            aria-describedby={describedBy('centre')}
            className={inputClass}
            {...register('centre')}
          >
            <option value="">Any centre</option>
            {sortedCentres.map((centre) => (
              <option key={centre.slug} value={centre.slug}>
                {centre.town}
              </option>
            ))}
          </select>
          {errorFor('centre')}
        </div>
      </div>

      <fieldset
        className={`${styles.meetingFields} gap-5 rounded-xl border-2 border-line p-4 tablet:grid-cols-2`}
      >
        <legend className="px-1 font-bold">Meeting room details</legend>
        <div>
          <label htmlFor={fieldId(base, 'meetingDate')} className={labelClass}>
            Date
          </label>
          <input
            id={fieldId(base, 'meetingDate')}
            type="date"
            aria-invalid={invalid('meetingDate') || undefined}
            aria-describedby={describedBy('meetingDate')}
            className={inputClass}
            {...register('meetingDate')}
          />
          {errorFor('meetingDate')}
        </div>
        <div>
          <label htmlFor={fieldId(base, 'meetingStartTime')} className={labelClass}>
            Start time
          </label>
          <input
            id={fieldId(base, 'meetingStartTime')}
            type="time"
            step={900}
            aria-invalid={invalid('meetingStartTime') || undefined}
            aria-describedby={describedBy('meetingStartTime')}
            className={inputClass}
            {...register('meetingStartTime')}
          />
          {errorFor('meetingStartTime')}
        </div>
        <div>
          <label htmlFor={fieldId(base, 'meetingDuration')} className={labelClass}>
            How long
          </label>
          <select
            id={fieldId(base, 'meetingDuration')}
            aria-invalid={invalid('meetingDuration') || undefined}
            aria-describedby={describedBy('meetingDuration')}
            className={inputClass}
            {...register('meetingDuration')}
          >
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
          <label htmlFor={fieldId(base, 'meetingAttendees')} className={labelClass}>
            Number of people
          </label>
          <input
            id={fieldId(base, 'meetingAttendees')}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            aria-invalid={invalid('meetingAttendees') || undefined}
            aria-describedby={describedBy('meetingAttendees')}
            className={inputClass}
            {...register('meetingAttendees')}
          />
          {errorFor('meetingAttendees')}
        </div>
      </fieldset>

      <div>
        <label htmlFor={fieldId(base, 'message')} className={labelClass}>
          Message <span className="font-normal text-ink-soft">(optional for a quote or viewing)</span>
        </label>
        <textarea
          id={fieldId(base, 'message')}
          rows={4}
          maxLength={2000}
          aria-invalid={invalid('message') || undefined}
          aria-describedby={describedBy('message')}
          className={inputClass}
          {...register('message')}
        />
        {errorFor('message')}
      </div>

      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={fieldId(base, 'website')}>Leave this field empty</label>
        <input
          id={fieldId(base, 'website')}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-ink"
            {...register('marketingOptIn')}
          />
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

      {status.kind === 'failed' ? (
        <div
          ref={statusRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border-2 border-danger bg-white p-4 text-ink outline-none"
        >
          <p className="font-semibold">{status.message}</p>
          {status.retry ? (
            <button type="submit" className={`${buttonClasses('secondary')} mt-3`}>
              Try again
            </button>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClasses('primary')} disabled={sending} aria-disabled={sending}>
          {sending ? 'Sending…' : 'Send enquiry'}
        </button>
        <p className="text-sm text-ink-soft">{replyPromise}</p>
      </div>
    </form>
  );
}
