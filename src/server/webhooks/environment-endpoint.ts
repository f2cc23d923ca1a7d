import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { submissionEventType } from '@/domain/webhooks/events';

/*
 * The webhook set in the environment (ENQUIRY_WEBHOOK_URL and ENQUIRY_WEBHOOK_SECRET) is an
 * endpoint like those staff register (docs/decisions/0057): a row of webhook-endpoints marked
 * `from_environment`, listed in the admin with its deliveries, their answers and "Send again".
 * Its address and secret follow the environment (set again at every start); its name, its events
 * and its Sending switch are the staff's. A partial unique index keeps one such row however many
 * instances start at once. With the variables unset, sending stops, as it always did: the row
 * stays, switched off, with its log, and is the staff's from then on (they may switch it on again,
 * and change its address and secret).
 */

export type EnvironmentWebhook = { readonly url: string; readonly secret: string };

export const environmentEndpointName = 'Site enquiries (set in the environment)';

type Queryable = Pick<Database, 'execute' | 'transaction'>;

function rowsOf<T>(result: unknown): T[] {
  const value = result as { rows?: T[] } & ArrayLike<T>;
  return value.rows ?? Array.from(value);
}

/** Answers the endpoint's id, or undefined when the environment sets no webhook. */
export async function syncEnvironmentEndpoint(
  db: Queryable,
  webhook: EnvironmentWebhook | undefined,
): Promise<number | undefined> {
  if (!webhook) {
    await db.execute(sql`update webhook_endpoints set from_environment = false, active = false,
        updated_at = now()
      where from_environment`);
    return undefined;
  }
  return db.transaction(async (tx) => {
    const [created] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into webhook_endpoints (name, url, secret, active, from_environment)
        values (${environmentEndpointName}, ${webhook.url}, ${webhook.secret}, true, true)
        on conflict (from_environment) where from_environment do nothing
        returning id`),
    );
    if (created) {
      await tx.execute(sql`insert into webhook_endpoints_events ("order", parent_id, value)
        values (1, ${created.id}, ${submissionEventType})`);
      return Number(created.id);
    }
    const [kept] = rowsOf<{ id: number }>(
      await tx.execute(sql`update webhook_endpoints set url = ${webhook.url}, secret = ${webhook.secret},
          updated_at = now()
        where from_environment and (url is distinct from ${webhook.url} or secret is distinct from ${webhook.secret})
        returning id`),
    );
    if (kept) return Number(kept.id);
    const [same] = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from webhook_endpoints where from_environment`),
    );
    return same ? Number(same.id) : undefined;
  });
}
