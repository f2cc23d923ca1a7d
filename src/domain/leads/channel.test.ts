import { describe, expect, it } from 'vitest';
import { channelOf, channelOfTouch, leadChannelLabels, leadChannels, sourceMediumOf, touchOf, type LeadChannel } from './channel';
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

describe('source and medium of a touch', () => {
  it('takes the UTM fields in lower case, a missing one "(not set)"', () => {
    expect(sourceMediumOf({ utm_source: ' Google ', utm_medium: 'CPC', gclid: 'x' })).toEqual({ source: 'google', medium: 'cpc' });
    expect(sourceMediumOf({ utm_source: 'newsletter' })).toEqual({ source: 'newsletter', medium: '(not set)' });
    expect(sourceMediumOf({ utm_medium: 'email' })).toEqual({ source: '(not set)', medium: 'email' });
  });

  it('falls back to the channel rules, and agrees with the channel the dashboard counts', () => {
    const cases: [Record<string, unknown>, string, LeadChannel][] = [
      [{ gclid: 'a' }, 'google / cpc', 'paid-search'],
      [{ wbraid: 'a' }, 'google / cpc', 'paid-search'],
      [{ msclkid: 'a' }, 'bing / cpc', 'paid-search'],
      [{ fbclid: 'a' }, 'facebook / social', 'paid-social'],
      [{ referrer_host: 'www.google.co.uk' }, 'google / organic', 'organic-search'],
      [{ referrer_host: 'duckduckgo.com' }, 'duckduckgo / organic', 'organic-search'],
      [{ referrer_host: 'www.Example.org' }, 'example.org / referral', 'referral'],
      [{}, '(direct) / (none)', 'direct'],
      [{ landing_path: '/', timestamp: '2026-11-01T10:00:00Z' }, '(direct) / (none)', 'direct'],
    ];
    for (const [touch, pair, channel] of cases) {
      const { source, medium } = sourceMediumOf(touch);
      expect(`${source} / ${medium}`).toBe(pair);
      expect(channelOfTouch(touch)).toBe(channel);
    }
  });

  it('reads the first or the last touch, and the one touch for either', () => {
    const attribution = { first: { utm_source: 'a' }, last: { utm_source: 'b' } };
    expect(touchOf(attribution, 'first')).toEqual({ utm_source: 'a' });
    expect(touchOf(attribution, 'last')).toEqual({ utm_source: 'b' });
    expect(touchOf({ touch: { gclid: 'x' } }, 'last')).toEqual({ gclid: 'x' });
    expect(touchOf(null, 'last')).toEqual({});
    expect(channelOf(attribution)).toBe('campaign');
  });
});
