'use client';

import IntlTelInput, { intlTelInput } from '@intl-tel-input/react';
import type { Iso2 } from 'intl-tel-input';
import 'intl-tel-input/styles';
import { useCallback, useRef, useState } from 'react';
import { publicEnv } from '@/env';
import type { PhoneFieldResult } from '@/domain/phone/phone-errors';
import { verdictOnSubmitted } from '@/domain/phone/widget-verdict';

/*
 * intl-tel-input v29 through its React component. This module is itself loaded lazily by
 * PhoneField, and the utilities (formatting and validation, ~260 KB) load later still through
 * loadUtils, from a chunk on our own origin (the CSP allows only 'self').
 */

const geoIpUrl = publicEnv.NEXT_PUBLIC_PHONE_GEOIP_URL;

async function lookupCountry(): Promise<Iso2> {
  try {
    const response = await fetch(geoIpUrl!, { headers: { accept: 'application/json' } });
    const body = (await response.json()) as { country_code?: string; country?: string };
    const code = (body.country_code ?? body.country ?? 'gb').toLowerCase();
    return (/^[a-z]{2}$/.test(code) ? code : 'gb') as Iso2;
  } catch {
    return 'gb';
  }
}

export type IntlPhoneInputProps = {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  readonly required: boolean;
  readonly onChange: (result: PhoneFieldResult) => void;
  readonly onBlur: () => void;
  readonly inputRef: (element: HTMLInputElement | null) => void;
  readonly className: string;
};

export default function IntlPhoneInput(props: IntlPhoneInputProps) {
  const latest = useRef<PhoneFieldResult>({ number: props.value, iso2: 'gb', valid: false, errorCode: null });
  const [initialValue] = useState(props.value);
  const { onChange } = props;
  const emit = useCallback(
    (patch: Partial<PhoneFieldResult>) => {
      const next = { ...latest.current, ...patch };
      // The verdict is the server's own function on what the form will send (number and country),
      // not intl-tel-input's: the two libraries disagree on the reason for some numbers.
      latest.current = intlTelInput.utils ? { ...next, ...verdictOnSubmitted(next.number, next.iso2) } : next;
      onChange(latest.current);
    },
    [onChange],
  );

  return (
    <IntlTelInput
      ref={(handle) => props.inputRef(handle?.getInput() ?? null)}
      initialCountry={geoIpUrl ? '' : 'gb'}
      initialCountryLookup={geoIpUrl ? lookupCountry : null}
      countrySearch
      formatAsYouType
      numberDisplayFormat="NATIONAL"
      separateDialCode={false}
      countryOrder={['gb', 'ie']}
      strictMode
      loadUtils={() => import('intl-tel-input/utils')}
      uiTranslations={{
        searchPlaceholder: 'Search for a country',
        selectedCountryAriaLabel: 'Country for the phone number',
        countryListAriaLabel: 'Countries',
      }}
      onChangeNumber={(number) => emit({ number })}
      onChangeCountry={(iso2) => emit({ iso2 })}
      inputProps={{
        id: props.id,
        name: props.name,
        autoComplete: 'tel',
        maxLength: 250,
        required: props.required,
        'aria-invalid': props.invalid || undefined,
        'aria-describedby': props.describedBy,
        onBlur: props.onBlur,
        // Uncontrolled on purpose: the library reads the starting value from the element (what
        // was typed before the widget loaded, or the restored draft) and owns it from then on.
        defaultValue: initialValue,
        // Until the utilities arrive the widget reports nothing; pass the raw text on meanwhile.
        onChange: (event) => {
          if (!intlTelInput.utils) emit({ number: event.currentTarget.value });
        },
        className: props.className,
      }}
    />
  );
}
