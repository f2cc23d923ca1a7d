import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Photos already uploaded before credits existed were the operator's own (editors uploaded them for
 * their centres), so they start as 'Northlight' under our own licence; an editor can correct them.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_media_licence" AS ENUM('own', 'cc0', 'unsplash', 'pexels', 'cc-by-4.0');
  CREATE TABLE "workspace_types_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_workspace_types_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "media" ADD COLUMN "credit" varchar NOT NULL DEFAULT 'Northlight';
  ALTER TABLE "media" ADD COLUMN "licence" "enum_media_licence" NOT NULL DEFAULT 'own';
  ALTER TABLE "media" ALTER COLUMN "credit" DROP DEFAULT;
  ALTER TABLE "media" ALTER COLUMN "licence" DROP DEFAULT;
  ALTER TABLE "media" ADD COLUMN "source_url" varchar;
  ALTER TABLE "media" ADD COLUMN "shows_actual_centre" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "blur_data_url" varchar;
  ALTER TABLE "home_page" ADD COLUMN "hero_photo_id" integer;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_hero_photo_id" integer;
  ALTER TABLE "workspace_types_rels" ADD CONSTRAINT "workspace_types_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."workspace_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workspace_types_rels" ADD CONSTRAINT "workspace_types_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workspace_types_v_rels" ADD CONSTRAINT "_workspace_types_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_workspace_types_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workspace_types_v_rels" ADD CONSTRAINT "_workspace_types_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "workspace_types_rels_order_idx" ON "workspace_types_rels" USING btree ("order");
  CREATE INDEX "workspace_types_rels_parent_idx" ON "workspace_types_rels" USING btree ("parent_id");
  CREATE INDEX "workspace_types_rels_path_idx" ON "workspace_types_rels" USING btree ("path");
  CREATE INDEX "workspace_types_rels_media_id_idx" ON "workspace_types_rels" USING btree ("media_id");
  CREATE INDEX "_workspace_types_v_rels_order_idx" ON "_workspace_types_v_rels" USING btree ("order");
  CREATE INDEX "_workspace_types_v_rels_parent_idx" ON "_workspace_types_v_rels" USING btree ("parent_id");
  CREATE INDEX "_workspace_types_v_rels_path_idx" ON "_workspace_types_v_rels" USING btree ("path");
  CREATE INDEX "_workspace_types_v_rels_media_id_idx" ON "_workspace_types_v_rels" USING btree ("media_id");
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_hero_photo_id_media_id_fk" FOREIGN KEY ("hero_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_hero_photo_id_media_id_fk" FOREIGN KEY ("version_hero_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "home_page_hero_photo_idx" ON "home_page" USING btree ("hero_photo_id");
  CREATE INDEX "_home_page_v_version_version_hero_photo_idx" ON "_home_page_v" USING btree ("version_hero_photo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "workspace_types_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_workspace_types_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "workspace_types_rels" CASCADE;
  DROP TABLE "_workspace_types_v_rels" CASCADE;
  ALTER TABLE "home_page" DROP CONSTRAINT "home_page_hero_photo_id_media_id_fk";
  
  ALTER TABLE "_home_page_v" DROP CONSTRAINT "_home_page_v_version_hero_photo_id_media_id_fk";
  
  DROP INDEX "home_page_hero_photo_idx";
  DROP INDEX "_home_page_v_version_version_hero_photo_idx";
  ALTER TABLE "media" DROP COLUMN "credit";
  ALTER TABLE "media" DROP COLUMN "licence";
  ALTER TABLE "media" DROP COLUMN "source_url";
  ALTER TABLE "media" DROP COLUMN "shows_actual_centre";
  ALTER TABLE "media" DROP COLUMN "blur_data_url";
  ALTER TABLE "home_page" DROP COLUMN "hero_photo_id";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_hero_photo_id";
  DROP TYPE "public"."enum_media_licence";`)
}
