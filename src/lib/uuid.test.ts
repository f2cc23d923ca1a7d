import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('takes an id as PostgreSQL writes it, in either case', () => {
    expect(isUuid('0b6f9a5e-3c1d-4e2f-9a8b-7c6d5e4f3a2b')).toBe(true);
    expect(isUuid('0B6F9A5E-3C1D-4E2F-9A8B-7C6D5E4F3A2B')).toBe(true);
  });

  it('refuses anything else before it reaches a query', () => {
    for (const value of ['', 'abc', '0b6f9a5e3c1d4e2f9a8b7c6d5e4f3a2b', '0b6f9a5e-3c1d-4e2f-9a8b-7c6d5e4f3a2b ', "0b6f9a5e-3c1d-4e2f-9a8b-7c6d5e4f3a2'; --", '{0b6f9a5e-3c1d-4e2f-9a8b-7c6d5e4f3a2b}'])
      expect(isUuid(value)).toBe(false);
  });
});
