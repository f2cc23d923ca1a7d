import type { Touch } from '@/domain/attribution';

/*
 * The first-touch channel of a lead, from the attribution its source row carries (UTM, click
 * ids, referrer host), and the labels staff read instead of the keys.
 */
export const leadChannels = [
  'paid-search',
  'paid-social',
  'email',
  'campaign',
  'organic-search',
  'referral',
  'direct',
] as const;
export type LeadChannel = (typeof leadChannels)[number];

export const leadChannelLabels: Record<LeadChannel, string> = {
  'paid-search': 'Paid search',
  'paid-social': 'Social',
  email: 'Email',
  campaign: 'Other campaign',
  'organic-search': 'Organic search',
  referral: 'Referral',
  direct: 'Direct or not known',
};

export function isLeadChannel(value: string): value is LeadChannel {
  return (leadChannels as readonly string[]).includes(value);
}

export const touchFieldLabels: Record<keyof Touch, string> = {
  utm_source: 'Campaign source',
  utm_medium: 'Campaign medium',
  utm_campaign: 'Campaign',
  utm_term: 'Search term',
  utm_content: 'Ad content',
  gclid: 'Google Ads click',
  gbraid: 'Google Ads click (iOS app)',
  wbraid: 'Google Ads click (iOS web)',
  msclkid: 'Microsoft Ads click',
  fbclid: 'Facebook click',
  referrer_host: 'Came from site',
  landing_path: 'Landing page',
  timestamp: 'When',
};

const searchEngines = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex)\./i;
const paidMedia = new Set(['cpc', 'ppc', 'paid', 'paidsearch', 'paid-search', 'sem']);
const socialMedia = new Set(['social', 'paid-social', 'paidsocial', 'social-paid']);

/** A campaign field as it is compared and grouped: trimmed, inner spaces as one, lower case. */
export function campaignText(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toLowerCase() : '';
}
const text = campaignText;

/** Which touch a figure is credited to: the visitor's first, or the last before they acted. */
export const touchChoices = ['first', 'last'] as const;
export type TouchChoice = (typeof touchChoices)[number];

/**
 * One touch of an attribution record: `first` or `last`, or `touch` (the page's own parameters,
 * kept when no cookie was) for either, since that one touch is both.
 */
export function touchOf(attribution: unknown, which: TouchChoice): Record<string, unknown> {
  if (typeof attribution !== 'object' || attribution === null) return {};
  const record = attribution as Record<string, unknown>;
  const touch = record[which] ?? record.touch;
  return typeof touch === 'object' && touch !== null ? (touch as Record<string, unknown>) : {};
}

/** The first touch of an attribution record: `first`, or `touch` when no cookie was kept. */
export const firstTouchOf = (attribution: unknown): Record<string, unknown> => touchOf(attribution, 'first');

const googleClick = (touch: Record<string, unknown>) => Boolean(touch.gclid || touch.gbraid || touch.wbraid);

/** The channel of one touch (UTM, click ids, referrer host). */
export function channelOfTouch(touch: Record<string, unknown>): LeadChannel {
  const medium = text(touch.utm_medium);
  const source = text(touch.utm_source);
  if (googleClick(touch) || touch.msclkid || paidMedia.has(medium)) return 'paid-search';
  if (touch.fbclid || socialMedia.has(medium)) return 'paid-social';
  if (medium === 'email' || source === 'newsletter' || source === 'email') return 'email';
  if (medium || source || touch.utm_campaign) return 'campaign';
  const referrer = text(touch.referrer_host);
  if (referrer && searchEngines.test(referrer)) return 'organic-search';
  if (referrer) return 'referral';
  return 'direct';
}

/** The first-touch channel of a lead, as the dashboard's "Leads by channel" counts it. */
export const channelOf = (attribution: unknown): LeadChannel => channelOfTouch(firstTouchOf(attribution));

/** What a touch without UTM source or medium is reported as (Google Analytics' own names). */
export const notSet = '(not set)';
export const directSource = '(direct)';
export const noMedium = '(none)';

/**
 * Source and medium of a touch, as "google / cpc" reads: the UTM fields when the link had them
 * (a missing one "(not set)"); otherwise derived by the same rules as channelOfTouch, so a lead
 * counted as organic search there is "google / organic" here, and a direct one "(direct) / (none)":
 * a Google Ads click is google / cpc, a Microsoft Ads click bing / cpc, a Facebook click
 * facebook / social, a search engine's referral <engine> / organic, another site <host> / referral.
 * Lower case and trimmed, so "Google" and "google " are one source.
 */
export function sourceMediumOf(touch: Record<string, unknown>): { readonly source: string; readonly medium: string } {
  const source = text(touch.utm_source);
  const medium = text(touch.utm_medium);
  if (source || medium) return { source: source || notSet, medium: medium || notSet };
  if (googleClick(touch)) return { source: 'google', medium: 'cpc' };
  if (touch.msclkid) return { source: 'bing', medium: 'cpc' };
  if (touch.fbclid) return { source: 'facebook', medium: 'social' };
  const referrer = text(touch.referrer_host).replace(/^www\./, '');
  const engine = searchEngines.exec(referrer);
  if (referrer && engine) return { source: engine[2]!, medium: 'organic' };
  if (referrer) return { source: referrer, medium: 'referral' };
  return { source: directSource, medium: noMedium };
}
