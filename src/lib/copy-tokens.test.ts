import { describe, expect, it } from 'vitest';
import { fillCopyTokens, fillCopyTokensDeep, copyTokensIn, typedCount, typedPrice } from './copy-tokens';

describe('copy tokens', () => {
  it('fills each copy token from the values, as often as it appears', () => {
    expect(fillCopyTokens('{n} towns, {n} centres, from {price}', { n: 29, price: '£40' })).toBe(
      '29 towns, 29 centres, from £40',
    );
  });

  it('leaves text without copy tokens as it is', () => {
    expect(fillCopyTokens('Flexible terms', {})).toBe('Flexible terms');
  });

  it('throws on a copy token without a value rather than showing it', () => {
    expect(() => fillCopyTokens('in {centers} towns', { centres: 29 })).toThrow('{centers}');
  });

  it('lists the copy tokens a text uses', () => {
    expect(copyTokensIn('{price} in {centres} of {centres}')).toEqual(['price', 'centres']);
  });

  it('fills every string of nested copy and keeps numbers and shape', () => {
    expect(
      fillCopyTokensDeep({ a: ['in {centres} towns', 3], b: { c: '{centres}' } }, { centres: 7 }),
    ).toEqual({
      a: ['in 7 towns', 3],
      b: { c: '7' },
    });
  });

  it('finds a typed price and a typed count, not other numbers', () => {
    expect(typedPrice.test('from £40 a week')).toBe(true);
    expect(typedPrice.test('from {price} a week')).toBe(false);
    expect(typedCount(29).test('in 29 towns')).toBe(true);
    expect(typedCount(29).test('our 29 business centres')).toBe(true);
    expect(typedCount(29).test('across 29 Northlight centres')).toBe(true);
    expect(typedCount(29).test('in 30 centres')).toBe(false);
    expect(typedCount(29).test('Junction 29 of the M5')).toBe(false);
  });
});
