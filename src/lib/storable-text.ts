/*
 * Characters PostgreSQL cannot store: NUL (refused in text and jsonb) and lone UTF-16 surrogates
 * (refused in jsonb, silently replaced in text). Other control characters are stored fine but have
 * no place in a one-line value. Text the visitor typed is refused with a message when it holds
 * any (the enquiry schema); metadata the browser sends on its own (page path, context, campaign
 * parameters, the attribution cookie) is cleaned instead, so a link such as ?utm_source=%00 cannot
 * break the form.
 */

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const controlCharacter = /[\u0000-\u001F\u007F-\u009F]/;
const unstorable = new RegExp(`${loneSurrogate.source}|${controlCharacter.source}`, 'g');

/** True when the text holds a lone surrogate (a broken character that no database keeps). */
export function hasLoneSurrogate(value: string): boolean {
  return loneSurrogate.test(value);
}

/** One-line metadata with control characters and lone surrogates removed. */
export function storableText(value: string): string {
  return value.replace(unstorable, '');
}
