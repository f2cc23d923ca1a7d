'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { IntlPhoneInputProps } from './intl-phone-input';
import type { PhoneFieldResult } from '@/domain/phone/phone-errors';
import { PlainPhoneInput } from './plain-phone-input';

/*
 * The phone input. It starts as a plain <input type="tel"> (server-rendered, works with
 * JavaScript off) and becomes the intl-tel-input widget when the field comes near the viewport
 * or gets focus, so the widget's code is never part of the first page load.
 */

export type PhoneFieldProps = {
  readonly id: string;
  readonly name: string;
  readonly countryName: string;
  readonly value: string;
  readonly country: string;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  readonly required?: boolean;
  readonly className: string;
  readonly onChange: (result: PhoneFieldResult) => void;
  readonly onBlur: () => void;
  readonly inputRef: (element: HTMLInputElement | null) => void;
};

type Widget = ComponentType<IntlPhoneInputProps>;

export function PhoneField(props: PhoneFieldProps) {
  const [Widget, setWidget] = useState<Widget | null>(null);
  const plainRef = useRef<HTMLInputElement | null>(null);
  const { inputRef } = props;

  useEffect(() => {
    const element = plainRef.current;
    if (!element) return;
    let started = false;
    let loaded: Widget | null = null;
    // Never swap the input under someone's fingers: a widget that arrives during typing waits for
    // blur. The swap is committed at once (flushSync): a render left for later let a click and a
    // first keystroke land in the plain input before it was replaced, and the visitor lost focus
    // after one character (seen in a full test run).
    const swapWhenIdle = () => {
      if (loaded && document.activeElement !== element) {
        const widget = loaded;
        flushSync(() => setWidget(() => widget));
      }
    };
    const load = () => {
      if (started) return;
      started = true;
      void import('./intl-phone-input').then((module) => {
        loaded = module.default;
        swapWhenIdle();
      });
    };
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && load(),
      {
        rootMargin: '400px 0px',
      },
    );
    observer.observe(element);
    element.addEventListener('focus', load);
    element.addEventListener('blur', swapWhenIdle);
    return () => {
      observer.disconnect();
      element.removeEventListener('focus', load);
      element.removeEventListener('blur', swapWhenIdle);
    };
  }, []);

  if (Widget) {
    return (
      <>
        <Widget
          id={props.id}
          name={props.name}
          value={props.value}
          invalid={props.invalid}
          describedBy={props.describedBy}
          required={props.required ?? true}
          className={props.className}
          onChange={props.onChange}
          onBlur={props.onBlur}
          inputRef={inputRef}
        />
        <input type="hidden" name={props.countryName} value={props.country.toUpperCase()} />
      </>
    );
  }
  return (
    <PlainPhoneInput
      ref={(element) => {
        plainRef.current = element;
        inputRef(element);
      }}
      id={props.id}
      name={props.name}
      countryName={props.countryName}
      country={props.country}
      required={props.required ?? true}
      value={props.value}
      onChange={(event) =>
        props.onChange({ number: event.target.value, iso2: props.country, valid: false, errorCode: null })
      }
      onBlur={props.onBlur}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      className={props.className}
    />
  );
}
