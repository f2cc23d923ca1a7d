import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_webhook_endpoints_events" ADD VALUE 'submission.received';
  ALTER TABLE "webhook_endpoints" ADD COLUMN "from_environment" boolean DEFAULT false;
  CREATE UNIQUE INDEX "webhook_endpoints_one_from_environment" ON "webhook_endpoints" ("from_environment") WHERE "from_environment";`)
  // Written by hand, not by Payload's schema: one endpoint is the environment's, however many
  // instances start at once (src/server/webhooks/environment-endpoint.ts, docs/decisions/0057).
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "webhook_endpoints_one_from_environment";
  DELETE FROM "webhook_endpoints_events" WHERE "value" = 'submission.received';
  ALTER TABLE "webhook_endpoints_events" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_webhook_endpoints_events";
  CREATE TYPE "public"."enum_webhook_endpoints_events" AS ENUM('lead.created', 'lead.stage_changed', 'booking.confirmed', 'booking.cancelled', 'order.paid', 'licence.signed');
  ALTER TABLE "webhook_endpoints_events" ALTER COLUMN "value" SET DATA TYPE "public"."enum_webhook_endpoints_events" USING "value"::"public"."enum_webhook_endpoints_events";
  ALTER TABLE "webhook_endpoints" DROP COLUMN "from_environment";`)
}
