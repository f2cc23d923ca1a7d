import 'server-only';
import config from '@payload-config';
import { getPayload } from 'payload';
import { docToCancellationRules } from '@/cms/globals/cancellation-rules';
import { cancellationRulesSchema, defaultCancellationRules, type CancellationRules } from '@/domain/booking/cancellation';
import { logger } from '@/server/logger';
import { sharedRead } from './shared-read';

/*
 * The room cancellation rules as published in the CMS (global cancellation-rules), read like the
 * other settings (shared within a request and a build). Checked with the schema the CMS checks on
 * publish; if the global does not parse (never published), the default rules (the seed's, in the
 * domain) apply, so a booking is never made without terms.
 */

const log = logger.child({ component: 'cancellation-rules' });

export const getCancellationRules = sharedRead(async (): Promise<CancellationRules> => {
  const doc = await (await getPayload({ config })).findGlobal({ slug: 'cancellation-rules', depth: 0, overrideAccess: true });
  const parsed = cancellationRulesSchema.safeParse(docToCancellationRules(doc));
  if (parsed.success) return parsed.data;
  log.warn('cancellation rules in the CMS do not parse: the default rules apply');
  return defaultCancellationRules;
});
