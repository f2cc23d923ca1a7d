import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cancellation_rules_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cancellation_rules_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "cancellation_rules_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"max_hours" numeric,
  	"notice_hours" numeric
  );
  
  CREATE TABLE "cancellation_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"grace_minutes" numeric DEFAULT 120,
  	"_status" "enum_cancellation_rules_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_cancellation_rules_v_version_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"max_hours" numeric,
  	"notice_hours" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_cancellation_rules_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_grace_minutes" numeric DEFAULT 120,
  	"version__status" "enum__cancellation_rules_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "cancellation_rules_tiers" ADD CONSTRAINT "cancellation_rules_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cancellation_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cancellation_rules_v_version_tiers" ADD CONSTRAINT "_cancellation_rules_v_version_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cancellation_rules_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cancellation_rules_tiers_order_idx" ON "cancellation_rules_tiers" USING btree ("_order");
  CREATE INDEX "cancellation_rules_tiers_parent_id_idx" ON "cancellation_rules_tiers" USING btree ("_parent_id");
  CREATE INDEX "cancellation_rules__status_idx" ON "cancellation_rules" USING btree ("_status");
  CREATE INDEX "_cancellation_rules_v_version_tiers_order_idx" ON "_cancellation_rules_v_version_tiers" USING btree ("_order");
  CREATE INDEX "_cancellation_rules_v_version_tiers_parent_id_idx" ON "_cancellation_rules_v_version_tiers" USING btree ("_parent_id");
  CREATE INDEX "_cancellation_rules_v_version_version__status_idx" ON "_cancellation_rules_v" USING btree ("version__status");
  CREATE INDEX "_cancellation_rules_v_created_at_idx" ON "_cancellation_rules_v" USING btree ("created_at");
  CREATE INDEX "_cancellation_rules_v_updated_at_idx" ON "_cancellation_rules_v" USING btree ("updated_at");
  CREATE INDEX "_cancellation_rules_v_latest_idx" ON "_cancellation_rules_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cancellation_rules_tiers" CASCADE;
  DROP TABLE "cancellation_rules" CASCADE;
  DROP TABLE "_cancellation_rules_v_version_tiers" CASCADE;
  DROP TABLE "_cancellation_rules_v" CASCADE;
  DROP TYPE "public"."enum_cancellation_rules_status";
  DROP TYPE "public"."enum__cancellation_rules_v_version_status";`)
}
