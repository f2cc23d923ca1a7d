import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_units_online_take_online" AS ENUM('type-default', 'yes', 'no');
  CREATE TYPE "public"."enum__units_v_version_online_take_online" AS ENUM('type-default', 'yes', 'no');
  CREATE TYPE "public"."enum_licence_templates_family" AS ENUM('business-units', 'serviced-offices', 'coworking');
  CREATE TYPE "public"."enum__licence_templates_v_version_family" AS ENUM('business-units', 'serviced-offices', 'coworking');
  CREATE TYPE "public"."enum_licence_settings_types_workspace_type" AS ENUM('workshops', 'retail-spaces', 'storage-spaces', 'studios', 'gyms', 'dog-groomings', 'cafes', 'tech-labs', 'training-centres', 'distribution-centres', 'repair-shops', 'office-spaces', 'coworking-spaces');
  CREATE TYPE "public"."enum_licence_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__licence_settings_v_version_types_workspace_type" AS ENUM('workshops', 'retail-spaces', 'storage-spaces', 'studios', 'gyms', 'dog-groomings', 'cafes', 'tech-labs', 'training-centres', 'distribution-centres', 'repair-shops', 'office-spaces', 'coworking-spaces');
  CREATE TYPE "public"."enum__licence_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "licence_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"family" "enum_licence_templates_family" NOT NULL,
  	"title" varchar NOT NULL,
  	"version" numeric,
  	"permitted_use" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_licence_templates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_family" "enum__licence_templates_v_version_family" NOT NULL,
  	"version_title" varchar NOT NULL,
  	"version_version" numeric,
  	"version_permitted_use" varchar NOT NULL,
  	"version_body" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "licence_settings_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"workspace_type" "enum_licence_settings_types_workspace_type",
  	"take_online" boolean DEFAULT true,
  	"deposit_months" numeric DEFAULT 2
  );
  
  CREATE TABLE "licence_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hold_hours" numeric DEFAULT 48,
  	"minimum_notice_days" numeric DEFAULT 2,
  	"bank_account_name" varchar,
  	"bank_bank_name" varchar,
  	"bank_sort_code" varchar,
  	"bank_account_number" varchar,
  	"_status" "enum_licence_settings_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_licence_settings_v_version_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"workspace_type" "enum__licence_settings_v_version_types_workspace_type",
  	"take_online" boolean DEFAULT true,
  	"deposit_months" numeric DEFAULT 2,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_licence_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hold_hours" numeric DEFAULT 48,
  	"version_minimum_notice_days" numeric DEFAULT 2,
  	"version_bank_account_name" varchar,
  	"version_bank_bank_name" varchar,
  	"version_bank_sort_code" varchar,
  	"version_bank_account_number" varchar,
  	"version__status" "enum__licence_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "units" ADD COLUMN "online_take_online" "enum_units_online_take_online" DEFAULT 'type-default';
  ALTER TABLE "units" ADD COLUMN "online_deposit_months" numeric;
  ALTER TABLE "_units_v" ADD COLUMN "version_online_take_online" "enum__units_v_version_online_take_online" DEFAULT 'type-default';
  ALTER TABLE "_units_v" ADD COLUMN "version_online_deposit_months" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "licence_templates_id" integer;
  ALTER TABLE "_licence_templates_v" ADD CONSTRAINT "_licence_templates_v_parent_id_licence_templates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."licence_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "licence_settings_types" ADD CONSTRAINT "licence_settings_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."licence_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_licence_settings_v_version_types" ADD CONSTRAINT "_licence_settings_v_version_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_licence_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "licence_templates_family_idx" ON "licence_templates" USING btree ("family");
  CREATE INDEX "licence_templates_updated_at_idx" ON "licence_templates" USING btree ("updated_at");
  CREATE INDEX "licence_templates_created_at_idx" ON "licence_templates" USING btree ("created_at");
  CREATE INDEX "_licence_templates_v_parent_idx" ON "_licence_templates_v" USING btree ("parent_id");
  CREATE INDEX "_licence_templates_v_version_version_family_idx" ON "_licence_templates_v" USING btree ("version_family");
  CREATE INDEX "_licence_templates_v_version_version_updated_at_idx" ON "_licence_templates_v" USING btree ("version_updated_at");
  CREATE INDEX "_licence_templates_v_version_version_created_at_idx" ON "_licence_templates_v" USING btree ("version_created_at");
  CREATE INDEX "_licence_templates_v_created_at_idx" ON "_licence_templates_v" USING btree ("created_at");
  CREATE INDEX "_licence_templates_v_updated_at_idx" ON "_licence_templates_v" USING btree ("updated_at");
  CREATE INDEX "licence_settings_types_order_idx" ON "licence_settings_types" USING btree ("_order");
  CREATE INDEX "licence_settings_types_parent_id_idx" ON "licence_settings_types" USING btree ("_parent_id");
  CREATE INDEX "licence_settings__status_idx" ON "licence_settings" USING btree ("_status");
  CREATE INDEX "_licence_settings_v_version_types_order_idx" ON "_licence_settings_v_version_types" USING btree ("_order");
  CREATE INDEX "_licence_settings_v_version_types_parent_id_idx" ON "_licence_settings_v_version_types" USING btree ("_parent_id");
  CREATE INDEX "_licence_settings_v_version_version__status_idx" ON "_licence_settings_v" USING btree ("version__status");
  CREATE INDEX "_licence_settings_v_created_at_idx" ON "_licence_settings_v" USING btree ("created_at");
  CREATE INDEX "_licence_settings_v_updated_at_idx" ON "_licence_settings_v" USING btree ("updated_at");
  CREATE INDEX "_licence_settings_v_latest_idx" ON "_licence_settings_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_licence_templates_fk" FOREIGN KEY ("licence_templates_id") REFERENCES "public"."licence_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_licence_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("licence_templates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "licence_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_licence_templates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "licence_settings_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "licence_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_licence_settings_v_version_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_licence_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "licence_templates" CASCADE;
  DROP TABLE "_licence_templates_v" CASCADE;
  DROP TABLE "licence_settings_types" CASCADE;
  DROP TABLE "licence_settings" CASCADE;
  DROP TABLE "_licence_settings_v_version_types" CASCADE;
  DROP TABLE "_licence_settings_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_licence_templates_fk";
  
  DROP INDEX "payload_locked_documents_rels_licence_templates_id_idx";
  ALTER TABLE "units" DROP COLUMN "online_take_online";
  ALTER TABLE "units" DROP COLUMN "online_deposit_months";
  ALTER TABLE "_units_v" DROP COLUMN "version_online_take_online";
  ALTER TABLE "_units_v" DROP COLUMN "version_online_deposit_months";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "licence_templates_id";
  DROP TYPE "public"."enum_units_online_take_online";
  DROP TYPE "public"."enum__units_v_version_online_take_online";
  DROP TYPE "public"."enum_licence_templates_family";
  DROP TYPE "public"."enum__licence_templates_v_version_family";
  DROP TYPE "public"."enum_licence_settings_types_workspace_type";
  DROP TYPE "public"."enum_licence_settings_status";
  DROP TYPE "public"."enum__licence_settings_v_version_types_workspace_type";
  DROP TYPE "public"."enum__licence_settings_v_version_status";`)
}
