import type { ComponentPropsWithRef } from 'react';

/*
 * The phone input before (or without) the intl-tel-input widget: a plain telephone field and the
 * country it is read against (GB unless the widget says otherwise). Rendered by the server for the
 * no-script form and by PhoneField until the widget has loaded.
 */
export function PlainPhoneInput({
  countryName,
  country,
  ...input
}: ComponentPropsWithRef<'input'> & { readonly countryName: string; readonly country: string }) {
  return (
    <>
      <input type="tel" autoComplete="tel" inputMode="tel" maxLength={250} {...input} />
      <input type="hidden" name={countryName} value={country.toUpperCase()} />
    </>
  );
}
