import 'server-only';
import config from '@payload-config';
import { getPayload } from 'payload';
import { docToCancellationRules } from '@/cms/globals/cancellation-rules';
import { seedCancellationRules } from '@/cms/seed/cancellation-rules';
import { cancellationRulesSchema, type CancellationRules } from '@/domain/booking/cancellation';
import { logger } from '@/server/logger';
import { sharedRead } from './shared-read';

/*
 * The room cancellation rules as published in the CMS (global cancellation-rules), read like the
 * other settings (shared within a request and a build). Checked with the schema the CMS checks on
 * publish; if the global cannot be read or does not parse (never published), the seed's rules
 * apply, so a booking is never made without terms.
 */

const log = logger.child({ component: 'cancellation-rules' });

export const getCancellationRules = sharedRead(async (): Promise<CancellationRules> => {
  const doc = await (await getPayload({ config })).findGlobal({ slug: 'cancellation-rules', depth: 0, overrideAccess: true });
  const parsed = cancellationRulesSchema.safeParse(docToCancellationRules(doc));
  if (parsed.success) return parsed.data;
  log.warn('cancellation rules in the CMS do not parse: the seed rules apply');
  return seedCancellationRules;
});
