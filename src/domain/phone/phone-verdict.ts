import {
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
  type MetadataJson,
} from 'libphonenumber-js/core';
import {
  phoneDigits,
  phoneMaxDigits,
  phoneMaxInputLength,
  phoneMinDigits,
  phoneValidationMode,
  type PhoneErrorCode,
} from './phone-errors';

/*
 * The one verdict on a phone number, run by the server (where it counts) and by the browser's
 * phone widget (as a hint), on the same string: what the widget submits. Both run these rules in
 * libphonenumber-js; the server with its full ("max") metadata, the widget with the "min" metadata
 * (20 KB smaller, and in 'possible' mode it gives the same lengths: the differential test proves
 * it). intl-tel-input's own verdict (Google's libphonenumber) is not used: the two libraries
 * disagree on the reason for about one number in seven (Google has "local only" lengths,
 * libphonenumber-js does not, and they strip national prefixes differently), so a visitor could be
 * told one thing and the server answer another (src/server/requests/phone-differential.test.ts).
 */

export type PhoneVerdict =
  | { readonly valid: true; readonly e164: string; readonly country: string | undefined }
  | { readonly valid: false; readonly errorCode: PhoneErrorCode };

const refuse = (errorCode: PhoneErrorCode): PhoneVerdict => ({ valid: false, errorCode });

export type PhoneVerdictFunction = (
  input: string,
  country: string | undefined,
  mode?: 'possible' | 'precise',
) => PhoneVerdict;

/** The verdict with the given metadata ('precise' mode needs the max metadata). */
export const phoneVerdictWith =
  (metadata: MetadataJson): PhoneVerdictFunction =>
  (input, country, mode = phoneValidationMode) => {
    if (input.length > phoneMaxInputLength) return refuse('too-long');
    const digits = phoneDigits(input);
    if (digits.length < phoneMinDigits) return refuse('too-short');
    if (digits.length > phoneMaxDigits) return refuse('too-long');
    const upper = country?.toUpperCase();
    const defaultCountry = upper && /^[A-Z]{2}$/.test(upper) ? (upper as CountryCode) : 'GB';
    switch (validatePhoneNumberLength(input, defaultCountry, metadata)) {
      case 'INVALID_COUNTRY':
        return refuse('invalid-country-code');
      case 'TOO_SHORT':
        return refuse('too-short');
      case 'TOO_LONG':
        return refuse('too-long');
      case 'INVALID_LENGTH':
        return refuse('invalid-length');
      case 'NOT_A_NUMBER':
        return refuse('unknown');
      default:
        break;
    }
    const parsed = parsePhoneNumberFromString(input, defaultCountry, metadata);
    if (!parsed) return refuse('unknown');
    // UK numbers starting 7 (mobiles, personal numbers, pagers) are all ten digits after the 0;
    // the general UK lengths (7, 9, 10) would let a mobile with a digit missing through.
    // No UK number starts 0 after +44: "+44 0740 01234" is a trunk 0 left in, not a number.
    if (parsed.countryCallingCode === '44' && parsed.nationalNumber.startsWith('0')) return refuse('unknown');
    if (parsed.countryCallingCode === '44' && parsed.nationalNumber.startsWith('7')) {
      if (parsed.nationalNumber.length < 10) return refuse('too-short');
      if (parsed.nationalNumber.length > 10) return refuse('too-long');
    }
    const ok = mode === 'precise' ? parsed.isValid() : parsed.isPossible();
    if (!ok) return refuse('invalid-length');
    return { valid: true, e164: parsed.number, country: parsed.country };
  };
