import type { ConsentChoice } from '@/domain/consent-choice';
import { writeAttributionCookie } from './channel-cookie';
import { pushPageEvents } from './ga4-dom';

/*
 * What runs once the visitor has allowed analytics or advertising, imported by the consent manager
 * only then, so a page's first load carries none of it (docs/decisions/0046): the attribution
 * cookie (click ids only with advertising) and, with analytics, the page's GA4 events.
 */
export function afterConsent(choice: ConsentChoice): void {
  writeAttributionCookie(choice.advertising);
  if (choice.analytics) pushPageEvents();
}
