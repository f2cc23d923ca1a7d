import { describe, expect, it } from 'vitest';
import { silentLog } from '../testing/fixtures';
import { LicenceHoldExpiry } from './expiry';

describe('the licence hold expiry timer', () => {
  it('answers how many holds a pass ended, never runs two passes at once, and survives a failed pass', async () => {
    let finish: (count: number) => void = () => undefined;
    let calls = 0;
    const expiry = new LicenceHoldExpiry(
      () =>
        new Promise<number>((resolve, reject) => {
          calls += 1;
          if (calls === 2) reject(new Error('database busy'));
          else finish = resolve;
        }),
      silentLog,
    );
    const first = expiry.runOnce();
    // A pass due while the first still runs is skipped, not doubled.
    await expect(expiry.runOnce()).resolves.toBe(0);
    finish(3);
    await expect(first).resolves.toBe(3);
    // A failed pass is logged and the next one runs.
    await expect(expiry.runOnce()).resolves.toBe(0);
    const third = expiry.runOnce();
    finish(1);
    await expect(third).resolves.toBe(1);
    expect(calls).toBe(3);
    await expiry.stop();
  });
});
