import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderedParams } from './prerendered-params';

describe('prerenderedParams', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('prerenders every page in a launched build', async () => {
    vi.stubEnv('NORTHLIGHT_BUILD_LAUNCHED', 'true');
    await expect(
      prerenderedParams(async () => [{ slug: 'andover' }, { slug: 'camberley' }]),
    ).resolves.toEqual([{ slug: 'andover' }, { slug: 'camberley' }]);
  });

  it('prerenders none in a dark build, and does not even ask for the list', async () => {
    vi.stubEnv('NORTHLIGHT_BUILD_LAUNCHED', 'false');
    const all = vi.fn(async () => [{ slug: 'andover' }]);
    await expect(prerenderedParams(all)).resolves.toEqual([]);
    expect(all).not.toHaveBeenCalled();
  });
});
