/*
 * Channel attribution: first-touch and last-touch. Stored in the `channel_attrib` cookie only
 * once consent allows (src/features/consent), read by the enquiry API from the request cookie,
 * or, without consent, sent by the form from the current page's own URL parameters only.
 * Ad click ids (gclid, gbraid, wbraid, msclkid, fbclid) are kept only with advertising consent
 * and only for the attribution window (90 days, Google Ads' longest click-through window): the
 * browser leaves them out of the cookie otherwise, and the server drops them again from whatever
 * reaches it (src/domain/attribution-schema.ts), docs/decisions/0046.
 */

import { storableText } from '@/lib/storable-text';

export { attributionCookieName } from '@/lib/cookie-lifetimes';

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
  gbraid: 200,
  wbraid: 200,
  msclkid: 200,
  fbclid: 200,
  referrer_host: 253,
  landing_path: 300,
  timestamp: 40,
} as const;

export type Touch = Partial<Record<keyof typeof touchFieldLimits, string>>;
export type ChannelAttribution = { readonly first: Touch; readonly last: Touch };

const touchFields = Object.keys(touchFieldLimits) as (keyof typeof touchFieldLimits)[];
export const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;

/** Click ids of Google Ads (gclid; gbraid and wbraid from iOS), Microsoft Advertising and Meta. */
export const clickIdParams = ['gclid', 'gbraid', 'wbraid', 'msclkid', 'fbclid'] as const;
export type ClickIdParam = (typeof clickIdParams)[number];
/**
 * What a click id may hold: the platforms issue letters, digits, `-` and `_` (Google's are
 * base64url), Meta's `.` too. Anything else is not a click id, and a cut one is useless: such a
 * value is dropped whole, never trimmed.
 */
export const clickIdPattern = /^[A-Za-z0-9._-]+$/;
const isClickId = (field: string): field is ClickIdParam => (clickIdParams as readonly string[]).includes(field);

/** How long a touch counts: 90 days, after which its click ids are dropped and it gives way. */
export const attributionWindowDays = 90;
const windowMs = attributionWindowDays * 86_400_000;

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
    if (isClickId(field) && !clickIdPattern.test(trimmed)) return undefined;
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
  ...clickIdParams,
] as const;

/** The campaign parameters of one URL, plus its path; empty fields left out. */
export function touchFromUrl(url: URL, referrer: string | undefined, now: Date): Touch {
  const touch: Touch = {};
  for (const param of campaignParams) {
    const raw = url.searchParams.get(param);
    const value = raw === null ? undefined : storableText(raw).trim();
    if (!value) continue;
    if (isClickId(param)) {
      if (value.length <= touchFieldLimits[param] && clickIdPattern.test(value)) touch[param] = value;
    } else touch[param] = value.slice(0, touchFieldLimits[param]);
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

/** A touch's time, or undefined when it has none or an unreadable one. */
function touchTime(touch: Touch): number | undefined {
  const time = touch.timestamp === undefined ? Number.NaN : Date.parse(touch.timestamp);
  return Number.isNaN(time) ? undefined : time;
}

/** Within the attribution window at `now` (a touch without a time is not: nothing shows it is). */
export function isWithinWindow(touch: Touch, now: Date): boolean {
  const time = touchTime(touch);
  return time !== undefined && now.getTime() - time <= windowMs;
}

export function withoutClickIds(touch: Touch): Touch {
  const kept: Touch = { ...touch };
  for (const param of clickIdParams) delete kept[param];
  return kept;
}

export function hasClickId(touch: Touch): boolean {
  return clickIdParams.some((param) => touch[param] !== undefined);
}

/**
 * A touch as consent allows it to be kept at `now`: its click ids only with advertising consent
 * and within the window; everything else as it was.
 */
export function consentedTouch(touch: Touch, advertising: boolean, now: Date): Touch {
  return advertising && isWithinWindow(touch, now) ? touch : withoutClickIds(touch);
}

/**
 * First and last touch after a visit: a touch older than the window gives way (the first to the
 * last, if that is still recent, or to this visit), a new channel becomes the last touch, and a
 * direct visit leaves a recent last touch in place.
 */
export function nextAttribution(existing: ChannelAttribution | undefined, touch: Touch, now: Date): ChannelAttribution {
  if (!existing) return { first: touch, last: touch };
  const lastKept = isWithinWindow(existing.last, now);
  const first = isWithinWindow(existing.first, now) ? existing.first : lastKept ? existing.last : touch;
  const last = isChannelTouch(touch) || !lastKept ? touch : existing.last;
  return { first, last };
}

/** Both touches as consent allows them at `now` (see consentedTouch). */
export function consentedAttribution(
  attribution: ChannelAttribution,
  advertising: boolean,
  now: Date,
): ChannelAttribution {
  return {
    first: consentedTouch(attribution.first, advertising, now),
    last: consentedTouch(attribution.last, advertising, now),
  };
}
