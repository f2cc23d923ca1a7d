import { describe, expect, it } from 'vitest';
import { channelOf, leadChannelLabels, leadChannels } from './channel';
import { ageOf, withinAge } from './leads';

describe('first-touch channel', () => {
  it('reads the first touch, or the page touch without a cookie', () => {
    expect(channelOf({ first: { gclid: 'x' }, last: {} })).toBe('paid-search');
    expect(channelOf({ first: { utm_medium: 'CPC', utm_source: 'bing' } })).toBe('paid-search');
    expect(channelOf({ touch: { fbclid: 'y' } })).toBe('paid-social');
    expect(channelOf({ first: { utm_source: 'newsletter' }, last: { gclid: 'z' } })).toBe('email');
    expect(channelOf({ first: { utm_source: 'partner', utm_campaign: 'spring' } })).toBe('campaign');
    expect(channelOf({ first: { referrer_host: 'www.google.co.uk' } })).toBe('organic-search');
    expect(channelOf({ first: { referrer_host: 'example.org' } })).toBe('referral');
    expect(channelOf(null)).toBe('direct');
    expect(channelOf({ first: {} })).toBe('direct');
  });

  it('labels every channel for staff', () => {
    for (const channel of leadChannels) expect(leadChannelLabels[channel]).toMatch(/^[A-Z]/);
  });
});

describe('lead age', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('buckets by days since the lead came in, nested', () => {
    expect(ageOf(new Date('2026-11-26T01:00:00Z'), now)).toBe('today');
    expect(ageOf(new Date('2026-11-22T01:00:00Z'), now)).toBe('week');
    expect(ageOf(new Date('2026-11-02T01:00:00Z'), now)).toBe('month');
    expect(ageOf(new Date('2026-09-02T01:00:00Z'), now)).toBe('older');
    expect(withinAge('today', 'week')).toBe(true);
    expect(withinAge('month', 'week')).toBe(false);
    expect(withinAge('older', 'older')).toBe(true);
    expect(withinAge('today', 'older')).toBe(false);
  });
});
