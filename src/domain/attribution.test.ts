import { describe, expect, it } from 'vitest';
import {
  isChannelTouch,
  parseAttributionCookie,
  parseTouch,
  serializeAttribution,
  touchFieldLimits,
  touchFromUrl,
} from './attribution';

const now = new Date('2026-11-21T10:00:00Z');

describe('touchFromUrl', () => {
  it('reads campaign parameters, click ids, the outside referrer and the landing path', () => {
    const touch = touchFromUrl(
      new URL('https://www.northlight.example/workspaces?utm_source=google&utm_medium=cpc&gclid=abc'),
      'https://www.google.co.uk/search?q=x',
      now,
    );
    expect(touch).toMatchObject({
      utm_source: 'google',
      utm_medium: 'cpc',
      gclid: 'abc',
      referrer_host: 'www.google.co.uk',
      landing_path: '/workspaces',
      timestamp: '2026-11-21T10:00:00.000Z',
    });
    expect(isChannelTouch(touch)).toBe(true);
  });

  it('ignores same-site and malformed referrers', () => {
    const url = new URL('https://www.northlight.example/');
    expect(touchFromUrl(url, 'https://www.northlight.example/a', now).referrer_host).toBeUndefined();
    expect(touchFromUrl(url, 'not a url', now).referrer_host).toBeUndefined();
    expect(isChannelTouch(touchFromUrl(url, undefined, now))).toBe(false);
  });
});

describe('attribution cookie', () => {
  it('round-trips', () => {
    const touch = touchFromUrl(new URL('https://a.example/?utm_source=news'), undefined, now);
    const value = serializeAttribution({ first: touch, last: touch });
    expect(parseAttributionCookie(value)).toEqual({ first: touch, last: touch });
  });

  it('ignores missing, malformed, oversized and wrongly shaped values', () => {
    expect(parseAttributionCookie(undefined)).toBeUndefined();
    expect(parseAttributionCookie('%7Bbroken')).toBeUndefined();
    expect(parseAttributionCookie('x'.repeat(5000))).toBeUndefined();
    expect(parseAttributionCookie(encodeURIComponent(JSON.stringify({ first: 1 })))).toBeUndefined();
  });
});

describe('parseTouch', () => {
  it('keeps known fields, trimmed, and drops unknown ones', () => {
    expect(parseTouch({ utm_source: ' news ', other: 'x', timestamp: '2026-11-21T10:00:00.000Z' })).toEqual({
      utm_source: 'news',
      timestamp: '2026-11-21T10:00:00.000Z',
    });
  });

  it('refuses wrong types, oversized values and bad timestamps', () => {
    expect(parseTouch(null)).toBeUndefined();
    expect(parseTouch([])).toBeUndefined();
    expect(parseTouch('utm')).toBeUndefined();
    expect(parseTouch({ utm_source: 5 })).toBeUndefined();
    expect(parseTouch({ utm_source: 'x'.repeat(101) })).toBeUndefined();
    expect(parseTouch({ timestamp: 'yesterday' })).toBeUndefined();
    expect(parseTouch({ timestamp: '2026-13-45T99:00:00Z' })).toBeUndefined();
  });

  it('accepts every touch touchFromUrl makes, however long the parameters', () => {
    const long = 'a'.repeat(500);
    const url = new URL(
      `https://www.northlight.example/${long}?utm_source=${long}&utm_campaign=${long}&gclid=${long}`,
    );
    const touch = touchFromUrl(url, `https://${'b'.repeat(60)}.example/`, now);
    expect(parseTouch(touch)).toEqual(touch);
    expect(touch.utm_source).toHaveLength(touchFieldLimits.utm_source);
  });
});
