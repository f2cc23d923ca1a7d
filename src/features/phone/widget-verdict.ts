import type { ItiUtils } from 'intl-tel-input';
import type { PhoneErrorCode } from './phone-errors';
import { phoneVerdict } from './phone-verdict';

/*
 * The phone widget's verdict on what it holds: the number it will submit (its getNumber(), E.164
 * when Google's utilities can format it) judged by the server's own rules, against the country
 * chosen, as the form sends both.
 */
export function widgetVerdict(
  utils: Pick<ItiUtils, 'formatNumber'>,
  typed: string,
  iso2: string,
): { number: string; valid: boolean; errorCode: PhoneErrorCode | null } {
  const number = utils.formatNumber(typed, iso2);
  return { number, ...verdictOnSubmitted(number, iso2) };
}

/** The verdict on the string the form submits. */
export function verdictOnSubmitted(
  number: string,
  iso2: string,
): { valid: boolean; errorCode: PhoneErrorCode | null } {
  const verdict = phoneVerdict(number, iso2);
  return verdict.valid ? { valid: true, errorCode: null } : { valid: false, errorCode: verdict.errorCode };
}
