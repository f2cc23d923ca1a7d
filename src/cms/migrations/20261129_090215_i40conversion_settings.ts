import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "conversion_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ads_name_lead_won" varchar DEFAULT 'Northlight lead won' NOT NULL,
  	"ads_name_booking_paid" varchar DEFAULT 'Northlight meeting room booked' NOT NULL,
  	"ads_name_order_paid" varchar DEFAULT 'Northlight virtual office paid' NOT NULL,
  	"ads_name_day_pass_paid" varchar DEFAULT 'Northlight day pass bought' NOT NULL,
  	"ads_name_licence_signed" varchar DEFAULT 'Northlight licence signed' NOT NULL,
  	"ga4_measurement_id" varchar,
  	"ga4_api_secret" varchar,
  	"ga4_api_secret_saved" boolean DEFAULT false,
  	"new_ga4_api_secret" varchar,
  	"remove_ga4_api_secret" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "conversion_settings" CASCADE;`)
}
