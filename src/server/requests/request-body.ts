import 'server-only';

/*
 * The one reader of the site's own form and JSON posts (enquiries, bookings, viewings, orders,
 * alerts): the body up to a size limit, as strict UTF-8. A body that is not valid UTF-8, raw or
 * percent-encoded (`%FF`), is refused rather than read with replacement characters: "Bad\uFFFDName" must never be stored and mailed. (A JSON
 * escape such as `\udcff` is valid UTF-8 text: the enquiry schema refuses it in what a visitor
 * typed and strips it from the rest, src/server/enquiries/enquiry-failures.test.ts.)
 */

export const maxBodyBytes = 32 * 1024;

export type BodyRefusal = 'too-long' | 'unreadable';
export type BodyRead<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: BodyRefusal };

/**
 * A form post's fields, or why not. An unreadable form still gives its fields as a lenient reader
 * sees them (`damaged`), only to send the visitor back to the page they were on: never to be stored.
 */
export type FormRead =
  | { readonly ok: true; readonly value: [string, string][] }
  | { readonly ok: false; readonly reason: BodyRefusal; readonly damaged: [string, string][] };

/** What a visitor is told when what they sent is not valid UTF-8. */
export const unreadableMessage =
  'Some of what you typed could not be read (it was not valid text: characters may have been damaged when pasted). Retype the details and send them again.';

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The raw body, at most `limit` bytes (the declared length is checked first), as strict UTF-8. */
export async function readBodyText(
  request: Request,
  limit = maxBodyBytes,
): Promise<{ readonly ok: true; readonly value: string } | { readonly ok: false; readonly reason: BodyRefusal; readonly lenient: string }> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) return { ok: false, reason: 'too-long', lenient: '' };
  const reader = request.body?.getReader();
  if (!reader) return { ok: true, value: '' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-long', lenient: '' };
    }
    chunks.push(value);
  }
  const bytes = Buffer.concat(chunks);
  try {
    return { ok: true, value: strict.decode(bytes) };
  } catch {
    return { ok: false, reason: 'unreadable', lenient: bytes.toString('utf8') };
  }
}

/**
 * application/x-www-form-urlencoded, as URLSearchParams does it (`+` is a space), except that a
 * percent-encoded sequence which is not UTF-8 makes the whole form unreadable (URLSearchParams
 * would put U+FFFD in its place).
 */
export function parseFormStrict(text: string): [string, string][] | undefined {
  const pairs: [string, string][] = [];
  for (const part of text.split('&')) {
    if (part === '') continue;
    const index = part.indexOf('=');
    const name = decodeFormComponent(index === -1 ? part : part.slice(0, index));
    const value = decodeFormComponent(index === -1 ? '' : part.slice(index + 1));
    if (name === undefined || value === undefined) return undefined;
    pairs.push([name, value]);
  }
  return pairs;
}

function decodeFormComponent(raw: string): string | undefined {
  const text = raw.replaceAll('+', ' ');
  if (!text.includes('%')) return text;
  // Runs of percent-escapes become bytes; the text between them (and a lone '%', which
  // URLSearchParams keeps too) stays as it is.
  const parts: Buffer[] = [];
  let last = 0;
  for (const match of text.matchAll(/(?:%[0-9A-Fa-f]{2})+/g)) {
    parts.push(Buffer.from(text.slice(last, match.index), 'utf8'), Buffer.from(match[0].replaceAll('%', ''), 'hex'));
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(text.slice(last), 'utf8'));
  try {
    return strict.decode(Buffer.concat(parts));
  } catch {
    return undefined;
  }
}

/** A form post's fields in order (a name may repeat), or why it could not be read. */
export async function readFormBody(request: Request, limit = maxBodyBytes): Promise<FormRead> {
  const text = await readBodyText(request, limit);
  if (!text.ok) return { ...text, damaged: text.reason === 'unreadable' ? [...new URLSearchParams(text.lenient)] : [] };
  const pairs = parseFormStrict(text.value);
  return pairs ? { ok: true, value: pairs } : { ok: false, reason: 'unreadable', damaged: [...new URLSearchParams(text.value)] };
}
