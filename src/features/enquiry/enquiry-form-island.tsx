'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { enquiryContextEvent, type EnquiryContext } from '@/domain/enquiry/enquiry-context';
import { formTokenPath } from '@/domain/enquiry/enquiry-protocol';
import { hasDraft, readDraft, saveDraft } from './enquiry-draft';
import { formEntries, presetDefaults, typedValues, type EnquiryPreset } from './enquiry-values';
import type { InteractiveEnquiryFormProps } from './interactive-enquiry-form';

/*
 * Holds the server-rendered enquiry form and swaps in the script form when it is about to be used:
 * when the contact section comes within a screen of the viewport, when anything in it gets focus,
 * when a GET IN TOUCH link is clicked, when the form is submitted, or at once for a visitor who
 * has a draft from earlier in the visit (so it is back in the form). Until then the page carries
 * none of the form's code (react-hook-form, zod, the content lists), which is most of our
 * JavaScript. What was typed, the focused field and the caret survive the swap (and a reload
 * before it); a submit made before the script arrived is sent once it has, or as a plain form
 * post if it cannot load.
 */

type Loaded = {
  readonly Form: ComponentType<InteractiveEnquiryFormProps>;
  readonly props: InteractiveEnquiryFormProps;
};

type Focus = { readonly selector: string; readonly selection?: readonly [number, number] };

function focusWithin(root: HTMLElement): Focus | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !root.contains(active)) return undefined;
  const selector = active.id
    ? `#${CSS.escape(active.id)}`
    : active instanceof HTMLInputElement && active.name
      ? `[name="${CSS.escape(active.name)}"][value="${CSS.escape(active.value)}"]`
      : undefined;
  if (!selector) return undefined;
  const field = active as Partial<HTMLInputElement>;
  const selection =
    typeof field.selectionStart === 'number' && typeof field.selectionEnd === 'number'
      ? ([field.selectionStart, field.selectionEnd] as const)
      : undefined;
  return { selector, selection };
}

function restoreFocus(root: HTMLElement, focus: Focus | undefined): void {
  if (!focus) return;
  const element = root.querySelector<HTMLInputElement>(focus.selector);
  if (!element) return;
  element.focus();
  if (!focus.selection) return;
  try {
    element.setSelectionRange(focus.selection[0], focus.selection[1]);
  } catch {
    // Some input types (email, number) have no caret API; focus alone is kept.
  }
}

export function EnquiryFormIsland({
  children,
  preset,
  pageContext,
}: {
  readonly children: ReactNode;
  /** What the server-rendered form has preselected (a centre page's centre). */
  readonly preset?: EnquiryPreset;
  /** What the page itself is about (a unit, the units compared): the context until a click says otherwise. */
  readonly pageContext?: EnquiryContext;
}) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const shownAt = Date.now();
    let context: EnquiryContext | undefined = pageContext;
    let submitWhenLoaded = false;
    let started = false;

    const onLoaded = (module: { InteractiveEnquiryForm: ComponentType<InteractiveEnquiryFormProps> }) => {
      stopListening();
      const plainForm = wrapper.querySelector('form');
      const focus = focusWithin(wrapper);
      const typed = plainForm ? formEntries(plainForm) : [];
      // Synchronous, so nothing typed can land between reading the plain form and replacing it.
      flushSync(() =>
        setLoaded({
          Form: module.InteractiveEnquiryForm,
          props: { typed, startedAt: shownAt, context, preset },
        }),
      );
      restoreFocus(wrapper, focus);
      if (submitWhenLoaded) wrapper.querySelector('form')?.requestSubmit();
    };
    const onFailed = () => {
      stopListening();
      // No script form (offline, blocked chunk): the plain form still posts to the same endpoint.
      if (submitWhenLoaded) wrapper.querySelector('form')?.submit();
    };
    const load = () => {
      if (started) return;
      started = true;
      // The script form posts with the same signed form token as the plain one (its 1x1 image may
      // not have loaded before the script form replaced it): the server sets it when missing.
      void fetch(formTokenPath, { credentials: 'same-origin', cache: 'no-store' }).catch(() => undefined);
      import('./interactive-enquiry-form').then(onLoaded, onFailed);
    };

    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      submitWhenLoaded = true;
      load();
    };
    // Leaving (or reloading) before the script form arrived: what was typed becomes the draft.
    const keepTyped = () => {
      const plainForm = wrapper.querySelector('form');
      const typed = plainForm ? typedValues(formEntries(plainForm), presetDefaults(preset)) : {};
      if (Object.keys(typed).length > 0) saveDraft({ ...readDraft(), ...typed });
    };
    const onContext = (event: Event) => {
      context = (event as CustomEvent<EnquiryContext>).detail;
      load();
    };
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && load(),
      {
        rootMargin: '100% 0px',
      },
    );
    observer.observe(wrapper);
    wrapper.addEventListener('focusin', load);
    wrapper.addEventListener('submit', onSubmit);
    window.addEventListener(enquiryContextEvent, onContext);
    window.addEventListener('pagehide', keepTyped);
    if (hasDraft()) load();
    function stopListening() {
      observer.disconnect();
      wrapper?.removeEventListener('focusin', load);
      wrapper?.removeEventListener('submit', onSubmit);
      window.removeEventListener(enquiryContextEvent, onContext);
      window.removeEventListener('pagehide', keepTyped);
    }
    return stopListening;
    // The preset belongs to the page the form was drawn on; the swap happens once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={wrapperRef}>{loaded ? <loaded.Form {...loaded.props} /> : children}</div>;
}
