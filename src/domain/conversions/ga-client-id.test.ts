import { describe, expect, it } from 'vitest';
import { gaClientIdOfCookie } from './ga-client-id';

describe('the GA4 client id of a _ga cookie', () => {
  it('reads the two numbers after the version and depth', () => {
    expect(gaClientIdOfCookie('GA1.1.1234567890.1700000000')).toBe('1234567890.1700000000');
    expect(gaClientIdOfCookie('GA1.2.42.1700000001')).toBe('42.1700000001');
  });

  it('ignores anything else', () => {
    for (const value of [undefined, '', 'GA1.1.abc.1700000000', '1234567890.1700000000', 'GA1.1.1.2.3', `GA1.1.${'9'.repeat(30)}.1`, 'GA1.1.1.1;x'])
      expect(gaClientIdOfCookie(value), String(value)).toBeUndefined();
  });
});
