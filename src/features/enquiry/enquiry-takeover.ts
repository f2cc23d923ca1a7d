import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import type { EnquiryContext } from '@/domain/enquiry/enquiry-context';
import { readStoredEnquiryContext } from '@/domain/enquiry/enquiry-context-schema';
import { enquirySchema, type Enquiry, type EnquiryInput } from '@/domain/enquiry/enquiry-schema';
import { readDraft, saveDraft } from './enquiry-draft';
import { ensureXsrfToken } from './enquiry-keys';
import { typedValues, type FormEntries } from './enquiry-values';

/**
 * The script form taking over from the server-rendered one: react-hook-form set up with what the
 * plain form held, validation moved from the browser to the schema, the context carried over and
 * a draft kept from then on. Importers configure zod first (zod-browser-config).
 */
export function useEnquiryTakeover({
  typed,
  defaults,
  openedWith,
  setContext,
  formRef,
}: {
  typed: FormEntries;
  defaults: EnquiryInput;
  openedWith: EnquiryContext | undefined;
  setContext: (context: EnquiryContext) => void;
  formRef: RefObject<HTMLFormElement | null>;
}) {
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
  const { setValue, subscribe } = form;

  // Script is running: take over validation from the browser; keep what was carried over.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
    ensureXsrfToken();
    // Only a form someone has typed in is a draft (a draft makes later pages load the form at once).
    if (Object.keys(typedValues(typed, defaults)).length > 0)
      saveDraft(initialValues as Record<string, unknown>);
    if (openedWith) {
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

  return form;
}
