/*
 * The phone field's verdict, shared by the browser widget and the server. The error codes are the
 * spec's list; one verdict function (phone-verdict.ts) gives them on both sides.
 */

export const phoneErrorCodes = [
  'invalid-country-code',
  'too-short',
  'too-long',
  'invalid-length',
  'local-only',
  'unknown',
] as const;
export type PhoneErrorCode = (typeof phoneErrorCodes)[number];

export type PhoneFieldResult = {
  /** E.164 when the widget could parse it, otherwise what was typed. */
  readonly number: string;
  /** ISO 3166-1 alpha-2, lower case as intl-tel-input reports it ("gb"). */
  readonly iso2: string;
  readonly valid: boolean;
  readonly errorCode: PhoneErrorCode | null;
};

export const phoneErrorMessages: Record<PhoneErrorCode, string> = {
  'invalid-country-code': 'Check the country code: we do not recognise it. Choose the country from the list.',
  'too-short': 'This number is too short. Check you have typed all of it.',
  'too-long': 'This number is too long. Check for extra digits.',
  'invalid-length': 'This number has the wrong number of digits for the country chosen.',
  'local-only': 'This looks like a local number. Add the area code so we can call it.',
  unknown: 'Enter a phone number we can call, for example 07700 900123.',
};

export const phoneMaxInputLength = 250;
export const phoneMinDigits = 2;
export const phoneMaxDigits = 17;

/** The digits a phone input carries (what the 2 to 17 digit rule counts). */
export function phoneDigits(input: string): string {
  return input.replace(/\D+/g, '');
}

/**
 * How strictly the enquiry form checks numbers: 'possible' (length for the country, the spec's
 * default) or 'precise' (a real allocated range). The widget and the server read the same setting.
 */
export const phoneValidationMode: 'possible' | 'precise' = 'possible';
