import { describe, expect, it } from 'vitest';
import { parseTouch, touchFieldLimits } from './attribution';
import { attributionToStore, touchSchema } from './attribution-schema';

const now = new Date('2026-11-29T10:00:00.000Z');
const recent = '2026-11-20T10:00:00.000Z';
const touch = {
  utm_source: 'google',
  utm_medium: 'cpc',
  gclid: 'Cj0KCQ-abc_1',
  gbraid: '0AAAAA',
  wbraid: 'CjkKEQ',
  msclkid: '6f1e2d3c',
  fbclid: 'IwAR3.x',
  landing_path: '/units',
  timestamp: recent,
};

describe('the attribution the server stores', () => {
  it('keeps every click id with advertising consent, within the window', () => {
    expect(attributionToStore({ first: touch, last: touch }, { advertising: true }, now)).toEqual({
      first: touch,
      last: touch,
    });
  });

  it('drops every click id without advertising consent, and keeps the campaign', () => {
    const stored = attributionToStore({ first: touch, last: touch }, { advertising: false }, now);
    const kept = { utm_source: 'google', utm_medium: 'cpc', landing_path: '/units', timestamp: recent };
    expect(stored).toEqual({ first: kept, last: kept });
    expect(attributionToStore({ touch }, { advertising: false }, now)).toEqual({ touch: kept });
  });

  it('drops click ids older than 90 days even with consent', () => {
    const old = { ...touch, timestamp: '2026-08-20T10:00:00.000Z' };
    const stored = attributionToStore({ first: old, last: touch }, { advertising: true }, now);
    expect(stored && 'first' in stored ? stored.first.gclid : 'missing').toBeUndefined();
    expect(stored && 'last' in stored ? stored.last.gclid : undefined).toBe('Cj0KCQ-abc_1');
  });

  it('refuses what is malformed, oversized or outside the charset, and drops unknown fields', () => {
    expect(attributionToStore(undefined, { advertising: true }, now)).toBeUndefined();
    expect(attributionToStore('x', { advertising: true }, now)).toBeUndefined();
    expect(attributionToStore({ first: touch }, { advertising: true }, now)).toBeUndefined();
    expect(attributionToStore({ touch: { gclid: 'a<b' } }, { advertising: true }, now)).toBeUndefined();
    expect(
      attributionToStore({ touch: { gclid: 'a'.repeat(201) } }, { advertising: true }, now),
    ).toBeUndefined();
    expect(
      attributionToStore({ touch: { utm_source: 'x'.repeat(101) } }, { advertising: true }, now),
    ).toBeUndefined();
    expect(
      attributionToStore({ touch: { timestamp: 'yesterday' } }, { advertising: true }, now),
    ).toBeUndefined();
    expect(attributionToStore({ touch: { utm_source: 5 } }, { advertising: true }, now)).toBeUndefined();
    expect(
      attributionToStore({ touch: { utm_source: 'a', email: 'x@y.z' } }, { advertising: true }, now),
    ).toEqual({
      touch: { utm_source: 'a' },
    });
  });

  it('cleans bytes no database keeps from campaign text', () => {
    expect(
      attributionToStore({ touch: { utm_source: 'news\u0000letter ' } }, { advertising: false }, now),
    ).toEqual({
      touch: { utm_source: 'newsletter' },
    });
  });

  it('gives the same verdict as the browser check on the same input', () => {
    const cases: Record<string, unknown>[] = [
      touch,
      { gclid: 'a b' },
      { fbclid: 'a.b_c-d' },
      { msclkid: 'x'.repeat(touchFieldLimits.msclkid) },
      { msclkid: 'x'.repeat(touchFieldLimits.msclkid + 1) },
      { utm_campaign: 'spring sale – 20 % off' },
      { referrer_host: 'h'.repeat(254) },
      { timestamp: '2026-11-29T10:00:00Z' },
      { timestamp: '2026-02-30' },
      { utm_term: 7 },
    ];
    for (const input of cases)
      expect([input, touchSchema.safeParse(input).success]).toEqual([input, parseTouch(input) !== undefined]);
  });
});
