import { builtLaunched } from '@/env';

/**
 * The params a build prerenders for a page with dynamic segments: all of them in a launched build;
 * none in a dark one (LAUNCHED=false), where every public page is rewritten to the holding route
 * and these pages are never reached. A dark build then spends no time rendering 166 unit pages
 * nobody can open (docs/decisions/0017-suite-time.md).
 */
export async function prerenderedParams<Params>(all: () => Promise<readonly Params[]>): Promise<Params[]> {
  return builtLaunched() ? [...(await all())] : [];
}
