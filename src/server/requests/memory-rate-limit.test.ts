import { describe, expect, it } from 'vitest';
import { hitMemoryRateLimit } from './rate-limit';

describe('hitMemoryRateLimit (single-instance PGlite sites)', () => {
  it('allows the limit per client per minute, then refuses with the seconds left', () => {
    const start = Date.UTC(2026, 10, 21, 10, 0, 0);
    expect(hitMemoryRateLimit('a', 2, start).allowed).toBe(true);
    expect(hitMemoryRateLimit('a', 2, start + 1_000).allowed).toBe(true);
    const third = hitMemoryRateLimit('a', 2, start + 15_000);
    expect(third).toEqual({ allowed: false, retryAfterSeconds: 45, count: 3 });
    expect(hitMemoryRateLimit('b', 2, start + 15_000).allowed).toBe(true);
  });

  it('starts counting again in the next minute', () => {
    const start = Date.UTC(2026, 10, 21, 11, 0, 0);
    hitMemoryRateLimit('c', 1, start);
    expect(hitMemoryRateLimit('c', 1, start + 10_000).allowed).toBe(false);
    expect(hitMemoryRateLimit('c', 1, start + 60_000).allowed).toBe(true);
  });
});
