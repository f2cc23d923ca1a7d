import 'server-only';
import { getBookableRooms, getCentre, getSiteSettings } from './index';
import { getCancellationRules } from './cancellation-rules';
import { getDayPassCentre } from './day-passes';
import { getViewingHours } from './viewings';
import { centreSlugs, type CentreSlug } from '@/domain/centres';
import { logger } from '@/server/logger';
import { bookingSigningKey, formPostGuards, getEnquiryRuntime, manageSigningKey } from '@/server/runtime';
import type { WaitlistHandlerDeps } from '@/server/waitlist/waitlist-handler';

/* What the waitlist's routes hand their handlers: the runtime's guards and what the CMS says of rooms. */

const isCentre = (slug: string): slug is CentreSlug => (centreSlugs as readonly string[]).includes(slug);
export const waitlistLog = logger.child({ component: 'waitlist-api' });

export async function waitlistDeps(): Promise<WaitlistHandlerDeps> {
  const runtime = await getEnquiryRuntime();
  const guards = formPostGuards(runtime);
  return {
    ...guards,
    linkKey: manageSigningKey(),
    bookingLinkKey: bookingSigningKey(),
    findRoom: async (centre, reference) => (await getBookableRooms()).find((room) => room.centre === centre && room.reference === reference),
    openingHours: async (centre) => (isCentre(centre) ? (await getCentre(centre)).openingHours : undefined),
    vatRatePercent: async () => (await getSiteSettings()).vatRatePercent,
    cancellationRules: getCancellationRules,
    payments: runtime.payments,
    dayPasses: {
      offer: async (centre) => {
        const found = await getDayPassCentre(centre);
        return found && { settings: found.settings, openingHours: found.centre.openingHours };
      },
      townOf: async (centre) => (await getDayPassCentre(centre))?.centre.town,
    },
    viewingHours: async (centre) => (isCentre(centre) ? getViewingHours(centre) : undefined),
    onListChanged: () => void runtime.waitlistSweeper.sweep(),
    log: waitlistLog,
  };
}
