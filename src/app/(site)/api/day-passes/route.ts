import { findPromoCode } from '@/content/promo-codes';
import { getSiteSettings } from '@/content';
import { getDayPassCentre } from '@/content/day-passes';
import { handleDayPassPost } from '@/server/day-passes/day-pass-handler';
import { logger } from '@/server/logger';
import { formPostGuards, getEnquiryRuntime, manageSigningKey } from '@/server/runtime';

export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'day-pass-api' });

export async function POST(request: Request): Promise<Response> {
  let runtime;
  try {
    runtime = await getEnquiryRuntime();
  } catch {
    log.error('day pass failed: runtime unavailable');
    return new Response(null, { status: 303, headers: { location: '/500', 'cache-control': 'no-store' } });
  }
  return handleDayPassPost(request, {
    ...formPostGuards(runtime),
    linkKey: manageSigningKey(),
    offer: async (centre) => {
      const found = await getDayPassCentre(centre);
      return found ? { settings: found.settings, openingHours: found.centre.openingHours } : undefined;
    },
    vatRatePercent: async () => (await getSiteSettings()).vatRatePercent,
    townOf: async (centre) => (await getDayPassCentre(centre))?.centre.town,
    promoCodes: findPromoCode,
    log,
  });
}
