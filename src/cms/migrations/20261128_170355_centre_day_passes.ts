import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "centres_day_passes_closed_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar
  );
  
  CREATE TABLE "_centres_v_version_day_passes_closed_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "centres" ADD COLUMN "day_passes_offered" boolean DEFAULT false;
  ALTER TABLE "centres" ADD COLUMN "day_passes_desks" numeric;
  ALTER TABLE "centres" ADD COLUMN "day_passes_price_per_day_pence" numeric;
  ALTER TABLE "centres" ADD COLUMN "day_passes_free_trial_day" boolean DEFAULT false;
  ALTER TABLE "_centres_v" ADD COLUMN "version_day_passes_offered" boolean DEFAULT false;
  ALTER TABLE "_centres_v" ADD COLUMN "version_day_passes_desks" numeric;
  ALTER TABLE "_centres_v" ADD COLUMN "version_day_passes_price_per_day_pence" numeric;
  ALTER TABLE "_centres_v" ADD COLUMN "version_day_passes_free_trial_day" boolean DEFAULT false;
  ALTER TABLE "centres_day_passes_closed_dates" ADD CONSTRAINT "centres_day_passes_closed_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_centres_v_version_day_passes_closed_dates" ADD CONSTRAINT "_centres_v_version_day_passes_closed_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_centres_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "centres_day_passes_closed_dates_order_idx" ON "centres_day_passes_closed_dates" USING btree ("_order");
  CREATE INDEX "centres_day_passes_closed_dates_parent_id_idx" ON "centres_day_passes_closed_dates" USING btree ("_parent_id");
  CREATE INDEX "_centres_v_version_day_passes_closed_dates_order_idx" ON "_centres_v_version_day_passes_closed_dates" USING btree ("_order");
  CREATE INDEX "_centres_v_version_day_passes_closed_dates_parent_id_idx" ON "_centres_v_version_day_passes_closed_dates" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "centres_day_passes_closed_dates" CASCADE;
  DROP TABLE "_centres_v_version_day_passes_closed_dates" CASCADE;
  ALTER TABLE "centres" DROP COLUMN "day_passes_offered";
  ALTER TABLE "centres" DROP COLUMN "day_passes_desks";
  ALTER TABLE "centres" DROP COLUMN "day_passes_price_per_day_pence";
  ALTER TABLE "centres" DROP COLUMN "day_passes_free_trial_day";
  ALTER TABLE "_centres_v" DROP COLUMN "version_day_passes_offered";
  ALTER TABLE "_centres_v" DROP COLUMN "version_day_passes_desks";
  ALTER TABLE "_centres_v" DROP COLUMN "version_day_passes_price_per_day_pence";
  ALTER TABLE "_centres_v" DROP COLUMN "version_day_passes_free_trial_day";`)
}
