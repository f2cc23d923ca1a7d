import { useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import type { UseFormClearErrors, UseFormSetError, UseFormSetValue } from 'react-hook-form';
import { enquiryContextEvent, type EnquiryContext } from '@/domain/enquiry/enquiry-context';
import { enquiryFieldOrder, type EnquiryInput } from '@/domain/enquiry/enquiry-schema';
import { phoneErrorMessages, type PhoneFieldResult } from '@/domain/phone/phone-errors';
import { enquiryFieldId, type EnquiryFieldName } from './enquiry-form-view';

/*
 * The script form's behaviour around react-hook-form: the context a GET IN TOUCH click brings,
 * the error summary and the phone check while typing. Hooks, so the form component stays the
 * wiring between them and the view.
 */

/** How long typing in the phone field pauses before the number is checked. */
export const phoneCheckDelayMs = 600;

/** A GET IN TOUCH click says what the visitor was looking at: prefill type and centre. */
export function useContextEvents(
  setContext: (context: EnquiryContext) => void,
  setValue: UseFormSetValue<EnquiryInput>,
) {
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
  }, [setContext, setValue]);
}

/**
 * The error summary shows after a submit with errors, and is focused each time that happens; its
 * links move to their fields.
 */
export function useErrorSummary({
  setError,
  setAnnouncement,
  formRef,
  phoneInput,
}: {
  setError: UseFormSetError<EnquiryInput>;
  setAnnouncement: (announcement: string) => void;
  formRef: RefObject<HTMLFormElement | null>;
  /** The phone widget's own input, which has no fixed id. */
  phoneInput: RefObject<HTMLInputElement | null>;
}) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const [summary, setSummary] = useState({ shown: false, focusRequest: 0 });

  const focusField = useCallback(
    (name: string) => {
      const element =
        name === 'phone'
          ? phoneInput.current
          : (document.getElementById(enquiryFieldId(name)) ??
            formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`));
      element?.focus();
    },
    [formRef, phoneInput],
  );

  const showErrors = useCallback(
    (fieldErrors: Partial<Record<string, string>>) => {
      const names = enquiryFieldOrder.filter((name) => fieldErrors[name]);
      for (const name of names) setError(name, { type: 'server', message: fieldErrors[name] });
      // The summary (role=alert) is focused and read out: the live region stays quiet.
      setAnnouncement('');
      if (names.length > 0)
        setSummary((current) => ({ shown: true, focusRequest: current.focusRequest + 1 }));
    },
    [setError, setAnnouncement],
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

  const hideSummary = useCallback(() => setSummary({ shown: false, focusRequest: 0 }), []);

  return { summaryRef, summaryShown: summary.shown, showErrors, onSummaryLink, hideSummary };
}

/*
 * The phone is checked as it is typed: once typing pauses, the same verdict the widget gives on
 * submit (the server's rules) is shown under the field, or a shown one is cleared. The server's
 * verdict still decides. Before the widget has loaded, the plain input's number is judged by
 * the same rules (loaded on demand: the widget's chunk has them already).
 */
export function usePhoneCheck(
  clearErrors: UseFormClearErrors<EnquiryInput>,
  setError: UseFormSetError<EnquiryInput>,
) {
  const phoneCheck = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(phoneCheck.current), []);

  return useCallback(
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
          else
            setError('phone', {
              type: 'widget',
              message: phoneErrorMessages[verdict.errorCode ?? 'unknown'],
            });
        })();
      }, phoneCheckDelayMs);
    },
    [clearErrors, setError],
  );
}
