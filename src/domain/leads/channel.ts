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

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** The first touch of an attribution record: `first`, or `touch` when no cookie was kept. */
export function firstTouchOf(attribution: unknown): Record<string, unknown> {
  if (typeof attribution !== 'object' || attribution === null) return {};
  const record = attribution as Record<string, unknown>;
  const touch = record.first ?? record.touch;
  return typeof touch === 'object' && touch !== null ? (touch as Record<string, unknown>) : {};
}

export function channelOf(attribution: unknown): LeadChannel {
  const touch = firstTouchOf(attribution);
  const medium = text(touch.utm_medium);
  const source = text(touch.utm_source);
  if (touch.gclid || touch.gbraid || touch.wbraid || touch.msclkid || paidMedia.has(medium)) return 'paid-search';
  if (touch.fbclid || socialMedia.has(medium)) return 'paid-social';
  if (medium === 'email' || source === 'newsletter' || source === 'email') return 'email';
  if (medium || source || touch.utm_campaign) return 'campaign';
  const referrer = text(touch.referrer_host);
  if (referrer && searchEngines.test(referrer)) return 'organic-search';
  if (referrer) return 'referral';
  return 'direct';
}
