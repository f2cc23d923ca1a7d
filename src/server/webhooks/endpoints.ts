import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isWebhookEventType, type WebhookEventType } from '@/domain/webhooks/events';

/*
 * The endpoints staff registered: the CMS collection webhook-endpoints (src/cms/collections/
 * webhook-endpoints.ts), read from Payload's tables on this database when events are fanned out
 * and again when each delivery is sent, so a change in the admin (an endpoint switched off, a new
 * address) applies to what is still waiting.
 */

export type WebhookEndpoint = {
  readonly id: number;
  readonly name: string;
  readonly url: string;
  readonly secret: string;
  readonly active: boolean;
  readonly events: readonly WebhookEventType[];
  /** The webhook set in the environment (ENQUIRY_WEBHOOK_URL), kept in step by environment-endpoint.ts. */
  readonly fromEnvironment: boolean;
};

type Queryable = Pick<Database, 'execute'>;

type EndpointRecord = {
  id: number;
  name: string;
  url: string;
  secret: string | null;
  active: boolean | null;
  from_environment: boolean | null;
  events: unknown;
};

function rowsOf<T>(result: unknown): T[] {
  // postgres-js answers an array of rows, PGlite an object with rows.
  const value = result as { rows?: T[] } & ArrayLike<T>;
  return value.rows ?? Array.from(value);
}

function endpointOf(row: EndpointRecord): WebhookEndpoint | undefined {
  if (!row.secret) return undefined;
  const events = (Array.isArray(row.events) ? row.events : []).filter(isWebhookEventType);
  return {
    id: Number(row.id),
    name: row.name,
    url: row.url,
    secret: row.secret,
    active: row.active === true,
    events,
    fromEnvironment: row.from_environment === true,
  };
}

const selectEndpoints = sql`select e.id, e.name, e.url, e.secret, e.active, e.from_environment,
    coalesce(json_agg(v.value::text order by v."order") filter (where v.value is not null), '[]'::json) as events
  from webhook_endpoints e left join webhook_endpoints_events v on v.parent_id = e.id`;

/** Every registered endpoint (switched off ones too). */
export async function loadWebhookEndpoints(db: Queryable): Promise<WebhookEndpoint[]> {
  const rows = rowsOf<EndpointRecord>(await db.execute(sql`${selectEndpoints} group by e.id order by e.id`));
  return rows.flatMap((row) => endpointOf(row) ?? []);
}

/** One endpoint as it is now; undefined once staff deleted it. */
export async function loadWebhookEndpoint(db: Queryable, id: number): Promise<WebhookEndpoint | undefined> {
  const [row] = rowsOf<EndpointRecord>(
    await db.execute(sql`${selectEndpoints} where e.id = ${id} group by e.id`),
  );
  return row ? endpointOf(row) : undefined;
}
