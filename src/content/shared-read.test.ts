import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedRead } from './shared-read';

describe('sharedRead', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads afresh for each render of a running server, so a publish reaches the next page', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-server');
    let version = 0;
    const read = sharedRead(async () => (version += 1));
    expect(await read()).toBe(1);
    expect(await read()).toBe(2);
  });

  it('reads once for every page while next build prerenders', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    const load = vi.fn(async () => ['Andover', 'Basingstoke']);
    const read = sharedRead(load);
    const pages = await Promise.all([read(), read(), read()]);
    expect(pages).toEqual([
      ['Andover', 'Basingstoke'],
      ['Andover', 'Basingstoke'],
      ['Andover', 'Basingstoke'],
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
