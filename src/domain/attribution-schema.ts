import { z } from 'zod';
import {
  clickIdParams,
  clickIdPattern,
  consentedTouch,
  isoDateTime,
  touchFieldLimits,
  type Touch,
} from '@/domain/attribution';
import { storableText } from '@/lib/storable-text';

/*
 * The attribution the server stores on a lead, booking or order, checked with zod at the boundary
 * (the browser checks the cookie by hand, src/domain/attribution.ts, to stay small; both read the
 * same limits and patterns, and a test holds them to the same verdicts). Then consent decides
 * what is kept: ad click ids only when the request's cookie_consent grants advertising and only
 * within the 90-day window (docs/decisions/0046). Whatever else arrives is bounded, cleaned text.
 */

const campaignText = (max: number) =>
  z
    .string()
    .transform((value) => storableText(value).trim())
    .pipe(z.string().max(max));

const clickId = (max: number) => campaignText(max).pipe(z.string().regex(clickIdPattern));

const clickIdFields = Object.fromEntries(
  clickIdParams.map((param) => [param, clickId(touchFieldLimits[param]).optional()]),
) as Record<(typeof clickIdParams)[number], z.ZodOptional<ReturnType<typeof clickId>>>;

/** One touch: known fields only (others are dropped), each bounded; click ids in their charset. */
export const touchSchema = z.object({
  utm_source: campaignText(touchFieldLimits.utm_source).optional(),
  utm_medium: campaignText(touchFieldLimits.utm_medium).optional(),
  utm_campaign: campaignText(touchFieldLimits.utm_campaign).optional(),
  utm_term: campaignText(touchFieldLimits.utm_term).optional(),
  utm_content: campaignText(touchFieldLimits.utm_content).optional(),
  ...clickIdFields,
  referrer_host: campaignText(touchFieldLimits.referrer_host).optional(),
  landing_path: campaignText(touchFieldLimits.landing_path).optional(),
  timestamp: campaignText(touchFieldLimits.timestamp)
    .pipe(
      z
        .string()
        .regex(isoDateTime)
        .refine((value) => !Number.isNaN(Date.parse(value))),
    )
    .optional(),
});

/** What a row keeps: first and last touch (the consented cookie), or the page's own touch. */
export const storedAttributionSchema = z.union([
  z.object({ first: touchSchema, last: touchSchema }),
  z.object({ touch: touchSchema }),
]);

/**
 * What the visitor had granted when the row was stored (decision 0050): ad_user_data is the
 * advertising choice (the consent manager grants ad_storage, ad_user_data and ad_personalization
 * together), analytics the analytics one. A row stored before this was kept has none: not granted.
 */
export type StoredConsent = { readonly ad_user_data: boolean; readonly analytics: boolean };

export type StoredAttribution = ({ first: Touch; last: Touch } | { touch: Touch }) & {
  /** The consent of the request that stored the row. */
  consent?: StoredConsent;
  /** GA4's client id from the _ga cookie, only with analytics consent. */
  ga_client_id?: string;
};

/** Empty strings left by cleaning carry nothing: they are dropped. */
function compact(touch: z.infer<typeof touchSchema>): Touch {
  return Object.fromEntries(
    Object.entries(touch).filter(([, value]) => value !== undefined && value !== ''),
  ) as Touch;
}

/**
 * The attribution to store for a request: valid input as consent allows it at `now`, or
 * undefined when there is none or it is malformed (a bad cookie never blocks a booking).
 */
export function attributionToStore(
  input: unknown,
  consent: { readonly advertising: boolean },
  now: Date,
): StoredAttribution | undefined {
  const parsed = storedAttributionSchema.safeParse(input);
  if (!parsed.success) return undefined;
  const keep = (touch: z.infer<typeof touchSchema>) =>
    consentedTouch(compact(touch), consent.advertising, now);
  return 'first' in parsed.data
    ? { first: keep(parsed.data.first), last: keep(parsed.data.last) }
    : { touch: keep(parsed.data.touch) };
}
