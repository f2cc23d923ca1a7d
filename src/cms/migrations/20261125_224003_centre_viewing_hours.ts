import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/* The seed's viewing hours (src/cms/seed/viewing-hours.ts) when this migration was written. */
const hours = sql.raw(`
('andover', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('basingstoke', '09:30', '16:30', 30, 3, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('bromsgrove', '09:00', '15:45', 45, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday,Saturday'),
      ('camberley', '10:00', '15:00', 30, 1, 48, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('chepstow', '10:00', '15:00', 30, 1, 48, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('chester', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('chichester', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('christchurch', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('crawley', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('crowborough', '10:00', '15:00', 30, 1, 48, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('dartford', '09:00', '15:45', 45, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday,Saturday'),
      ('evesham', '10:00', '15:00', 30, 1, 48, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('exeter', '09:30', '16:30', 30, 3, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('folkestone', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('gosport', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('havant', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('haywards-heath', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('high-wycombe', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('ipswich', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('luton', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('northfleet', '10:00', '15:00', 30, 1, 48, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('romsey', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('shoreham-by-sea', '10:00', '15:00', 30, 1, 48, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('southampton', '09:30', '16:30', 30, 3, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('swindon', '09:00', '15:45', 45, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday,Saturday'),
      ('tewkesbury', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('waterlooville', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('weymouth', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday'),
      ('winchester', '10:00', '16:00', 30, 2, 24, 'Monday,Tuesday,Wednesday,Thursday,Friday')`)
const closed = sql.raw(`('2026-12-25', 1), ('2026-12-28', 2), ('2027-01-01', 3), ('2027-03-26', 4), ('2027-03-29', 5), ('2027-05-03', 6), ('2027-05-31', 7), ('2027-08-30', 8), ('2027-12-27', 9), ('2027-12-28', 10)`)

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_centres_viewings_days" AS ENUM('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday');
  CREATE TYPE "public"."enum__centres_v_version_viewings_days" AS ENUM('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday');
  CREATE TABLE "centres_viewings_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_centres_viewings_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "centres_viewings_closed_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar
  );
  
  CREATE TABLE "_centres_v_version_viewings_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__centres_v_version_viewings_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_centres_v_version_viewings_closed_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "centres" ADD COLUMN "viewings_starts" varchar;
  ALTER TABLE "centres" ADD COLUMN "viewings_ends" varchar;
  ALTER TABLE "centres" ADD COLUMN "viewings_slot_minutes" numeric;
  ALTER TABLE "centres" ADD COLUMN "viewings_capacity" numeric;
  ALTER TABLE "centres" ADD COLUMN "viewings_minimum_notice_hours" numeric;
  ALTER TABLE "_centres_v" ADD COLUMN "version_viewings_starts" varchar;
  ALTER TABLE "_centres_v" ADD COLUMN "version_viewings_ends" varchar;
  ALTER TABLE "_centres_v" ADD COLUMN "version_viewings_slot_minutes" numeric;
  ALTER TABLE "_centres_v" ADD COLUMN "version_viewings_capacity" numeric;
  ALTER TABLE "_centres_v" ADD COLUMN "version_viewings_minimum_notice_hours" numeric;
  ALTER TABLE "centres_viewings_days" ADD CONSTRAINT "centres_viewings_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "centres_viewings_closed_dates" ADD CONSTRAINT "centres_viewings_closed_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_centres_v_version_viewings_days" ADD CONSTRAINT "_centres_v_version_viewings_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_centres_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_centres_v_version_viewings_closed_dates" ADD CONSTRAINT "_centres_v_version_viewings_closed_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_centres_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "centres_viewings_days_order_idx" ON "centres_viewings_days" USING btree ("order");
  CREATE INDEX "centres_viewings_days_parent_idx" ON "centres_viewings_days" USING btree ("parent_id");
  CREATE INDEX "centres_viewings_closed_dates_order_idx" ON "centres_viewings_closed_dates" USING btree ("_order");
  CREATE INDEX "centres_viewings_closed_dates_parent_id_idx" ON "centres_viewings_closed_dates" USING btree ("_parent_id");
  CREATE INDEX "_centres_v_version_viewings_days_order_idx" ON "_centres_v_version_viewings_days" USING btree ("order");
  CREATE INDEX "_centres_v_version_viewings_days_parent_idx" ON "_centres_v_version_viewings_days" USING btree ("parent_id");
  CREATE INDEX "_centres_v_version_viewings_closed_dates_order_idx" ON "_centres_v_version_viewings_closed_dates" USING btree ("_order");
  CREATE INDEX "_centres_v_version_viewings_closed_dates_parent_id_idx" ON "_centres_v_version_viewings_closed_dates" USING btree ("_parent_id");`)
  // Centres that existed before this migration get the hours the seed gives new ones
  // (src/cms/seed/viewing-hours.ts, copied here so a later seed change does not change history),
  // in the published document and in every version, so the admin shows them and a later publish
  // keeps them. Editors change them in the Viewings tab afterwards.
  await db.execute(sql`
   UPDATE "centres" SET "viewings_starts" = h."starts", "viewings_ends" = h."ends",
       "viewings_slot_minutes" = h."slot_minutes", "viewings_capacity" = h."capacity",
       "viewings_minimum_notice_hours" = h."notice"
     FROM (VALUES ${hours}) AS h ("slug", "starts", "ends", "slot_minutes", "capacity", "notice", "days") WHERE "centres"."slug"::text = h."slug" AND "centres"."viewings_starts" IS NULL;
   INSERT INTO "centres_viewings_days" ("order", "parent_id", "value")
     SELECT d."ord", c."id", d."day"::"enum_centres_viewings_days"
     FROM "centres" c JOIN (VALUES ${hours}) AS h ("slug", "starts", "ends", "slot_minutes", "capacity", "notice", "days") ON c."slug"::text = h."slug"
     CROSS JOIN LATERAL unnest(string_to_array(h."days", ',')) WITH ORDINALITY AS d("day", "ord")
     WHERE NOT EXISTS (SELECT 1 FROM "centres_viewings_days" x WHERE x."parent_id" = c."id");
   INSERT INTO "centres_viewings_closed_dates" ("_order", "_parent_id", "id", "date")
     SELECT d."ord", c."id", substr(md5(c."id"::text || ':' || d."date"), 1, 24), d."date"
     FROM "centres" c JOIN (VALUES ${hours}) AS h ("slug", "starts", "ends", "slot_minutes", "capacity", "notice", "days") ON c."slug"::text = h."slug" CROSS JOIN (VALUES ${closed}) AS d ("date", "ord")
     WHERE NOT EXISTS (SELECT 1 FROM "centres_viewings_closed_dates" x WHERE x."_parent_id" = c."id");
   UPDATE "_centres_v" SET "version_viewings_starts" = h."starts", "version_viewings_ends" = h."ends",
       "version_viewings_slot_minutes" = h."slot_minutes", "version_viewings_capacity" = h."capacity",
       "version_viewings_minimum_notice_hours" = h."notice"
     FROM (VALUES ${hours}) AS h ("slug", "starts", "ends", "slot_minutes", "capacity", "notice", "days") WHERE "_centres_v"."version_slug"::text = h."slug" AND "_centres_v"."version_viewings_starts" IS NULL;
   INSERT INTO "_centres_v_version_viewings_days" ("order", "parent_id", "value")
     SELECT d."ord", v."id", d."day"::"enum__centres_v_version_viewings_days"
     FROM "_centres_v" v JOIN (VALUES ${hours}) AS h ("slug", "starts", "ends", "slot_minutes", "capacity", "notice", "days") ON v."version_slug"::text = h."slug"
     CROSS JOIN LATERAL unnest(string_to_array(h."days", ',')) WITH ORDINALITY AS d("day", "ord")
     WHERE NOT EXISTS (SELECT 1 FROM "_centres_v_version_viewings_days" x WHERE x."parent_id" = v."id");
   INSERT INTO "_centres_v_version_viewings_closed_dates" ("_order", "_parent_id", "date", "_uuid")
     SELECT d."ord", v."id", d."date", substr(md5(v."id"::text || ':' || d."date"), 1, 24)
     FROM "_centres_v" v JOIN (VALUES ${hours}) AS h ("slug", "starts", "ends", "slot_minutes", "capacity", "notice", "days") ON v."version_slug"::text = h."slug" CROSS JOIN (VALUES ${closed}) AS d ("date", "ord")
     WHERE NOT EXISTS (SELECT 1 FROM "_centres_v_version_viewings_closed_dates" x WHERE x."_parent_id" = v."id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "centres_viewings_days" CASCADE;
  DROP TABLE "centres_viewings_closed_dates" CASCADE;
  DROP TABLE "_centres_v_version_viewings_days" CASCADE;
  DROP TABLE "_centres_v_version_viewings_closed_dates" CASCADE;
  ALTER TABLE "centres" DROP COLUMN "viewings_starts";
  ALTER TABLE "centres" DROP COLUMN "viewings_ends";
  ALTER TABLE "centres" DROP COLUMN "viewings_slot_minutes";
  ALTER TABLE "centres" DROP COLUMN "viewings_capacity";
  ALTER TABLE "centres" DROP COLUMN "viewings_minimum_notice_hours";
  ALTER TABLE "_centres_v" DROP COLUMN "version_viewings_starts";
  ALTER TABLE "_centres_v" DROP COLUMN "version_viewings_ends";
  ALTER TABLE "_centres_v" DROP COLUMN "version_viewings_slot_minutes";
  ALTER TABLE "_centres_v" DROP COLUMN "version_viewings_capacity";
  ALTER TABLE "_centres_v" DROP COLUMN "version_viewings_minimum_notice_hours";
  DROP TYPE "public"."enum_centres_viewings_days";
  DROP TYPE "public"."enum__centres_v_version_viewings_days";`)
}
