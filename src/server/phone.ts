import 'server-only';
import {
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/max';
import {
  phoneDigits,
  phoneMaxDigits,
  phoneMaxInputLength,
  phoneMinDigits,
  phoneValidationMode,
  type PhoneErrorCode,
} from '@/features/phone/phone-errors';

/*
 * The server's verdict on a phone number (it wins over the browser's): libphonenumber-js with
 * the full ("max") metadata. A valid number is returned in E.164 for storage.
 */

export type PhoneVerdict =
  | { readonly valid: true; readonly e164: string; readonly country: string | undefined }
  | { readonly valid: false; readonly errorCode: PhoneErrorCode };

export function verifyPhone(
  input: string,
  country: string | undefined,
  mode: 'possible' | 'precise' = phoneValidationMode,
): PhoneVerdict {
  if (input.length > phoneMaxInputLength) return { valid: false, errorCode: 'too-long' };
  const digits = phoneDigits(input);
  if (digits.length < phoneMinDigits) return { valid: false, errorCode: 'too-short' };
  if (digits.length > phoneMaxDigits) return { valid: false, errorCode: 'too-long' };
  const defaultCountry = country && /^[A-Z]{2}$/.test(country) ? (country as CountryCode) : 'GB';
  const lengthProblem = validatePhoneNumberLength(input, defaultCountry);
  switch (lengthProblem) {
    case 'INVALID_COUNTRY':
      return { valid: false, errorCode: 'invalid-country-code' };
    case 'TOO_SHORT':
      return { valid: false, errorCode: 'too-short' };
    case 'TOO_LONG':
      return { valid: false, errorCode: 'too-long' };
    case 'INVALID_LENGTH':
      return { valid: false, errorCode: 'invalid-length' };
    case 'NOT_A_NUMBER':
      return { valid: false, errorCode: 'unknown' };
    default:
      break;
  }
  const parsed = parsePhoneNumberFromString(input, defaultCountry);
  if (!parsed) return { valid: false, errorCode: 'unknown' };
  const ok = mode === 'precise' ? parsed.isValid() : parsed.isPossible();
  if (!ok) return { valid: false, errorCode: 'invalid-length' };
  return { valid: true, e164: parsed.number, country: parsed.country };
}
