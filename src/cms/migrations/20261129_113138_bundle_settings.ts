import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "bundle_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"on_sale" boolean DEFAULT false,
  	"price5_days_pence" numeric DEFAULT 11000 NOT NULL,
  	"price10_days_pence" numeric DEFAULT 20000 NOT NULL,
  	"valid_months" numeric DEFAULT 6 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "bundle_settings" CASCADE;`)
}
