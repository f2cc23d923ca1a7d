import type { ItiUtils } from 'intl-tel-input';
import metadata from 'libphonenumber-js/metadata.min.json';
import type { PhoneErrorCode } from './phone-errors';
import { phoneVerdictWith } from './phone-verdict';

// The min metadata: same lengths as the server's max in 'possible' mode, 20 KB less to download.
const phoneVerdict = phoneVerdictWith(metadata);

/*
 * The phone widget's verdict on what it holds: the number it will submit (its getNumber(), E.164
 * when Google's utilities can format it) judged by the server's rules, against the country
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
