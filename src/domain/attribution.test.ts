import { describe, expect, it } from 'vitest';
import {
  attributionWindowDays,
  clickIdParams,
  consentedAttribution,
  consentedTouch,
  hasClickId,
  isChannelTouch,
  isWithinWindow,
  nextAttribution,
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

describe('click ids', () => {
  const url = (query: string) => new URL(`https://www.northlight.example/units?${query}`);

  it('reads all five click ids from a landing URL', () => {
    const touch = touchFromUrl(
      url('gclid=Cj0KCQ-abc_1&gbraid=0AAAAA-x&wbraid=CjkKEQ_y&msclkid=6f1e2d3c4b5a&fbclid=IwAR3.x_y-z'),
      undefined,
      now,
    );
    expect(touch).toMatchObject({
      gclid: 'Cj0KCQ-abc_1',
      gbraid: '0AAAAA-x',
      wbraid: 'CjkKEQ_y',
      msclkid: '6f1e2d3c4b5a',
      fbclid: 'IwAR3.x_y-z',
    });
    expect(clickIdParams.every((param) => touch[param] !== undefined)).toBe(true);
    expect(isChannelTouch(touchFromUrl(url('wbraid=abc'), undefined, now))).toBe(true);
  });

  it('drops a click id outside the allowed characters or over its limit, whole, never cut', () => {
    const touch = touchFromUrl(
      url(`gclid=${encodeURIComponent('abc<script>')}&msclkid=${'a'.repeat(201)}&fbclid=${encodeURIComponent('a b')}&utm_source=ok`),
      undefined,
      now,
    );
    expect(touch.gclid).toBeUndefined();
    expect(touch.msclkid).toBeUndefined();
    expect(touch.fbclid).toBeUndefined();
    expect(touch.utm_source).toBe('ok');
    expect(touchFromUrl(url(`gclid=${'a'.repeat(200)}`), undefined, now).gclid).toHaveLength(200);
  });

  it('refuses a cookie touch whose click id breaks the charset', () => {
    expect(parseTouch({ gclid: 'abc"def' })).toBeUndefined();
    expect(parseTouch({ gbraid: 'x'.repeat(201) })).toBeUndefined();
    expect(parseTouch({ wbraid: 'ok_1-2.3' })).toEqual({ wbraid: 'ok_1-2.3' });
  });
});

describe('consent and the 90-day window', () => {
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day).toISOString();
  const paid = { utm_source: 'google', gclid: 'abc', landing_path: '/units', timestamp: at(10) };

  it('keeps click ids only with advertising consent', () => {
    expect(consentedTouch(paid, true, now)).toEqual(paid);
    expect(consentedTouch(paid, false, now)).toEqual({ utm_source: 'google', landing_path: '/units', timestamp: at(10) });
    expect(hasClickId(consentedTouch(paid, false, now))).toBe(false);
  });

  it('drops click ids older than the window, and those of a touch with no time', () => {
    expect(attributionWindowDays).toBe(90);
    expect(consentedTouch({ ...paid, timestamp: at(90) }, true, now).gclid).toBe('abc');
    expect(consentedTouch({ ...paid, timestamp: at(91) }, true, now).gclid).toBeUndefined();
    expect(consentedTouch({ gclid: 'abc' }, true, now)).toEqual({});
    expect(isWithinWindow({ timestamp: at(91) }, now)).toBe(false);
  });

  it('applies to both touches', () => {
    const withdrawn = consentedAttribution({ first: paid, last: { ...paid, fbclid: 'f' } }, false, now);
    expect(hasClickId(withdrawn.first) || hasClickId(withdrawn.last)).toBe(false);
  });
});

describe('first and last touch', () => {
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day).toISOString();
  const organic = { landing_path: '/', timestamp: at(20) };
  const paid = { utm_source: 'google', utm_medium: 'cpc', landing_path: '/workspaces', timestamp: at(10) };
  const direct = { landing_path: '/about-us', timestamp: at(0) };

  it('uses the first visit for both at first', () => {
    expect(nextAttribution(undefined, organic, now)).toEqual({ first: organic, last: organic });
  });

  it('moves last touch to a new campaign but keeps first touch', () => {
    expect(nextAttribution({ first: organic, last: organic }, paid, now)).toEqual({ first: organic, last: paid });
  });

  it('does not let a direct visit overwrite a recent last channel', () => {
    expect(nextAttribution({ first: organic, last: paid }, direct, now)).toEqual({ first: organic, last: paid });
  });

  it('forgets touches older than the window: the first gives way to a recent last, or to this visit', () => {
    const old = { ...organic, timestamp: at(120) };
    expect(nextAttribution({ first: old, last: paid }, direct, now)).toEqual({ first: paid, last: paid });
    const oldPaid = { ...paid, timestamp: at(100) };
    expect(nextAttribution({ first: old, last: oldPaid }, direct, now)).toEqual({ first: direct, last: direct });
  });
});
