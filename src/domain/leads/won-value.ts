/*
 * A won lead's value (issue 40 item 3, docs/decisions/0050): the contract's value net of VAT, in
 * pence, as staff type it in pounds when they move a lead to won ("12,500", "£12,500.50"), or the
 * signed licence's or proposal's contract value when signing wins it. It is what the offline
 * conversion of the win reports, so it is bounded here and by a check in the database.
 */

/** £10 million: more than any licence the centres could sign; a typo of extra zeros is refused. */
export const maxWonValuePence = 1_000_000_000;
/** Characters accepted from the form before any parsing ("£1,000,000,000.00" is 17). */
export const maxWonValueLength = 20;

export type WonValueProblem = 'won-value-required' | 'won-value-invalid' | 'won-value-too-large';
export type WonValue = { readonly ok: true; readonly pence: number } | { readonly ok: false; readonly problem: WonValueProblem };

const poundsPattern = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Reads pounds as staff type them: digits with optional thousands commas, optional pence (one or
 * two digits), an optional leading £. Nothing else (no minus, no exponent, no other currency).
 */
export function parseWonValue(text: string): WonValue {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'won-value-required' };
  if (trimmed.length > maxWonValueLength) return { ok: false, problem: 'won-value-invalid' };
  const match = poundsPattern.exec(trimmed);
  if (!match) return { ok: false, problem: 'won-value-invalid' };
  const whole = match[1]!.replaceAll(',', '');
  // Compared as digits before any arithmetic, so a long number cannot lose precision first.
  if (whole.replace(/^0+(?=\d)/, '').length > String(maxWonValuePence / 100).length)
    return { ok: false, problem: 'won-value-too-large' };
  const pence = Number(whole) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  if (pence > maxWonValuePence) return { ok: false, problem: 'won-value-too-large' };
  return { ok: true, pence };
}

/** Whether a stored value is one the database accepts (the signing path's contract values). */
export function isWonValuePence(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= maxWonValuePence;
}
