import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_virtual_office_plans_plans_prices_centre" AS ENUM('andover', 'basingstoke', 'bromsgrove', 'camberley', 'chepstow', 'chester', 'chichester', 'christchurch', 'crawley', 'crowborough', 'dartford', 'evesham', 'exeter', 'folkestone', 'gosport', 'havant', 'haywards-heath', 'high-wycombe', 'ipswich', 'luton', 'northfleet', 'romsey', 'shoreham-by-sea', 'southampton', 'swindon', 'tewkesbury', 'waterlooville', 'weymouth', 'winchester');
  CREATE TYPE "public"."enum_virtual_office_plans_plans_kind" AS ENUM('business-address', 'mail-handling', 'mail-forwarding', 'call-answering', 'registered-office');
  CREATE TYPE "public"."enum_virtual_office_plans_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__virtual_office_plans_v_version_plans_prices_centre" AS ENUM('andover', 'basingstoke', 'bromsgrove', 'camberley', 'chepstow', 'chester', 'chichester', 'christchurch', 'crawley', 'crowborough', 'dartford', 'evesham', 'exeter', 'folkestone', 'gosport', 'havant', 'haywards-heath', 'high-wycombe', 'ipswich', 'luton', 'northfleet', 'romsey', 'shoreham-by-sea', 'southampton', 'swindon', 'tewkesbury', 'waterlooville', 'weymouth', 'winchester');
  CREATE TYPE "public"."enum__virtual_office_plans_v_version_plans_kind" AS ENUM('business-address', 'mail-handling', 'mail-forwarding', 'call-answering', 'registered-office');
  CREATE TYPE "public"."enum__virtual_office_plans_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "virtual_office_plans_plans_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar
  );
  
  CREATE TABLE "virtual_office_plans_plans_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"centre" "enum_virtual_office_plans_plans_prices_centre",
  	"monthly_pounds" numeric
  );
  
  CREATE TABLE "virtual_office_plans_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_virtual_office_plans_plans_kind",
  	"name" varchar,
  	"description" varchar,
  	"needs_id_check" boolean DEFAULT true
  );
  
  CREATE TABLE "virtual_office_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_virtual_office_plans_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_virtual_office_plans_v_version_plans_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_virtual_office_plans_v_version_plans_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"centre" "enum__virtual_office_plans_v_version_plans_prices_centre",
  	"monthly_pounds" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_virtual_office_plans_v_version_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__virtual_office_plans_v_version_plans_kind",
  	"name" varchar,
  	"description" varchar,
  	"needs_id_check" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_virtual_office_plans_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__virtual_office_plans_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "vat_rate_percent" numeric DEFAULT 20;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_vat_rate_percent" numeric DEFAULT 20;
  ALTER TABLE "virtual_office_plans_plans_included" ADD CONSTRAINT "virtual_office_plans_plans_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."virtual_office_plans_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "virtual_office_plans_plans_prices" ADD CONSTRAINT "virtual_office_plans_plans_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."virtual_office_plans_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "virtual_office_plans_plans" ADD CONSTRAINT "virtual_office_plans_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."virtual_office_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_virtual_office_plans_v_version_plans_included" ADD CONSTRAINT "_virtual_office_plans_v_version_plans_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_virtual_office_plans_v_version_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_virtual_office_plans_v_version_plans_prices" ADD CONSTRAINT "_virtual_office_plans_v_version_plans_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_virtual_office_plans_v_version_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_virtual_office_plans_v_version_plans" ADD CONSTRAINT "_virtual_office_plans_v_version_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_virtual_office_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "virtual_office_plans_plans_included_order_idx" ON "virtual_office_plans_plans_included" USING btree ("_order");
  CREATE INDEX "virtual_office_plans_plans_included_parent_id_idx" ON "virtual_office_plans_plans_included" USING btree ("_parent_id");
  CREATE INDEX "virtual_office_plans_plans_prices_order_idx" ON "virtual_office_plans_plans_prices" USING btree ("_order");
  CREATE INDEX "virtual_office_plans_plans_prices_parent_id_idx" ON "virtual_office_plans_plans_prices" USING btree ("_parent_id");
  CREATE INDEX "virtual_office_plans_plans_order_idx" ON "virtual_office_plans_plans" USING btree ("_order");
  CREATE INDEX "virtual_office_plans_plans_parent_id_idx" ON "virtual_office_plans_plans" USING btree ("_parent_id");
  CREATE INDEX "virtual_office_plans__status_idx" ON "virtual_office_plans" USING btree ("_status");
  CREATE INDEX "_virtual_office_plans_v_version_plans_included_order_idx" ON "_virtual_office_plans_v_version_plans_included" USING btree ("_order");
  CREATE INDEX "_virtual_office_plans_v_version_plans_included_parent_id_idx" ON "_virtual_office_plans_v_version_plans_included" USING btree ("_parent_id");
  CREATE INDEX "_virtual_office_plans_v_version_plans_prices_order_idx" ON "_virtual_office_plans_v_version_plans_prices" USING btree ("_order");
  CREATE INDEX "_virtual_office_plans_v_version_plans_prices_parent_id_idx" ON "_virtual_office_plans_v_version_plans_prices" USING btree ("_parent_id");
  CREATE INDEX "_virtual_office_plans_v_version_plans_order_idx" ON "_virtual_office_plans_v_version_plans" USING btree ("_order");
  CREATE INDEX "_virtual_office_plans_v_version_plans_parent_id_idx" ON "_virtual_office_plans_v_version_plans" USING btree ("_parent_id");
  CREATE INDEX "_virtual_office_plans_v_version_version__status_idx" ON "_virtual_office_plans_v" USING btree ("version__status");
  CREATE INDEX "_virtual_office_plans_v_created_at_idx" ON "_virtual_office_plans_v" USING btree ("created_at");
  CREATE INDEX "_virtual_office_plans_v_updated_at_idx" ON "_virtual_office_plans_v" USING btree ("updated_at");
  CREATE INDEX "_virtual_office_plans_v_latest_idx" ON "_virtual_office_plans_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "virtual_office_plans_plans_included" CASCADE;
  DROP TABLE "virtual_office_plans_plans_prices" CASCADE;
  DROP TABLE "virtual_office_plans_plans" CASCADE;
  DROP TABLE "virtual_office_plans" CASCADE;
  DROP TABLE "_virtual_office_plans_v_version_plans_included" CASCADE;
  DROP TABLE "_virtual_office_plans_v_version_plans_prices" CASCADE;
  DROP TABLE "_virtual_office_plans_v_version_plans" CASCADE;
  DROP TABLE "_virtual_office_plans_v" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "vat_rate_percent";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_vat_rate_percent";
  DROP TYPE "public"."enum_virtual_office_plans_plans_prices_centre";
  DROP TYPE "public"."enum_virtual_office_plans_plans_kind";
  DROP TYPE "public"."enum_virtual_office_plans_status";
  DROP TYPE "public"."enum__virtual_office_plans_v_version_plans_prices_centre";
  DROP TYPE "public"."enum__virtual_office_plans_v_version_plans_kind";
  DROP TYPE "public"."enum__virtual_office_plans_v_version_status";`)
}
