import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_workspace_types_headline_tone" AS ENUM('base', 'accent');
  CREATE TYPE "public"."enum_workspace_types_family" AS ENUM('business-units', 'serviced-workspace');
  CREATE TYPE "public"."enum_workspace_types_price_kind" AS ENUM('from', 'on-request');
  CREATE TYPE "public"."enum_workspace_types_price_unit" AS ENUM('hour', 'week', 'month');
  CREATE TYPE "public"."enum_workspace_types_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__workspace_types_v_version_headline_tone" AS ENUM('base', 'accent');
  CREATE TYPE "public"."enum__workspace_types_v_version_family" AS ENUM('business-units', 'serviced-workspace');
  CREATE TYPE "public"."enum__workspace_types_v_version_price_kind" AS ENUM('from', 'on-request');
  CREATE TYPE "public"."enum__workspace_types_v_version_price_unit" AS ENUM('hour', 'week', 'month');
  CREATE TYPE "public"."enum__workspace_types_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_centres_opening_hours_days" AS ENUM('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday');
  CREATE TYPE "public"."enum_centres_offers" AS ENUM('workshops', 'retail-spaces', 'storage-spaces', 'studios', 'gyms', 'dog-groomings', 'cafes', 'tech-labs', 'training-centres', 'distribution-centres', 'repair-shops', 'office-spaces', 'meeting-rooms', 'virtual-offices', 'coworking-spaces');
  CREATE TYPE "public"."enum_centres_amenities" AS ENUM('1', '19', '3', '4', '5', '6', '7', '8');
  CREATE TYPE "public"."enum_centres_features" AS ENUM('2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '32', '33');
  CREATE TYPE "public"."enum_centres_illustration" AS ENUM('units', 'offices', 'none');
  CREATE TYPE "public"."enum_centres_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__centres_v_version_opening_hours_days" AS ENUM('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday');
  CREATE TYPE "public"."enum__centres_v_version_offers" AS ENUM('workshops', 'retail-spaces', 'storage-spaces', 'studios', 'gyms', 'dog-groomings', 'cafes', 'tech-labs', 'training-centres', 'distribution-centres', 'repair-shops', 'office-spaces', 'meeting-rooms', 'virtual-offices', 'coworking-spaces');
  CREATE TYPE "public"."enum__centres_v_version_amenities" AS ENUM('1', '19', '3', '4', '5', '6', '7', '8');
  CREATE TYPE "public"."enum__centres_v_version_features" AS ENUM('2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '32', '33');
  CREATE TYPE "public"."enum__centres_v_version_illustration" AS ENUM('units', 'offices', 'none');
  CREATE TYPE "public"."enum__centres_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'sales');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "workspace_types_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"tone" "enum_workspace_types_headline_tone" DEFAULT 'base'
  );
  
  CREATE TABLE "workspace_types_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "workspace_types_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "workspace_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"short_label" varchar,
  	"type_id" numeric,
  	"slug" varchar,
  	"family" "enum_workspace_types_family",
  	"icon" varchar,
  	"price_kind" "enum_workspace_types_price_kind" DEFAULT 'on-request',
  	"price_amount" numeric,
  	"price_unit" "enum_workspace_types_price_unit",
  	"title" varchar,
  	"description" varchar,
  	"detail_title" varchar,
  	"detail_paragraph_one" varchar,
  	"detail_paragraph_two" varchar,
  	"image" varchar,
  	"image_alt" varchar,
  	"facts_typical_sizes" varchar,
  	"facts_power" varchar,
  	"facts_access" varchar,
  	"facts_use_class" varchar,
  	"facts_parking" varchar,
  	"facts_access_hours" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_workspace_types_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_workspace_types_v_version_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"tone" "enum__workspace_types_v_version_headline_tone" DEFAULT 'base',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_workspace_types_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_workspace_types_v_version_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_workspace_types_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_label" varchar,
  	"version_short_label" varchar,
  	"version_type_id" numeric,
  	"version_slug" varchar,
  	"version_family" "enum__workspace_types_v_version_family",
  	"version_icon" varchar,
  	"version_price_kind" "enum__workspace_types_v_version_price_kind" DEFAULT 'on-request',
  	"version_price_amount" numeric,
  	"version_price_unit" "enum__workspace_types_v_version_price_unit",
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_detail_title" varchar,
  	"version_detail_paragraph_one" varchar,
  	"version_detail_paragraph_two" varchar,
  	"version_image" varchar,
  	"version_image_alt" varchar,
  	"version_facts_typical_sizes" varchar,
  	"version_facts_power" varchar,
  	"version_facts_access" varchar,
  	"version_facts_use_class" varchar,
  	"version_facts_parking" varchar,
  	"version_facts_access_hours" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__workspace_types_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "centres_opening_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_centres_opening_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "centres_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "centres_offers" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_centres_offers",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "centres_amenities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_centres_amenities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "centres_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_centres_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "centres" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"address_street1" varchar,
  	"address_street2" varchar,
  	"address_street3" varchar,
  	"address_zip_code" varchar,
  	"phone_display" varchar,
  	"phone_e164" varchar,
  	"summary" varchar,
  	"parking" varchar,
  	"transport" varchar,
  	"illustration" "enum_centres_illustration" DEFAULT 'none',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_centres_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "centres_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_centres_v_version_opening_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__centres_v_version_opening_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_centres_v_version_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_centres_v_version_offers" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__centres_v_version_offers",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_centres_v_version_amenities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__centres_v_version_amenities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_centres_v_version_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__centres_v_version_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_centres_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_address_street1" varchar,
  	"version_address_street2" varchar,
  	"version_address_street3" varchar,
  	"version_address_zip_code" varchar,
  	"version_phone_display" varchar,
  	"version_phone_e164" varchar,
  	"version_summary" varchar,
  	"version_parking" varchar,
  	"version_transport" varchar,
  	"version_illustration" "enum__centres_v_version_illustration" DEFAULT 'none',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__centres_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_centres_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
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
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"workspace_types_id" integer,
  	"centres_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"advisor_phone_display" varchar,
  	"advisor_phone_e164" varchar,
  	"advisor_phone_hours" varchar,
  	"sales_email" varchar,
  	"_status" "enum_site_settings_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_advisor_phone_display" varchar,
  	"version_advisor_phone_e164" varchar,
  	"version_advisor_phone_hours" varchar,
  	"version_sales_email" varchar,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "workspace_types_headline" ADD CONSTRAINT "workspace_types_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workspace_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workspace_types_features" ADD CONSTRAINT "workspace_types_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workspace_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workspace_types_faqs" ADD CONSTRAINT "workspace_types_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workspace_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workspace_types_v_version_headline" ADD CONSTRAINT "_workspace_types_v_version_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workspace_types_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workspace_types_v_version_features" ADD CONSTRAINT "_workspace_types_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workspace_types_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workspace_types_v_version_faqs" ADD CONSTRAINT "_workspace_types_v_version_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workspace_types_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workspace_types_v" ADD CONSTRAINT "_workspace_types_v_parent_id_workspace_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."workspace_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "centres_opening_hours_days" ADD CONSTRAINT "centres_opening_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."centres_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "centres_opening_hours" ADD CONSTRAINT "centres_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "centres_offers" ADD CONSTRAINT "centres_offers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "centres_amenities" ADD CONSTRAINT "centres_amenities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "centres_features" ADD CONSTRAINT "centres_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "centres_rels" ADD CONSTRAINT "centres_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "centres_rels" ADD CONSTRAINT "centres_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_centres_v_version_opening_hours_days" ADD CONSTRAINT "_centres_v_version_opening_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_centres_v_version_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_centres_v_version_opening_hours" ADD CONSTRAINT "_centres_v_version_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_centres_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_centres_v_version_offers" ADD CONSTRAINT "_centres_v_version_offers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_centres_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_centres_v_version_amenities" ADD CONSTRAINT "_centres_v_version_amenities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_centres_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_centres_v_version_features" ADD CONSTRAINT "_centres_v_version_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_centres_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_centres_v" ADD CONSTRAINT "_centres_v_parent_id_centres_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."centres"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_centres_v_rels" ADD CONSTRAINT "_centres_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_centres_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_centres_v_rels" ADD CONSTRAINT "_centres_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workspace_types_fk" FOREIGN KEY ("workspace_types_id") REFERENCES "public"."workspace_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_centres_fk" FOREIGN KEY ("centres_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "workspace_types_headline_order_idx" ON "workspace_types_headline" USING btree ("_order");
  CREATE INDEX "workspace_types_headline_parent_id_idx" ON "workspace_types_headline" USING btree ("_parent_id");
  CREATE INDEX "workspace_types_features_order_idx" ON "workspace_types_features" USING btree ("_order");
  CREATE INDEX "workspace_types_features_parent_id_idx" ON "workspace_types_features" USING btree ("_parent_id");
  CREATE INDEX "workspace_types_faqs_order_idx" ON "workspace_types_faqs" USING btree ("_order");
  CREATE INDEX "workspace_types_faqs_parent_id_idx" ON "workspace_types_faqs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "workspace_types_type_id_idx" ON "workspace_types" USING btree ("type_id");
  CREATE UNIQUE INDEX "workspace_types_slug_idx" ON "workspace_types" USING btree ("slug");
  CREATE INDEX "workspace_types_updated_at_idx" ON "workspace_types" USING btree ("updated_at");
  CREATE INDEX "workspace_types_created_at_idx" ON "workspace_types" USING btree ("created_at");
  CREATE INDEX "workspace_types__status_idx" ON "workspace_types" USING btree ("_status");
  CREATE INDEX "_workspace_types_v_version_headline_order_idx" ON "_workspace_types_v_version_headline" USING btree ("_order");
  CREATE INDEX "_workspace_types_v_version_headline_parent_id_idx" ON "_workspace_types_v_version_headline" USING btree ("_parent_id");
  CREATE INDEX "_workspace_types_v_version_features_order_idx" ON "_workspace_types_v_version_features" USING btree ("_order");
  CREATE INDEX "_workspace_types_v_version_features_parent_id_idx" ON "_workspace_types_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_workspace_types_v_version_faqs_order_idx" ON "_workspace_types_v_version_faqs" USING btree ("_order");
  CREATE INDEX "_workspace_types_v_version_faqs_parent_id_idx" ON "_workspace_types_v_version_faqs" USING btree ("_parent_id");
  CREATE INDEX "_workspace_types_v_parent_idx" ON "_workspace_types_v" USING btree ("parent_id");
  CREATE INDEX "_workspace_types_v_version_version_type_id_idx" ON "_workspace_types_v" USING btree ("version_type_id");
  CREATE INDEX "_workspace_types_v_version_version_slug_idx" ON "_workspace_types_v" USING btree ("version_slug");
  CREATE INDEX "_workspace_types_v_version_version_updated_at_idx" ON "_workspace_types_v" USING btree ("version_updated_at");
  CREATE INDEX "_workspace_types_v_version_version_created_at_idx" ON "_workspace_types_v" USING btree ("version_created_at");
  CREATE INDEX "_workspace_types_v_version_version__status_idx" ON "_workspace_types_v" USING btree ("version__status");
  CREATE INDEX "_workspace_types_v_created_at_idx" ON "_workspace_types_v" USING btree ("created_at");
  CREATE INDEX "_workspace_types_v_updated_at_idx" ON "_workspace_types_v" USING btree ("updated_at");
  CREATE INDEX "_workspace_types_v_latest_idx" ON "_workspace_types_v" USING btree ("latest");
  CREATE INDEX "centres_opening_hours_days_order_idx" ON "centres_opening_hours_days" USING btree ("order");
  CREATE INDEX "centres_opening_hours_days_parent_idx" ON "centres_opening_hours_days" USING btree ("parent_id");
  CREATE INDEX "centres_opening_hours_order_idx" ON "centres_opening_hours" USING btree ("_order");
  CREATE INDEX "centres_opening_hours_parent_id_idx" ON "centres_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "centres_offers_order_idx" ON "centres_offers" USING btree ("order");
  CREATE INDEX "centres_offers_parent_idx" ON "centres_offers" USING btree ("parent_id");
  CREATE INDEX "centres_amenities_order_idx" ON "centres_amenities" USING btree ("order");
  CREATE INDEX "centres_amenities_parent_idx" ON "centres_amenities" USING btree ("parent_id");
  CREATE INDEX "centres_features_order_idx" ON "centres_features" USING btree ("order");
  CREATE INDEX "centres_features_parent_idx" ON "centres_features" USING btree ("parent_id");
  CREATE UNIQUE INDEX "centres_slug_idx" ON "centres" USING btree ("slug");
  CREATE INDEX "centres_updated_at_idx" ON "centres" USING btree ("updated_at");
  CREATE INDEX "centres_created_at_idx" ON "centres" USING btree ("created_at");
  CREATE INDEX "centres__status_idx" ON "centres" USING btree ("_status");
  CREATE INDEX "centres_rels_order_idx" ON "centres_rels" USING btree ("order");
  CREATE INDEX "centres_rels_parent_idx" ON "centres_rels" USING btree ("parent_id");
  CREATE INDEX "centres_rels_path_idx" ON "centres_rels" USING btree ("path");
  CREATE INDEX "centres_rels_media_id_idx" ON "centres_rels" USING btree ("media_id");
  CREATE INDEX "_centres_v_version_opening_hours_days_order_idx" ON "_centres_v_version_opening_hours_days" USING btree ("order");
  CREATE INDEX "_centres_v_version_opening_hours_days_parent_idx" ON "_centres_v_version_opening_hours_days" USING btree ("parent_id");
  CREATE INDEX "_centres_v_version_opening_hours_order_idx" ON "_centres_v_version_opening_hours" USING btree ("_order");
  CREATE INDEX "_centres_v_version_opening_hours_parent_id_idx" ON "_centres_v_version_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "_centres_v_version_offers_order_idx" ON "_centres_v_version_offers" USING btree ("order");
  CREATE INDEX "_centres_v_version_offers_parent_idx" ON "_centres_v_version_offers" USING btree ("parent_id");
  CREATE INDEX "_centres_v_version_amenities_order_idx" ON "_centres_v_version_amenities" USING btree ("order");
  CREATE INDEX "_centres_v_version_amenities_parent_idx" ON "_centres_v_version_amenities" USING btree ("parent_id");
  CREATE INDEX "_centres_v_version_features_order_idx" ON "_centres_v_version_features" USING btree ("order");
  CREATE INDEX "_centres_v_version_features_parent_idx" ON "_centres_v_version_features" USING btree ("parent_id");
  CREATE INDEX "_centres_v_parent_idx" ON "_centres_v" USING btree ("parent_id");
  CREATE INDEX "_centres_v_version_version_slug_idx" ON "_centres_v" USING btree ("version_slug");
  CREATE INDEX "_centres_v_version_version_updated_at_idx" ON "_centres_v" USING btree ("version_updated_at");
  CREATE INDEX "_centres_v_version_version_created_at_idx" ON "_centres_v" USING btree ("version_created_at");
  CREATE INDEX "_centres_v_version_version__status_idx" ON "_centres_v" USING btree ("version__status");
  CREATE INDEX "_centres_v_created_at_idx" ON "_centres_v" USING btree ("created_at");
  CREATE INDEX "_centres_v_updated_at_idx" ON "_centres_v" USING btree ("updated_at");
  CREATE INDEX "_centres_v_latest_idx" ON "_centres_v" USING btree ("latest");
  CREATE INDEX "_centres_v_rels_order_idx" ON "_centres_v_rels" USING btree ("order");
  CREATE INDEX "_centres_v_rels_parent_idx" ON "_centres_v_rels" USING btree ("parent_id");
  CREATE INDEX "_centres_v_rels_path_idx" ON "_centres_v_rels" USING btree ("path");
  CREATE INDEX "_centres_v_rels_media_id_idx" ON "_centres_v_rels" USING btree ("media_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_workspace_types_id_idx" ON "payload_locked_documents_rels" USING btree ("workspace_types_id");
  CREATE INDEX "payload_locked_documents_rels_centres_id_idx" ON "payload_locked_documents_rels" USING btree ("centres_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "workspace_types_headline" CASCADE;
  DROP TABLE "workspace_types_features" CASCADE;
  DROP TABLE "workspace_types_faqs" CASCADE;
  DROP TABLE "workspace_types" CASCADE;
  DROP TABLE "_workspace_types_v_version_headline" CASCADE;
  DROP TABLE "_workspace_types_v_version_features" CASCADE;
  DROP TABLE "_workspace_types_v_version_faqs" CASCADE;
  DROP TABLE "_workspace_types_v" CASCADE;
  DROP TABLE "centres_opening_hours_days" CASCADE;
  DROP TABLE "centres_opening_hours" CASCADE;
  DROP TABLE "centres_offers" CASCADE;
  DROP TABLE "centres_amenities" CASCADE;
  DROP TABLE "centres_features" CASCADE;
  DROP TABLE "centres" CASCADE;
  DROP TABLE "centres_rels" CASCADE;
  DROP TABLE "_centres_v_version_opening_hours_days" CASCADE;
  DROP TABLE "_centres_v_version_opening_hours" CASCADE;
  DROP TABLE "_centres_v_version_offers" CASCADE;
  DROP TABLE "_centres_v_version_amenities" CASCADE;
  DROP TABLE "_centres_v_version_features" CASCADE;
  DROP TABLE "_centres_v" CASCADE;
  DROP TABLE "_centres_v_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TYPE "public"."enum_workspace_types_headline_tone";
  DROP TYPE "public"."enum_workspace_types_family";
  DROP TYPE "public"."enum_workspace_types_price_kind";
  DROP TYPE "public"."enum_workspace_types_price_unit";
  DROP TYPE "public"."enum_workspace_types_status";
  DROP TYPE "public"."enum__workspace_types_v_version_headline_tone";
  DROP TYPE "public"."enum__workspace_types_v_version_family";
  DROP TYPE "public"."enum__workspace_types_v_version_price_kind";
  DROP TYPE "public"."enum__workspace_types_v_version_price_unit";
  DROP TYPE "public"."enum__workspace_types_v_version_status";
  DROP TYPE "public"."enum_centres_opening_hours_days";
  DROP TYPE "public"."enum_centres_offers";
  DROP TYPE "public"."enum_centres_amenities";
  DROP TYPE "public"."enum_centres_features";
  DROP TYPE "public"."enum_centres_illustration";
  DROP TYPE "public"."enum_centres_status";
  DROP TYPE "public"."enum__centres_v_version_opening_hours_days";
  DROP TYPE "public"."enum__centres_v_version_offers";
  DROP TYPE "public"."enum__centres_v_version_amenities";
  DROP TYPE "public"."enum__centres_v_version_features";
  DROP TYPE "public"."enum__centres_v_version_illustration";
  DROP TYPE "public"."enum__centres_v_version_status";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_status";`)
}
