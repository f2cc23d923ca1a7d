import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_case_studies_workspace_type" AS ENUM('workshops', 'retail-spaces', 'storage-spaces', 'studios', 'gyms', 'dog-groomings', 'cafes', 'tech-labs', 'training-centres', 'distribution-centres', 'repair-shops', 'office-spaces', 'meeting-rooms', 'virtual-offices', 'coworking-spaces');
  CREATE TYPE "public"."enum_case_studies_centre" AS ENUM('andover', 'basingstoke', 'bromsgrove', 'camberley', 'chepstow', 'chester', 'chichester', 'christchurch', 'crowborough', 'dartford', 'evesham', 'exeter', 'folkestone', 'gosport', 'haywards-heath', 'high-wycombe', 'luton', 'northfleet', 'southampton', 'swindon', 'tewkesbury', 'waterlooville', 'weymouth', 'crawley', 'havant', 'ipswich', 'romsey', 'shoreham-by-sea', 'winchester');
  CREATE TYPE "public"."enum_case_studies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_studies_v_version_workspace_type" AS ENUM('workshops', 'retail-spaces', 'storage-spaces', 'studios', 'gyms', 'dog-groomings', 'cafes', 'tech-labs', 'training-centres', 'distribution-centres', 'repair-shops', 'office-spaces', 'meeting-rooms', 'virtual-offices', 'coworking-spaces');
  CREATE TYPE "public"."enum__case_studies_v_version_centre" AS ENUM('andover', 'basingstoke', 'bromsgrove', 'camberley', 'chepstow', 'chester', 'chichester', 'christchurch', 'crowborough', 'dartford', 'evesham', 'exeter', 'folkestone', 'gosport', 'haywards-heath', 'high-wycombe', 'luton', 'northfleet', 'southampton', 'swindon', 'tewkesbury', 'waterlooville', 'weymouth', 'crawley', 'havant', 'ipswich', 'romsey', 'shoreham-by-sea', 'winchester');
  CREATE TYPE "public"."enum__case_studies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_open_roles_type" AS ENUM('Full-time', 'Part-time', 'Fixed-term');
  CREATE TYPE "public"."enum_open_roles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__open_roles_v_version_type" AS ENUM('Full-time', 'Part-time', 'Fixed-term');
  CREATE TYPE "public"."enum__open_roles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_home_page_headline_tone" AS ENUM('base', 'accent');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_headline_tone" AS ENUM('base', 'accent');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_about_page_headline_tone" AS ENUM('base', 'accent');
  CREATE TYPE "public"."enum_about_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_version_headline_tone" AS ENUM('base', 'accent');
  CREATE TYPE "public"."enum__about_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_why_page_headline_tone" AS ENUM('base', 'accent');
  CREATE TYPE "public"."enum_why_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__why_page_v_version_headline_tone" AS ENUM('base', 'accent');
  CREATE TYPE "public"."enum__why_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_legal_pages_privacy_headline_tone" AS ENUM('base', 'accent');
  CREATE TYPE "public"."enum_legal_pages_cookies_headline_tone" AS ENUM('base', 'accent');
  CREATE TYPE "public"."enum_legal_pages_terms_headline_tone" AS ENUM('base', 'accent');
  CREATE TYPE "public"."enum_legal_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_version_privacy_headline_tone" AS ENUM('base', 'accent');
  CREATE TYPE "public"."enum__legal_pages_v_version_cookies_headline_tone" AS ENUM('base', 'accent');
  CREATE TYPE "public"."enum__legal_pages_v_version_terms_headline_tone" AS ENUM('base', 'accent');
  CREATE TYPE "public"."enum__legal_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "case_studies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"business" varchar,
  	"slug" varchar,
  	"position" numeric,
  	"featured_as_review" boolean DEFAULT false,
  	"sector" varchar,
  	"workspace_type" "enum_case_studies_workspace_type",
  	"centre" "enum_case_studies_centre",
  	"summary" varchar,
  	"need" varchar,
  	"solution" varchar,
  	"result" varchar,
  	"outcome_figure" varchar,
  	"outcome_label" varchar,
  	"quote_text" varchar,
  	"quote_attribution" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_case_studies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_case_studies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_business" varchar,
  	"version_slug" varchar,
  	"version_position" numeric,
  	"version_featured_as_review" boolean DEFAULT false,
  	"version_sector" varchar,
  	"version_workspace_type" "enum__case_studies_v_version_workspace_type",
  	"version_centre" "enum__case_studies_v_version_centre",
  	"version_summary" varchar,
  	"version_need" varchar,
  	"version_solution" varchar,
  	"version_result" varchar,
  	"version_outcome_figure" varchar,
  	"version_outcome_label" varchar,
  	"version_quote_text" varchar,
  	"version_quote_attribution" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__case_studies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "open_roles_responsibilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "open_roles_looking_for" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "open_roles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"reference" varchar,
  	"position" numeric,
  	"location" varchar,
  	"type" "enum_open_roles_type",
  	"salary" varchar,
  	"summary" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_open_roles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_open_roles_v_version_responsibilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_open_roles_v_version_looking_for" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_open_roles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_reference" varchar,
  	"version_position" numeric,
  	"version_location" varchar,
  	"version_type" "enum__open_roles_v_version_type",
  	"version_salary" varchar,
  	"version_summary" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__open_roles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "home_page_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"tone" "enum_home_page_headline_tone" DEFAULT 'base'
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"business_units_intro" varchar,
  	"serviced_workspace_intro" varchar,
  	"case_studies_heading" varchar,
  	"_status" "enum_home_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_home_page_v_version_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"tone" "enum__home_page_v_version_headline_tone" DEFAULT 'base',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro" varchar,
  	"version_business_units_intro" varchar,
  	"version_serviced_workspace_intro" varchar,
  	"version_case_studies_heading" varchar,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "about_page_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"tone" "enum_about_page_headline_tone" DEFAULT 'base'
  );
  
  CREATE TABLE "about_page_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "about_page_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar
  );
  
  CREATE TABLE "about_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"_status" "enum_about_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_about_page_v_version_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"tone" "enum__about_page_v_version_headline_tone" DEFAULT 'base',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro" varchar,
  	"version__status" "enum__about_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "why_page_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"tone" "enum_why_page_headline_tone" DEFAULT 'base'
  );
  
  CREATE TABLE "why_page_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"anchor" varchar
  );
  
  CREATE TABLE "why_page_process" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"step" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "why_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"_status" "enum_why_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_why_page_v_version_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"tone" "enum__why_page_v_version_headline_tone" DEFAULT 'base',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_why_page_v_version_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_why_page_v_version_process" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"step" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_why_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro" varchar,
  	"version__status" "enum__why_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "legal_pages_privacy_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"tone" "enum_legal_pages_privacy_headline_tone" DEFAULT 'base'
  );
  
  CREATE TABLE "legal_pages_privacy_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "legal_pages_privacy_sections_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "legal_pages_privacy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar
  );
  
  CREATE TABLE "legal_pages_cookies_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"tone" "enum_legal_pages_cookies_headline_tone" DEFAULT 'base'
  );
  
  CREATE TABLE "legal_pages_cookies_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "legal_pages_cookies_sections_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "legal_pages_cookies_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar
  );
  
  CREATE TABLE "legal_pages_terms_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"tone" "enum_legal_pages_terms_headline_tone" DEFAULT 'base'
  );
  
  CREATE TABLE "legal_pages_terms_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "legal_pages_terms_sections_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "legal_pages_terms_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar
  );
  
  CREATE TABLE "legal_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_updated" varchar,
  	"privacy_intro" varchar,
  	"cookies_intro" varchar,
  	"terms_intro" varchar,
  	"_status" "enum_legal_pages_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_legal_pages_v_version_privacy_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"tone" "enum__legal_pages_v_version_privacy_headline_tone" DEFAULT 'base',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_pages_v_version_privacy_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_pages_v_version_privacy_sections_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_pages_v_version_privacy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_pages_v_version_cookies_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"tone" "enum__legal_pages_v_version_cookies_headline_tone" DEFAULT 'base',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_pages_v_version_cookies_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_pages_v_version_cookies_sections_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_pages_v_version_cookies_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_pages_v_version_terms_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"tone" "enum__legal_pages_v_version_terms_headline_tone" DEFAULT 'base',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_pages_v_version_terms_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_pages_v_version_terms_sections_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_pages_v_version_terms_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_updated" varchar,
  	"version_privacy_intro" varchar,
  	"version_cookies_intro" varchar,
  	"version_terms_intro" varchar,
  	"version__status" "enum__legal_pages_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "case_studies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "open_roles_id" integer;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_parent_id_case_studies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "open_roles_responsibilities" ADD CONSTRAINT "open_roles_responsibilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."open_roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "open_roles_looking_for" ADD CONSTRAINT "open_roles_looking_for_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."open_roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_open_roles_v_version_responsibilities" ADD CONSTRAINT "_open_roles_v_version_responsibilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_open_roles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_open_roles_v_version_looking_for" ADD CONSTRAINT "_open_roles_v_version_looking_for_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_open_roles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_open_roles_v" ADD CONSTRAINT "_open_roles_v_parent_id_open_roles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."open_roles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_headline" ADD CONSTRAINT "home_page_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_headline" ADD CONSTRAINT "_home_page_v_version_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_headline" ADD CONSTRAINT "about_page_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_story_paragraphs" ADD CONSTRAINT "about_page_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_story" ADD CONSTRAINT "about_page_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_headline" ADD CONSTRAINT "_about_page_v_version_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_story_paragraphs" ADD CONSTRAINT "_about_page_v_version_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_story" ADD CONSTRAINT "_about_page_v_version_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "why_page_headline" ADD CONSTRAINT "why_page_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."why_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "why_page_reasons" ADD CONSTRAINT "why_page_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."why_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "why_page_process" ADD CONSTRAINT "why_page_process_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."why_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_why_page_v_version_headline" ADD CONSTRAINT "_why_page_v_version_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_why_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_why_page_v_version_reasons" ADD CONSTRAINT "_why_page_v_version_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_why_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_why_page_v_version_process" ADD CONSTRAINT "_why_page_v_version_process_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_why_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_privacy_headline" ADD CONSTRAINT "legal_pages_privacy_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_privacy_sections_paragraphs" ADD CONSTRAINT "legal_pages_privacy_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages_privacy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_privacy_sections_list" ADD CONSTRAINT "legal_pages_privacy_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages_privacy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_privacy_sections" ADD CONSTRAINT "legal_pages_privacy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_cookies_headline" ADD CONSTRAINT "legal_pages_cookies_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_cookies_sections_paragraphs" ADD CONSTRAINT "legal_pages_cookies_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages_cookies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_cookies_sections_list" ADD CONSTRAINT "legal_pages_cookies_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages_cookies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_cookies_sections" ADD CONSTRAINT "legal_pages_cookies_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_terms_headline" ADD CONSTRAINT "legal_pages_terms_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_terms_sections_paragraphs" ADD CONSTRAINT "legal_pages_terms_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages_terms_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_terms_sections_list" ADD CONSTRAINT "legal_pages_terms_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages_terms_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_terms_sections" ADD CONSTRAINT "legal_pages_terms_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_privacy_headline" ADD CONSTRAINT "_legal_pages_v_version_privacy_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_privacy_sections_paragraphs" ADD CONSTRAINT "_legal_pages_v_version_privacy_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v_version_privacy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_privacy_sections_list" ADD CONSTRAINT "_legal_pages_v_version_privacy_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v_version_privacy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_privacy_sections" ADD CONSTRAINT "_legal_pages_v_version_privacy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_cookies_headline" ADD CONSTRAINT "_legal_pages_v_version_cookies_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_cookies_sections_paragraphs" ADD CONSTRAINT "_legal_pages_v_version_cookies_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v_version_cookies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_cookies_sections_list" ADD CONSTRAINT "_legal_pages_v_version_cookies_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v_version_cookies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_cookies_sections" ADD CONSTRAINT "_legal_pages_v_version_cookies_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_terms_headline" ADD CONSTRAINT "_legal_pages_v_version_terms_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_terms_sections_paragraphs" ADD CONSTRAINT "_legal_pages_v_version_terms_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v_version_terms_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_terms_sections_list" ADD CONSTRAINT "_legal_pages_v_version_terms_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v_version_terms_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_terms_sections" ADD CONSTRAINT "_legal_pages_v_version_terms_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "case_studies_slug_idx" ON "case_studies" USING btree ("slug");
  CREATE INDEX "case_studies_updated_at_idx" ON "case_studies" USING btree ("updated_at");
  CREATE INDEX "case_studies_created_at_idx" ON "case_studies" USING btree ("created_at");
  CREATE INDEX "case_studies__status_idx" ON "case_studies" USING btree ("_status");
  CREATE INDEX "_case_studies_v_parent_idx" ON "_case_studies_v" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_version_version_slug_idx" ON "_case_studies_v" USING btree ("version_slug");
  CREATE INDEX "_case_studies_v_version_version_updated_at_idx" ON "_case_studies_v" USING btree ("version_updated_at");
  CREATE INDEX "_case_studies_v_version_version_created_at_idx" ON "_case_studies_v" USING btree ("version_created_at");
  CREATE INDEX "_case_studies_v_version_version__status_idx" ON "_case_studies_v" USING btree ("version__status");
  CREATE INDEX "_case_studies_v_created_at_idx" ON "_case_studies_v" USING btree ("created_at");
  CREATE INDEX "_case_studies_v_updated_at_idx" ON "_case_studies_v" USING btree ("updated_at");
  CREATE INDEX "_case_studies_v_latest_idx" ON "_case_studies_v" USING btree ("latest");
  CREATE INDEX "open_roles_responsibilities_order_idx" ON "open_roles_responsibilities" USING btree ("_order");
  CREATE INDEX "open_roles_responsibilities_parent_id_idx" ON "open_roles_responsibilities" USING btree ("_parent_id");
  CREATE INDEX "open_roles_looking_for_order_idx" ON "open_roles_looking_for" USING btree ("_order");
  CREATE INDEX "open_roles_looking_for_parent_id_idx" ON "open_roles_looking_for" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "open_roles_reference_idx" ON "open_roles" USING btree ("reference");
  CREATE INDEX "open_roles_updated_at_idx" ON "open_roles" USING btree ("updated_at");
  CREATE INDEX "open_roles_created_at_idx" ON "open_roles" USING btree ("created_at");
  CREATE INDEX "open_roles__status_idx" ON "open_roles" USING btree ("_status");
  CREATE INDEX "_open_roles_v_version_responsibilities_order_idx" ON "_open_roles_v_version_responsibilities" USING btree ("_order");
  CREATE INDEX "_open_roles_v_version_responsibilities_parent_id_idx" ON "_open_roles_v_version_responsibilities" USING btree ("_parent_id");
  CREATE INDEX "_open_roles_v_version_looking_for_order_idx" ON "_open_roles_v_version_looking_for" USING btree ("_order");
  CREATE INDEX "_open_roles_v_version_looking_for_parent_id_idx" ON "_open_roles_v_version_looking_for" USING btree ("_parent_id");
  CREATE INDEX "_open_roles_v_parent_idx" ON "_open_roles_v" USING btree ("parent_id");
  CREATE INDEX "_open_roles_v_version_version_reference_idx" ON "_open_roles_v" USING btree ("version_reference");
  CREATE INDEX "_open_roles_v_version_version_updated_at_idx" ON "_open_roles_v" USING btree ("version_updated_at");
  CREATE INDEX "_open_roles_v_version_version_created_at_idx" ON "_open_roles_v" USING btree ("version_created_at");
  CREATE INDEX "_open_roles_v_version_version__status_idx" ON "_open_roles_v" USING btree ("version__status");
  CREATE INDEX "_open_roles_v_created_at_idx" ON "_open_roles_v" USING btree ("created_at");
  CREATE INDEX "_open_roles_v_updated_at_idx" ON "_open_roles_v" USING btree ("updated_at");
  CREATE INDEX "_open_roles_v_latest_idx" ON "_open_roles_v" USING btree ("latest");
  CREATE INDEX "home_page_headline_order_idx" ON "home_page_headline" USING btree ("_order");
  CREATE INDEX "home_page_headline_parent_id_idx" ON "home_page_headline" USING btree ("_parent_id");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE INDEX "_home_page_v_version_headline_order_idx" ON "_home_page_v_version_headline" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_headline_parent_id_idx" ON "_home_page_v_version_headline" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "about_page_headline_order_idx" ON "about_page_headline" USING btree ("_order");
  CREATE INDEX "about_page_headline_parent_id_idx" ON "about_page_headline" USING btree ("_parent_id");
  CREATE INDEX "about_page_story_paragraphs_order_idx" ON "about_page_story_paragraphs" USING btree ("_order");
  CREATE INDEX "about_page_story_paragraphs_parent_id_idx" ON "about_page_story_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "about_page_story_order_idx" ON "about_page_story" USING btree ("_order");
  CREATE INDEX "about_page_story_parent_id_idx" ON "about_page_story" USING btree ("_parent_id");
  CREATE INDEX "about_page__status_idx" ON "about_page" USING btree ("_status");
  CREATE INDEX "_about_page_v_version_headline_order_idx" ON "_about_page_v_version_headline" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_headline_parent_id_idx" ON "_about_page_v_version_headline" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_story_paragraphs_order_idx" ON "_about_page_v_version_story_paragraphs" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_story_paragraphs_parent_id_idx" ON "_about_page_v_version_story_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_story_order_idx" ON "_about_page_v_version_story" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_story_parent_id_idx" ON "_about_page_v_version_story" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_version__status_idx" ON "_about_page_v" USING btree ("version__status");
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE INDEX "_about_page_v_latest_idx" ON "_about_page_v" USING btree ("latest");
  CREATE INDEX "why_page_headline_order_idx" ON "why_page_headline" USING btree ("_order");
  CREATE INDEX "why_page_headline_parent_id_idx" ON "why_page_headline" USING btree ("_parent_id");
  CREATE INDEX "why_page_reasons_order_idx" ON "why_page_reasons" USING btree ("_order");
  CREATE INDEX "why_page_reasons_parent_id_idx" ON "why_page_reasons" USING btree ("_parent_id");
  CREATE INDEX "why_page_process_order_idx" ON "why_page_process" USING btree ("_order");
  CREATE INDEX "why_page_process_parent_id_idx" ON "why_page_process" USING btree ("_parent_id");
  CREATE INDEX "why_page__status_idx" ON "why_page" USING btree ("_status");
  CREATE INDEX "_why_page_v_version_headline_order_idx" ON "_why_page_v_version_headline" USING btree ("_order");
  CREATE INDEX "_why_page_v_version_headline_parent_id_idx" ON "_why_page_v_version_headline" USING btree ("_parent_id");
  CREATE INDEX "_why_page_v_version_reasons_order_idx" ON "_why_page_v_version_reasons" USING btree ("_order");
  CREATE INDEX "_why_page_v_version_reasons_parent_id_idx" ON "_why_page_v_version_reasons" USING btree ("_parent_id");
  CREATE INDEX "_why_page_v_version_process_order_idx" ON "_why_page_v_version_process" USING btree ("_order");
  CREATE INDEX "_why_page_v_version_process_parent_id_idx" ON "_why_page_v_version_process" USING btree ("_parent_id");
  CREATE INDEX "_why_page_v_version_version__status_idx" ON "_why_page_v" USING btree ("version__status");
  CREATE INDEX "_why_page_v_created_at_idx" ON "_why_page_v" USING btree ("created_at");
  CREATE INDEX "_why_page_v_updated_at_idx" ON "_why_page_v" USING btree ("updated_at");
  CREATE INDEX "_why_page_v_latest_idx" ON "_why_page_v" USING btree ("latest");
  CREATE INDEX "legal_pages_privacy_headline_order_idx" ON "legal_pages_privacy_headline" USING btree ("_order");
  CREATE INDEX "legal_pages_privacy_headline_parent_id_idx" ON "legal_pages_privacy_headline" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_privacy_sections_paragraphs_order_idx" ON "legal_pages_privacy_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "legal_pages_privacy_sections_paragraphs_parent_id_idx" ON "legal_pages_privacy_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_privacy_sections_list_order_idx" ON "legal_pages_privacy_sections_list" USING btree ("_order");
  CREATE INDEX "legal_pages_privacy_sections_list_parent_id_idx" ON "legal_pages_privacy_sections_list" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_privacy_sections_order_idx" ON "legal_pages_privacy_sections" USING btree ("_order");
  CREATE INDEX "legal_pages_privacy_sections_parent_id_idx" ON "legal_pages_privacy_sections" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_cookies_headline_order_idx" ON "legal_pages_cookies_headline" USING btree ("_order");
  CREATE INDEX "legal_pages_cookies_headline_parent_id_idx" ON "legal_pages_cookies_headline" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_cookies_sections_paragraphs_order_idx" ON "legal_pages_cookies_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "legal_pages_cookies_sections_paragraphs_parent_id_idx" ON "legal_pages_cookies_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_cookies_sections_list_order_idx" ON "legal_pages_cookies_sections_list" USING btree ("_order");
  CREATE INDEX "legal_pages_cookies_sections_list_parent_id_idx" ON "legal_pages_cookies_sections_list" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_cookies_sections_order_idx" ON "legal_pages_cookies_sections" USING btree ("_order");
  CREATE INDEX "legal_pages_cookies_sections_parent_id_idx" ON "legal_pages_cookies_sections" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_terms_headline_order_idx" ON "legal_pages_terms_headline" USING btree ("_order");
  CREATE INDEX "legal_pages_terms_headline_parent_id_idx" ON "legal_pages_terms_headline" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_terms_sections_paragraphs_order_idx" ON "legal_pages_terms_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "legal_pages_terms_sections_paragraphs_parent_id_idx" ON "legal_pages_terms_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_terms_sections_list_order_idx" ON "legal_pages_terms_sections_list" USING btree ("_order");
  CREATE INDEX "legal_pages_terms_sections_list_parent_id_idx" ON "legal_pages_terms_sections_list" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_terms_sections_order_idx" ON "legal_pages_terms_sections" USING btree ("_order");
  CREATE INDEX "legal_pages_terms_sections_parent_id_idx" ON "legal_pages_terms_sections" USING btree ("_parent_id");
  CREATE INDEX "legal_pages__status_idx" ON "legal_pages" USING btree ("_status");
  CREATE INDEX "_legal_pages_v_version_privacy_headline_order_idx" ON "_legal_pages_v_version_privacy_headline" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_privacy_headline_parent_id_idx" ON "_legal_pages_v_version_privacy_headline" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_version_privacy_sections_paragraphs_order_idx" ON "_legal_pages_v_version_privacy_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_privacy_sections_paragraphs_parent_id_idx" ON "_legal_pages_v_version_privacy_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_version_privacy_sections_list_order_idx" ON "_legal_pages_v_version_privacy_sections_list" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_privacy_sections_list_parent_id_idx" ON "_legal_pages_v_version_privacy_sections_list" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_version_privacy_sections_order_idx" ON "_legal_pages_v_version_privacy_sections" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_privacy_sections_parent_id_idx" ON "_legal_pages_v_version_privacy_sections" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_version_cookies_headline_order_idx" ON "_legal_pages_v_version_cookies_headline" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_cookies_headline_parent_id_idx" ON "_legal_pages_v_version_cookies_headline" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_version_cookies_sections_paragraphs_order_idx" ON "_legal_pages_v_version_cookies_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_cookies_sections_paragraphs_parent_id_idx" ON "_legal_pages_v_version_cookies_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_version_cookies_sections_list_order_idx" ON "_legal_pages_v_version_cookies_sections_list" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_cookies_sections_list_parent_id_idx" ON "_legal_pages_v_version_cookies_sections_list" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_version_cookies_sections_order_idx" ON "_legal_pages_v_version_cookies_sections" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_cookies_sections_parent_id_idx" ON "_legal_pages_v_version_cookies_sections" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_version_terms_headline_order_idx" ON "_legal_pages_v_version_terms_headline" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_terms_headline_parent_id_idx" ON "_legal_pages_v_version_terms_headline" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_version_terms_sections_paragraphs_order_idx" ON "_legal_pages_v_version_terms_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_terms_sections_paragraphs_parent_id_idx" ON "_legal_pages_v_version_terms_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_version_terms_sections_list_order_idx" ON "_legal_pages_v_version_terms_sections_list" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_terms_sections_list_parent_id_idx" ON "_legal_pages_v_version_terms_sections_list" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_version_terms_sections_order_idx" ON "_legal_pages_v_version_terms_sections" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_terms_sections_parent_id_idx" ON "_legal_pages_v_version_terms_sections" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "_legal_pages_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_open_roles_fk" FOREIGN KEY ("open_roles_id") REFERENCES "public"."open_roles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_case_studies_id_idx" ON "payload_locked_documents_rels" USING btree ("case_studies_id");
  CREATE INDEX "payload_locked_documents_rels_open_roles_id_idx" ON "payload_locked_documents_rels" USING btree ("open_roles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "case_studies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "open_roles_responsibilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "open_roles_looking_for" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "open_roles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_open_roles_v_version_responsibilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_open_roles_v_version_looking_for" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_open_roles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_story_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_story" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_story_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_story" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "why_page_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "why_page_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "why_page_process" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "why_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_why_page_v_version_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_why_page_v_version_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_why_page_v_version_process" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_why_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_privacy_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_privacy_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_privacy_sections_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_privacy_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_cookies_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_cookies_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_cookies_sections_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_cookies_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_terms_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_terms_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_terms_sections_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_terms_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_version_privacy_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_version_privacy_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_version_privacy_sections_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_version_privacy_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_version_cookies_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_version_cookies_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_version_cookies_sections_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_version_cookies_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_version_terms_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_version_terms_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_version_terms_sections_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_version_terms_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "case_studies" CASCADE;
  DROP TABLE "_case_studies_v" CASCADE;
  DROP TABLE "open_roles_responsibilities" CASCADE;
  DROP TABLE "open_roles_looking_for" CASCADE;
  DROP TABLE "open_roles" CASCADE;
  DROP TABLE "_open_roles_v_version_responsibilities" CASCADE;
  DROP TABLE "_open_roles_v_version_looking_for" CASCADE;
  DROP TABLE "_open_roles_v" CASCADE;
  DROP TABLE "home_page_headline" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "_home_page_v_version_headline" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "about_page_headline" CASCADE;
  DROP TABLE "about_page_story_paragraphs" CASCADE;
  DROP TABLE "about_page_story" CASCADE;
  DROP TABLE "about_page" CASCADE;
  DROP TABLE "_about_page_v_version_headline" CASCADE;
  DROP TABLE "_about_page_v_version_story_paragraphs" CASCADE;
  DROP TABLE "_about_page_v_version_story" CASCADE;
  DROP TABLE "_about_page_v" CASCADE;
  DROP TABLE "why_page_headline" CASCADE;
  DROP TABLE "why_page_reasons" CASCADE;
  DROP TABLE "why_page_process" CASCADE;
  DROP TABLE "why_page" CASCADE;
  DROP TABLE "_why_page_v_version_headline" CASCADE;
  DROP TABLE "_why_page_v_version_reasons" CASCADE;
  DROP TABLE "_why_page_v_version_process" CASCADE;
  DROP TABLE "_why_page_v" CASCADE;
  DROP TABLE "legal_pages_privacy_headline" CASCADE;
  DROP TABLE "legal_pages_privacy_sections_paragraphs" CASCADE;
  DROP TABLE "legal_pages_privacy_sections_list" CASCADE;
  DROP TABLE "legal_pages_privacy_sections" CASCADE;
  DROP TABLE "legal_pages_cookies_headline" CASCADE;
  DROP TABLE "legal_pages_cookies_sections_paragraphs" CASCADE;
  DROP TABLE "legal_pages_cookies_sections_list" CASCADE;
  DROP TABLE "legal_pages_cookies_sections" CASCADE;
  DROP TABLE "legal_pages_terms_headline" CASCADE;
  DROP TABLE "legal_pages_terms_sections_paragraphs" CASCADE;
  DROP TABLE "legal_pages_terms_sections_list" CASCADE;
  DROP TABLE "legal_pages_terms_sections" CASCADE;
  DROP TABLE "legal_pages" CASCADE;
  DROP TABLE "_legal_pages_v_version_privacy_headline" CASCADE;
  DROP TABLE "_legal_pages_v_version_privacy_sections_paragraphs" CASCADE;
  DROP TABLE "_legal_pages_v_version_privacy_sections_list" CASCADE;
  DROP TABLE "_legal_pages_v_version_privacy_sections" CASCADE;
  DROP TABLE "_legal_pages_v_version_cookies_headline" CASCADE;
  DROP TABLE "_legal_pages_v_version_cookies_sections_paragraphs" CASCADE;
  DROP TABLE "_legal_pages_v_version_cookies_sections_list" CASCADE;
  DROP TABLE "_legal_pages_v_version_cookies_sections" CASCADE;
  DROP TABLE "_legal_pages_v_version_terms_headline" CASCADE;
  DROP TABLE "_legal_pages_v_version_terms_sections_paragraphs" CASCADE;
  DROP TABLE "_legal_pages_v_version_terms_sections_list" CASCADE;
  DROP TABLE "_legal_pages_v_version_terms_sections" CASCADE;
  DROP TABLE "_legal_pages_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_case_studies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_open_roles_fk";
  
  DROP INDEX "payload_locked_documents_rels_case_studies_id_idx";
  DROP INDEX "payload_locked_documents_rels_open_roles_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "case_studies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "open_roles_id";
  DROP TYPE "public"."enum_case_studies_workspace_type";
  DROP TYPE "public"."enum_case_studies_centre";
  DROP TYPE "public"."enum_case_studies_status";
  DROP TYPE "public"."enum__case_studies_v_version_workspace_type";
  DROP TYPE "public"."enum__case_studies_v_version_centre";
  DROP TYPE "public"."enum__case_studies_v_version_status";
  DROP TYPE "public"."enum_open_roles_type";
  DROP TYPE "public"."enum_open_roles_status";
  DROP TYPE "public"."enum__open_roles_v_version_type";
  DROP TYPE "public"."enum__open_roles_v_version_status";
  DROP TYPE "public"."enum_home_page_headline_tone";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_headline_tone";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum_about_page_headline_tone";
  DROP TYPE "public"."enum_about_page_status";
  DROP TYPE "public"."enum__about_page_v_version_headline_tone";
  DROP TYPE "public"."enum__about_page_v_version_status";
  DROP TYPE "public"."enum_why_page_headline_tone";
  DROP TYPE "public"."enum_why_page_status";
  DROP TYPE "public"."enum__why_page_v_version_headline_tone";
  DROP TYPE "public"."enum__why_page_v_version_status";
  DROP TYPE "public"."enum_legal_pages_privacy_headline_tone";
  DROP TYPE "public"."enum_legal_pages_cookies_headline_tone";
  DROP TYPE "public"."enum_legal_pages_terms_headline_tone";
  DROP TYPE "public"."enum_legal_pages_status";
  DROP TYPE "public"."enum__legal_pages_v_version_privacy_headline_tone";
  DROP TYPE "public"."enum__legal_pages_v_version_cookies_headline_tone";
  DROP TYPE "public"."enum__legal_pages_v_version_terms_headline_tone";
  DROP TYPE "public"."enum__legal_pages_v_version_status";`)
}
