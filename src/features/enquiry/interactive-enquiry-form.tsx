'use client';

// First: configures zod before any schema below is built.
import './zod-browser-config';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { generateLeadEvent } from '@/domain/analytics/ga4-events';
import { pushGa4Event } from '@/features/analytics/ga4-dom';
import { phoneErrorMessages, type PhoneFieldResult } from '@/domain/phone/phone-errors';
import type { EnquiryContext } from '@/domain/enquiry/enquiry-context';
import type { Enquiry } from '@/domain/enquiry/enquiry-schema';
import { clearDraft } from './enquiry-draft';
import { idempotencyKeyFor, type KeyedContent } from './enquiry-keys';
import { fieldMessages } from './enquiry-field-messages';
import { useContextEvents, useErrorSummary, usePhoneCheck } from './enquiry-form-hooks';
import { EnquiryFailure, EnquirySent, EnquirySourceInputs } from './enquiry-form-parts';
import { EnquiryFormView } from './enquiry-form-view';
import { EnquiryPhoneInput } from './enquiry-phone-input';
import { enquiryBody, outcomeOf, postEnquiry, unreachable, type SendStatus } from './enquiry-send';
import { useEnquiryTakeover } from './enquiry-takeover';
import { presetDefaults, type EnquiryPreset, type FormEntries } from './enquiry-values';

/*
 * The script form: the same markup as the server-rendered form (EnquiryFormView), which it
 * replaces when the contact section comes near (EnquiryFormIsland). It validates with the same zod
 * schema as the server, keeps a draft in sessionStorage, sends JSON with an idempotency key and
 * the XSRF header, and keeps every value through errors and network failures.
 */

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

export function InteractiveEnquiryForm({
  typed,
  startedAt: shownAt,
  context: openedWith,
  preset,
}: InteractiveEnquiryFormProps) {
  const [defaults] = useState(() => presetDefaults(preset));
  const pathname = usePathname();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState<SendStatus>({ kind: 'idle' });
  const [context, setContext] = useState<EnquiryContext | undefined>(undefined);
  const [phoneResult, setPhoneResult] = useState<PhoneFieldResult | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  // The phone widget owns its input; a new key gives it a fresh one after a reset.
  const [phoneFieldKey, setPhoneFieldKey] = useState(0);
  const startedAt = useRef<number>(shownAt);
  // Bound to what was typed: a retry of the same content reuses it, an edit gets a new one.
  const idempotencyKey = useRef<KeyedContent | undefined>(undefined);
  const phoneInput = useRef<HTMLInputElement | null>(null);

  const form = useEnquiryTakeover({ typed, defaults, openedWith, setContext, formRef });
  const { register, handleSubmit, formState, setError, clearErrors, setValue, reset, control, getValues } =
    form;
  const errors = fieldMessages(formState.errors);

  useContextEvents(setContext, setValue);
  const { summaryRef, summaryShown, showErrors, onSummaryLink, hideSummary } = useErrorSummary({
    setError,
    setAnnouncement,
    formRef,
    phoneInput,
  });
  const checkPhoneSoon = usePhoneCheck(clearErrors, setError);

  const send = useCallback(
    async (values: Enquiry) => {
      setStatus({ kind: 'sending' });
      setAnnouncement('Sending your enquiry.');
      const keyed = idempotencyKeyFor(idempotencyKey.current, values);
      idempotencyKey.current = keyed;
      const body = enquiryBody(values, {
        pagePath: pathname,
        context,
        startedAt: startedAt.current,
        form: formRef.current,
      });
      let response: Response;
      try {
        response = await postEnquiry(body, keyed.key);
      } catch {
        setStatus(unreachable.status);
        setAnnouncement(unreachable.announcement);
        return;
      }
      const outcome = await outcomeOf(response);
      if (!outcome.keepKey) idempotencyKey.current = undefined;
      if (outcome.status.kind === 'sent') {
        clearDraft();
        // What and where only: the lead event never carries the visitor's details (and only with analytics consent).
        pushGa4Event(generateLeadEvent('enquiry', values.workspaceType || undefined, values.centre || undefined));
      }
      setStatus(outcome.status);
      if (outcome.errors) showErrors(outcome.errors);
      if (outcome.announcement !== undefined) setAnnouncement(outcome.announcement);
    },
    [context, pathname, showErrors],
  );

  const onInvalid = useCallback((invalid: object) => showErrors(fieldMessages(invalid)), [showErrors]);
  // After a submit attempt, fixing every error hides the summary until the next attempt.
  const showSummary = summaryShown && Object.keys(errors).length > 0;

  useEffect(() => {
    if (status.kind === 'sent') successRef.current?.focus();
    if (status.kind === 'failed') statusRef.current?.focus();
  }, [status]);

  if (status.kind === 'sent') {
    return (
      <EnquirySent
        reference={status.reference}
        reply={status.reply}
        headingRef={successRef}
        onAnother={() => {
          reset(defaults);
          clearDraft();
          setPhoneFieldKey((key) => key + 1);
          setStatus({ kind: 'idle' });
          setPhoneResult(undefined);
          hideSummary();
          startedAt.current = Date.now();
        }}
      />
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
      sourceInputs={<EnquirySourceInputs pathname={pathname} context={context} />}
      phoneInput={
        <EnquiryPhoneInput
          control={control}
          resetKey={phoneFieldKey}
          country={() => String(getValues('phoneCountry') ?? 'GB')}
          errors={errors}
          onChange={(result, setNumber) => {
            setPhoneResult(result);
            setNumber(result.number);
            checkPhoneSoon(result);
            if (result.iso2) setValue('phoneCountry', result.iso2.toUpperCase());
          }}
          onBlur={() => {
            // The widget's verdict is shown as a hint on leaving the field; the server's decides.
            if (phoneResult && !phoneResult.valid && phoneResult.number !== '' && phoneResult.errorCode) {
              setError('phone', { type: 'widget', message: phoneErrorMessages[phoneResult.errorCode] });
            }
          }}
          inputRef={(element) => {
            phoneInput.current = element;
          }}
        />
      }
      failure={
        status.kind === 'failed' ? (
          <EnquiryFailure message={status.message} retry={status.retry} statusRef={statusRef} />
        ) : null
      }
    />
  );
}
