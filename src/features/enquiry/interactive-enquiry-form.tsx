'use client';

// First: configures zod before any schema below is built.
import './zod-browser-config';
import { zodResolver } from '@hookform/resolvers/zod';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button-link';
import { touchFromUrl } from '@/domain/attribution';
import { leadEvent, pushRecord } from '@/features/analytics/data-layer';
import { PhoneField } from '@/features/phone/phone-field';
import { phoneErrorMessages, type PhoneFieldResult } from '@/domain/phone/phone-errors';
import { enquiryContextEvent, type EnquiryContext } from '@/domain/enquiry/enquiry-context';
import { readStoredEnquiryContext } from '@/domain/enquiry/enquiry-context-schema';
import {
  clearDraft,
  ensureXsrfToken,
  idempotencyKeyFor,
  readDraft,
  saveDraft,
  type KeyedContent,
} from './enquiry-draft';
import {
  describedBy,
  enquiryFieldId,
  EnquiryFormView,
  enquiryInputClass,
  phoneHintId,
  type EnquiryFieldName,
} from './enquiry-form-view';
import {
  enquiryEndpoint,
  xsrfHeaderName,
  type EnquiryCreated,
  type EnquiryRefused,
} from '@/domain/enquiry/enquiry-protocol';
import { enquiryFieldOrder, enquirySchema, type Enquiry, type EnquiryInput } from '@/domain/enquiry/enquiry-schema';
import {
  presetDefaults,
  typedValues,
  type EnquiryPreset,
  type FormEntries,
} from './enquiry-values';

/** How long typing in the phone field pauses before the number is checked. */
export const phoneCheckDelayMs = 600;

/*
 * The script form: the same markup as the server-rendered form (EnquiryFormView), which it
 * replaces when the contact section comes near (EnquiryFormIsland). It validates with the same zod
 * schema as the server, keeps a draft in sessionStorage, sends JSON with an idempotency key and
 * the XSRF header, and keeps every value through errors and network failures.
 */

/** The message per field from react-hook-form's errors object, in form order. */
function fieldMessages(fieldErrors: object): Partial<Record<EnquiryFieldName, string>> {
  const messages: Partial<Record<EnquiryFieldName, string>> = {};
  for (const name of enquiryFieldOrder) {
    const message = (fieldErrors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string') messages[name] = message;
  }
  return messages;
}

export type InteractiveEnquiryFormProps = {
  /** What the server-rendered form held when this form replaced it. */
  readonly typed: FormEntries;
  /** When the form was first shown: the page load, not the moment this script arrived. */
  readonly startedAt: number;
  /** A GET IN TOUCH click that happened before this form loaded. */
  readonly context?: EnquiryContext;
  /** What the page preselected (a centre page's centre). */
  readonly preset?: EnquiryPreset;
};

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; reference: string; reply: string }
  | { kind: 'failed'; message: string; retry: boolean };

export function InteractiveEnquiryForm({
  typed,
  startedAt: shownAt,
  context: openedWith,
  preset,
}: InteractiveEnquiryFormProps) {
  const [defaults] = useState(() => presetDefaults(preset));
  const summaryRef = useRef<HTMLDivElement>(null);
  // The error summary shows after a submit with errors, and is focused each time that happens.
  const [summary, setSummary] = useState({ shown: false, focusRequest: 0 });
  const phoneCheck = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
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
  const startedAt = useRef<number>(shownAt);
  // Bound to what was typed: a retry of the same content reuses it, an edit gets a new one.
  const idempotencyKey = useRef<KeyedContent | undefined>(undefined);
  const phoneInput = useRef<HTMLInputElement | null>(null);

  // What the visitor typed before this form loaded wins over a draft from earlier in the visit.
  const [initialValues] = useState<EnquiryInput>(() => ({
    ...defaults,
    ...(readDraft() as Partial<EnquiryInput> | undefined),
    ...typedValues(typed, defaults),
  }));
  const form = useForm<EnquiryInput, unknown, Enquiry>({
    resolver: zodResolver(enquirySchema),
    defaultValues: initialValues,
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
  const errors = fieldMessages(formState.errors);

  // Script is running: take over validation from the browser; keep what was carried over.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
    ensureXsrfToken();
    // Only a form someone has typed in is a draft (a draft makes later pages load the form at once).
    if (Object.keys(typedValues(typed, defaults)).length > 0) saveDraft(initialValues as Record<string, unknown>);
    if (openedWith) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- applied once, on mount
      setContext(openedWith);
      if (openedWith.workspaceType)
        setValue('workspaceType', openedWith.workspaceType, { shouldDirty: true });
      if (openedWith.centre) setValue('centre', openedWith.centre, { shouldDirty: true });
      return;
    }
    // sessionStorage exists only in the browser, so it is read after mount, once.
    const stored = readStoredEnquiryContext();
    if (stored) setContext(stored);
    // Props describe the moment of the swap; later changes are handled by the form itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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

  const focusField = useCallback((name: string) => {
    const element =
      name === 'phone'
        ? phoneInput.current
        : (document.getElementById(enquiryFieldId(name)) ??
          formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`));
    element?.focus();
  }, []);

  const showErrors = useCallback(
    (fieldErrors: Partial<Record<string, string>>) => {
      const names = enquiryFieldOrder.filter((name) => fieldErrors[name]);
      for (const name of names) setError(name, { type: 'server', message: fieldErrors[name] });
      // The summary (role=alert) is focused and read out: the live region stays quiet.
      setAnnouncement('');
      if (names.length > 0) setSummary((current) => ({ shown: true, focusRequest: current.focusRequest + 1 }));
    },
    [setError],
  );

  useEffect(() => {
    if (summary.focusRequest > 0) summaryRef.current?.focus();
  }, [summary.focusRequest]);

  // A summary link moves to its field: the label (or legend) into view, then focus on the field.
  const onSummaryLink = useCallback(
    (name: EnquiryFieldName, event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      const id = enquiryFieldId(name);
      const label =
        document.querySelector(`label[for="${id}"]`) ??
        document.getElementById(id)?.closest('fieldset')?.querySelector('legend');
      label?.scrollIntoView({ block: 'start' });
      focusField(name);
    },
    [focusField],
  );

  useEffect(() => () => clearTimeout(phoneCheck.current), []);

  /*
   * The phone is checked as it is typed: once typing pauses, the same verdict the widget gives on
   * submit (the server's rules) is shown under the field, or a shown one is cleared. The server's
   * verdict still decides. Before the widget has loaded, the plain input's number is judged by
   * the same rules (loaded on demand: the widget's chunk has them already).
   */
  const checkPhoneSoon = useCallback(
    (result: PhoneFieldResult) => {
      clearTimeout(phoneCheck.current);
      phoneCheck.current = setTimeout(() => {
        void (async () => {
          if (result.number.trim() === '') {
            clearErrors('phone');
            return;
          }
          let verdict: { valid: boolean; errorCode: PhoneFieldResult['errorCode'] } = result;
          if (!result.valid && result.errorCode === null) {
            const { verdictOnSubmitted } = await import('@/domain/phone/widget-verdict');
            verdict = verdictOnSubmitted(result.number, result.iso2 || 'gb');
          }
          if (verdict.valid) clearErrors('phone');
          else setError('phone', { type: 'widget', message: phoneErrorMessages[verdict.errorCode ?? 'unknown'] });
        })();
      }, phoneCheckDelayMs);
    },
    [clearErrors, setError],
  );

  const send = useCallback(
    async (values: Enquiry) => {
      setStatus({ kind: 'sending' });
      setAnnouncement('Sending your enquiry.');
      const keyed = idempotencyKeyFor(idempotencyKey.current, values);
      idempotencyKey.current = keyed;
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
            'idempotency-key': keyed.key,
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
      // 409: the key named an enquiry with other details; whatever is sent next goes as a new one.
      if (response.status === 409) idempotencyKey.current = undefined;
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

  const onInvalid = useCallback((invalid: object) => showErrors(fieldMessages(invalid)), [showErrors]);
  // After a submit attempt, fixing every error hides the summary until the next attempt.
  const showSummary = summary.shown && Object.keys(errors).length > 0;

  useEffect(() => {
    if (status.kind === 'sent') successRef.current?.focus();
    if (status.kind === 'failed') statusRef.current?.focus();
  }, [status]);

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
            clearDraft();
            setPhoneFieldKey((key) => key + 1);
            setStatus({ kind: 'idle' });
            setPhoneResult(undefined);
            setSummary({ shown: false, focusRequest: 0 });
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
    <EnquiryFormView
      formRef={formRef}
      field={(name) => register(name)}
      initialIntent={getValues('intent')}
      errors={errors}
      showSummary={showSummary}
      summaryRef={summaryRef}
      onSummaryLink={onSummaryLink}
      sending={sending}
      announcement={announcement}
      onSubmit={(event) => {
        clearErrors();
        void handleSubmit(send, onInvalid)(event);
      }}
      sourceInputs={
        <>
          <input type="hidden" name="pagePath" value={pathname} />
          {context?.workspaceType ? (
            <input type="hidden" name="context.workspaceType" value={context.workspaceType} />
          ) : null}
          {context?.centre ? <input type="hidden" name="context.centre" value={context.centre} /> : null}
          {context?.unit ? (
            <p className="rounded-lg bg-paper p-3 text-sm" data-testid="enquiry-unit">
              <input type="hidden" name="context.unit" value={context.unit} />
              About unit <strong>{context.unit}</strong>: we’ll reply with its details and what is free now.
            </p>
          ) : null}
          {context?.placement ? (
            <input type="hidden" name="context.placement" value={context.placement} />
          ) : null}
        </>
      }
      phoneInput={
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              key={phoneFieldKey}
              id={enquiryFieldId('phone')}
              name="phone"
              countryName="phoneCountry"
              value={typeof field.value === 'string' ? field.value : ''}
              country={String(getValues('phoneCountry') ?? 'GB')}
              invalid={Boolean(errors.phone)}
              describedBy={describedBy(errors, 'phone', phoneHintId)}
              className={enquiryInputClass}
              onChange={(result) => {
                setPhoneResult(result);
                field.onChange(result.number);
                checkPhoneSoon(result);
                if (result.iso2) setValue('phoneCountry', result.iso2.toUpperCase());
              }}
              onBlur={() => {
                field.onBlur();
                // The widget's verdict is shown as a hint on leaving the field; the server's decides.
                if (phoneResult && !phoneResult.valid && phoneResult.number !== '' && phoneResult.errorCode) {
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
      }
      failure={
        status.kind === 'failed' ? (
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
        ) : null
      }
    />
  );
}
