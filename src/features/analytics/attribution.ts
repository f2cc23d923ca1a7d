import { z } from 'zod';

/*
 * Channel attribution: first-touch and last-touch. Stored in the `channel_attrib` cookie only
 * once consent allows (src/features/consent), read by the enquiry API from the request cookie,
 * or, without consent, sent by the form from the current page's own URL parameters only.
 */

export const attributionCookieName = 'channel_attrib';

const bounded = (max: number) => z.string().trim().max(max).optional();

export const touchSchema = z.object({
  utm_source: bounded(100),
  utm_medium: bounded(100),
  utm_campaign: bounded(150),
  utm_term: bounded(150),
  utm_content: bounded(150),
  gclid: bounded(200),
  msclkid: bounded(200),
  fbclid: bounded(200),
  referrer_host: bounded(253),
  landing_path: bounded(300),
  timestamp: z.iso.datetime().optional(),
});
export type Touch = z.infer<typeof touchSchema>;

export const channelAttributionSchema = z.object({
  first: touchSchema,
  last: touchSchema,
});
export type ChannelAttribution = z.infer<typeof channelAttributionSchema>;

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
  const touch: Record<string, string> = {};
  for (const param of campaignParams) {
    const value = url.searchParams.get(param);
    if (value) touch[param] = value.slice(0, 200);
  }
  if (referrer) {
    try {
      const host = new URL(referrer).hostname;
      if (host && host !== url.hostname) touch.referrer_host = host;
    } catch {
      // A malformed referrer is simply not recorded.
    }
  }
  touch.landing_path = url.pathname.slice(0, 300);
  touch.timestamp = now.toISOString();
  return touchSchema.parse(touch);
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
    const parsed = channelAttributionSchema.safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
