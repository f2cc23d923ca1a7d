import { describe, expect, it } from 'vitest';
import { describeMaxAge } from './cookie-lifetimes';

describe('describeMaxAge', () => {
  it('words a Max-Age the way the cookie policy shows it', () => {
    expect(describeMaxAge(400 * 86_400)).toBe('400 days');
    expect(describeMaxAge(2 * 86_400)).toBe('2 days');
    expect(describeMaxAge(86_400)).toBe('24 hours');
    expect(describeMaxAge(3_600)).toBe('1 hour');
    expect(describeMaxAge(90 * 60)).toBe('90 minutes');
    expect(describeMaxAge(45)).toBe('45 seconds');
  });
});
