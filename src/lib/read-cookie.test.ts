import { describe, expect, it } from 'vitest';
import { readCookie } from './read-cookie';

describe('readCookie', () => {
  it('reads a cookie among others', () => {
    expect(readCookie('a=1; cookie_consent=false; b=2', 'cookie_consent')).toBe('false');
    expect(readCookie('a=1', 'cookie_consent')).toBeUndefined();
  });

  it('keeps an = inside the value', () => {
    expect(readCookie('x=a=b', 'x')).toBe('a=b');
  });
});
