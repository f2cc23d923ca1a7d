import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_units_centre" AS ENUM('andover', 'basingstoke', 'bromsgrove', 'camberley', 'chepstow', 'chester', 'chichester', 'christchurch', 'crawley', 'crowborough', 'dartford', 'evesham', 'exeter', 'folkestone', 'gosport', 'havant', 'haywards-heath', 'high-wycombe', 'ipswich', 'luton', 'northfleet', 'romsey', 'shoreham-by-sea', 'southampton', 'swindon', 'tewkesbury', 'waterlooville', 'weymouth', 'winchester');
  CREATE TYPE "public"."enum_units_workspace_type" AS ENUM('workshops', 'retail-spaces', 'storage-spaces', 'studios', 'gyms', 'dog-groomings', 'cafes', 'tech-labs', 'training-centres', 'distribution-centres', 'repair-shops', 'office-spaces', 'meeting-rooms', 'coworking-spaces');
  CREATE TYPE "public"."enum_units_availability" AS ENUM('available', 'available-from', 'under-offer', 'let');
  CREATE TYPE "public"."enum_units_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__units_v_version_centre" AS ENUM('andover', 'basingstoke', 'bromsgrove', 'camberley', 'chepstow', 'chester', 'chichester', 'christchurch', 'crawley', 'crowborough', 'dartford', 'evesham', 'exeter', 'folkestone', 'gosport', 'havant', 'haywards-heath', 'high-wycombe', 'ipswich', 'luton', 'northfleet', 'romsey', 'shoreham-by-sea', 'southampton', 'swindon', 'tewkesbury', 'waterlooville', 'weymouth', 'winchester');
  CREATE TYPE "public"."enum__units_v_version_workspace_type" AS ENUM('workshops', 'retail-spaces', 'storage-spaces', 'studios', 'gyms', 'dog-groomings', 'cafes', 'tech-labs', 'training-centres', 'distribution-centres', 'repair-shops', 'office-spaces', 'meeting-rooms', 'coworking-spaces');
  CREATE TYPE "public"."enum__units_v_version_availability" AS ENUM('available', 'available-from', 'under-offer', 'let');
  CREATE TYPE "public"."enum__units_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "units" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"name" varchar,
  	"centre" "enum_units_centre",
  	"workspace_type" "enum_units_workspace_type",
  	"availability" "enum_units_availability" DEFAULT 'available',
  	"available_from" timestamp(3) with time zone,
  	"summary" varchar,
  	"size_sq_ft" numeric,
  	"capacity" numeric,
  	"rent" numeric,
  	"rates_half_day" numeric,
  	"rates_day" numeric,
  	"facts_power" varchar,
  	"facts_door_size" varchar,
  	"facts_use_class" varchar,
  	"facts_parking" varchar,
  	"facts_access_hours" varchar,
  	"floor_plan_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_units_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "units_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_units_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_reference" varchar,
  	"version_name" varchar,
  	"version_centre" "enum__units_v_version_centre",
  	"version_workspace_type" "enum__units_v_version_workspace_type",
  	"version_availability" "enum__units_v_version_availability" DEFAULT 'available',
  	"version_available_from" timestamp(3) with time zone,
  	"version_summary" varchar,
  	"version_size_sq_ft" numeric,
  	"version_capacity" numeric,
  	"version_rent" numeric,
  	"version_rates_half_day" numeric,
  	"version_rates_day" numeric,
  	"version_facts_power" varchar,
  	"version_facts_door_size" varchar,
  	"version_facts_use_class" varchar,
  	"version_facts_parking" varchar,
  	"version_facts_access_hours" varchar,
  	"version_floor_plan_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__units_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_units_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "floor_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "units_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "floor_plans_id" integer;
  ALTER TABLE "units" ADD CONSTRAINT "units_floor_plan_id_floor_plans_id_fk" FOREIGN KEY ("floor_plan_id") REFERENCES "public"."floor_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "units_rels" ADD CONSTRAINT "units_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "units_rels" ADD CONSTRAINT "units_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_units_v" ADD CONSTRAINT "_units_v_parent_id_units_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_units_v" ADD CONSTRAINT "_units_v_version_floor_plan_id_floor_plans_id_fk" FOREIGN KEY ("version_floor_plan_id") REFERENCES "public"."floor_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_units_v_rels" ADD CONSTRAINT "_units_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_units_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_units_v_rels" ADD CONSTRAINT "_units_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "units_reference_idx" ON "units" USING btree ("reference");
  CREATE INDEX "units_centre_idx" ON "units" USING btree ("centre");
  CREATE INDEX "units_floor_plan_idx" ON "units" USING btree ("floor_plan_id");
  CREATE INDEX "units_updated_at_idx" ON "units" USING btree ("updated_at");
  CREATE INDEX "units_created_at_idx" ON "units" USING btree ("created_at");
  CREATE INDEX "units__status_idx" ON "units" USING btree ("_status");
  CREATE INDEX "units_rels_order_idx" ON "units_rels" USING btree ("order");
  CREATE INDEX "units_rels_parent_idx" ON "units_rels" USING btree ("parent_id");
  CREATE INDEX "units_rels_path_idx" ON "units_rels" USING btree ("path");
  CREATE INDEX "units_rels_media_id_idx" ON "units_rels" USING btree ("media_id");
  CREATE INDEX "_units_v_parent_idx" ON "_units_v" USING btree ("parent_id");
  CREATE INDEX "_units_v_version_version_reference_idx" ON "_units_v" USING btree ("version_reference");
  CREATE INDEX "_units_v_version_version_centre_idx" ON "_units_v" USING btree ("version_centre");
  CREATE INDEX "_units_v_version_version_floor_plan_idx" ON "_units_v" USING btree ("version_floor_plan_id");
  CREATE INDEX "_units_v_version_version_updated_at_idx" ON "_units_v" USING btree ("version_updated_at");
  CREATE INDEX "_units_v_version_version_created_at_idx" ON "_units_v" USING btree ("version_created_at");
  CREATE INDEX "_units_v_version_version__status_idx" ON "_units_v" USING btree ("version__status");
  CREATE INDEX "_units_v_created_at_idx" ON "_units_v" USING btree ("created_at");
  CREATE INDEX "_units_v_updated_at_idx" ON "_units_v" USING btree ("updated_at");
  CREATE INDEX "_units_v_latest_idx" ON "_units_v" USING btree ("latest");
  CREATE INDEX "_units_v_rels_order_idx" ON "_units_v_rels" USING btree ("order");
  CREATE INDEX "_units_v_rels_parent_idx" ON "_units_v_rels" USING btree ("parent_id");
  CREATE INDEX "_units_v_rels_path_idx" ON "_units_v_rels" USING btree ("path");
  CREATE INDEX "_units_v_rels_media_id_idx" ON "_units_v_rels" USING btree ("media_id");
  CREATE INDEX "floor_plans_updated_at_idx" ON "floor_plans" USING btree ("updated_at");
  CREATE INDEX "floor_plans_created_at_idx" ON "floor_plans" USING btree ("created_at");
  CREATE UNIQUE INDEX "floor_plans_filename_idx" ON "floor_plans" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_units_fk" FOREIGN KEY ("units_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_floor_plans_fk" FOREIGN KEY ("floor_plans_id") REFERENCES "public"."floor_plans"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_units_id_idx" ON "payload_locked_documents_rels" USING btree ("units_id");
  CREATE INDEX "payload_locked_documents_rels_floor_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("floor_plans_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "units" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "units_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_units_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_units_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "floor_plans" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "units" CASCADE;
  DROP TABLE "units_rels" CASCADE;
  DROP TABLE "_units_v" CASCADE;
  DROP TABLE "_units_v_rels" CASCADE;
  DROP TABLE "floor_plans" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_units_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_floor_plans_fk";
  
  DROP INDEX "payload_locked_documents_rels_units_id_idx";
  DROP INDEX "payload_locked_documents_rels_floor_plans_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "units_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "floor_plans_id";
  DROP TYPE "public"."enum_units_centre";
  DROP TYPE "public"."enum_units_workspace_type";
  DROP TYPE "public"."enum_units_availability";
  DROP TYPE "public"."enum_units_status";
  DROP TYPE "public"."enum__units_v_version_centre";
  DROP TYPE "public"."enum__units_v_version_workspace_type";
  DROP TYPE "public"."enum__units_v_version_availability";
  DROP TYPE "public"."enum__units_v_version_status";`)
}
