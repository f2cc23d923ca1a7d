/*
 * Channel attribution: first-touch and last-touch. Stored in the `channel_attrib` cookie only
 * once consent allows (src/features/consent), read by the enquiry API from the request cookie,
 * or, without consent, sent by the form from the current page's own URL parameters only.
 */

import { storableText } from '@/lib/storable-text';

export const attributionCookieName = 'channel_attrib';

/*
 * The longest value kept per field. Attribution is read on every page (by the consent manager, to
 * keep the first touch), so it is checked by hand here rather than with a schema library: this
 * module stays a few hundred bytes in the browser. The server uses the same checks.
 */
export const touchFieldLimits = {
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 150,
  utm_term: 150,
  utm_content: 150,
  gclid: 200,
  msclkid: 200,
  fbclid: 200,
  referrer_host: 253,
  landing_path: 300,
  timestamp: 40,
} as const;

export type Touch = Partial<Record<keyof typeof touchFieldLimits, string>>;
export type ChannelAttribution = { readonly first: Touch; readonly last: Touch };

const touchFields = Object.keys(touchFieldLimits) as (keyof typeof touchFieldLimits)[];
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;

/**
 * Untrusted input (a cookie, a request body) to a touch: known fields only, trimmed strings
 * within their limits, an ISO timestamp. Anything else makes the whole touch invalid.
 */
export function parseTouch(value: unknown): Touch | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const input = value as Record<string, unknown>;
  const touch: Touch = {};
  for (const field of touchFields) {
    const raw = input[field];
    if (raw === undefined) continue;
    if (typeof raw !== 'string') return undefined;
    // Campaign links are written by anyone: bytes no database keeps (?utm_source=%00) are dropped.
    const trimmed = storableText(raw).trim();
    if (trimmed.length > touchFieldLimits[field]) return undefined;
    if (field === 'timestamp' && (!isoDateTime.test(trimmed) || Number.isNaN(Date.parse(trimmed))))
      return undefined;
    touch[field] = trimmed;
  }
  return touch;
}

export const campaignParams = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'msclkid',
  'fbclid',
] as const;

/** The campaign parameters of one URL, plus its path; empty fields left out. */
export function touchFromUrl(url: URL, referrer: string | undefined, now: Date): Touch {
  const touch: Touch = {};
  for (const param of campaignParams) {
    const raw = url.searchParams.get(param);
    const value = raw === null ? undefined : storableText(raw).trim();
    if (value) touch[param] = value.slice(0, touchFieldLimits[param]);
  }
  if (referrer) {
    try {
      const host = new URL(referrer).hostname;
      if (host && host !== url.hostname) touch.referrer_host = host.slice(0, touchFieldLimits.referrer_host);
    } catch {
      // A malformed referrer is simply not recorded.
    }
  }
  touch.landing_path = url.pathname.slice(0, touchFieldLimits.landing_path);
  touch.timestamp = now.toISOString();
  return touch;
}

/** A touch counts as a new channel when it carries a campaign parameter or an outside referrer. */
export function isChannelTouch(touch: Touch): boolean {
  return campaignParams.some((param) => touch[param] !== undefined) || touch.referrer_host !== undefined;
}

export function serializeAttribution(attribution: ChannelAttribution): string {
  return encodeURIComponent(JSON.stringify(attribution));
}

/** Cookie value to attribution; anything malformed or oversized is ignored, never trusted. */
export function parseAttributionCookie(value: string | undefined): ChannelAttribution | undefined {
  if (!value || value.length > 4000) return undefined;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { first, last } = parsed as Record<string, unknown>;
    const firstTouch = parseTouch(first);
    const lastTouch = parseTouch(last);
    return firstTouch && lastTouch ? { first: firstTouch, last: lastTouch } : undefined;
  } catch {
    return undefined;
  }
}
