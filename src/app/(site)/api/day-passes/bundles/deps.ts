import 'server-only';
import { getSiteSettings } from '@/content';
import { getBundleSettings, getDayPassCentre } from '@/content/day-passes';
import type { BundleHandlerDeps } from '@/server/day-passes/bundle-handler';
import { logger } from '@/server/logger';
import { formPostGuards, getEnquiryRuntime, manageSigningKey } from '@/server/runtime';

const log = logger.child({ component: 'bundle-api' });

/** What both bundle posts read: the guards, Stripe, the CMS's bundle and centre settings. */
export async function bundleDeps(): Promise<BundleHandlerDeps | undefined> {
  try {
    const runtime = await getEnquiryRuntime();
    return {
      ...formPostGuards(runtime),
      linkKey: manageSigningKey(),
      bundleSettings: getBundleSettings,
      vatRatePercent: async () => (await getSiteSettings()).vatRatePercent,
      offer: async (centre) => {
        const found = await getDayPassCentre(centre);
        return found ? { settings: found.settings, openingHours: found.centre.openingHours } : undefined;
      },
      log,
    };
  } catch {
    log.error('bundle failed: runtime unavailable');
    return undefined;
  }
}

export const runtimeUnavailable = () => new Response(null, { status: 303, headers: { location: '/500', 'cache-control': 'no-store' } });
