import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Prices derived from the units (issue 21): a workspace type loses its typed price, units gain a
 * service charge, the site settings say whether business units are quoted before VAT. {price} now
 * fills with its unit and VAT ("£40 per week + VAT"), so the seed's "{price} a week" becomes
 * "{price}"; unit summaries that restated a size, price or count (the seed's did) are cleared, as
 * the numbers now come only from the unit's fields.
 */
const priceTokenCopy = (column: string) =>
  sql.raw(
    `${column} = regexp_replace(${column}, '\\{price\\} (a week|an hour|a month|per week|per person per month)', '{price}', 'g')`,
  )

const oldMeetingRoomsDescription = 'Over 10,000 meeting rooms bookable by the hour, half day or day, through Northlight and our partner network, with screens, WiFi and coffee included.'
const newMeetingRoomsDescription = 'Over 10,000 meeting rooms bookable by the hour, half day or day across our partner network, arranged by an advisor; the rooms at our own centres you can also book online yourself.'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "site_settings" ADD COLUMN "business_units_ex_vat" boolean DEFAULT true;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_business_units_ex_vat" boolean DEFAULT true;
  ALTER TABLE "workspace_types" DROP COLUMN "price_kind";
  ALTER TABLE "workspace_types" DROP COLUMN "price_amount";
  ALTER TABLE "workspace_types" DROP COLUMN "price_unit";
  ALTER TABLE "_workspace_types_v" DROP COLUMN "version_price_kind";
  ALTER TABLE "_workspace_types_v" DROP COLUMN "version_price_amount";
  ALTER TABLE "_workspace_types_v" DROP COLUMN "version_price_unit";
  DROP TYPE "public"."enum_workspace_types_price_kind";
  DROP TYPE "public"."enum_workspace_types_price_unit";
  DROP TYPE "public"."enum__workspace_types_v_version_price_kind";
  DROP TYPE "public"."enum__workspace_types_v_version_price_unit";`)
  await db.execute(sql`UPDATE "workspace_types" SET ${priceTokenCopy('meta_title')}, ${priceTokenCopy('meta_description')};`)
  await db.execute(
    sql`UPDATE "_workspace_types_v" SET ${priceTokenCopy('version_meta_title')}, ${priceTokenCopy('version_meta_description')};`,
  )
  // The meeting-rooms title with its longer price would pass 70 characters in search results.
  await db.execute(
    sql`UPDATE "workspace_types" SET "meta_title" = 'Meeting rooms in 30 centres from {price}' WHERE "meta_title" = 'Meeting rooms to hire in 30 centres, from {price}';`,
  )
  // The network's rooms and our own bookable ones, worded so the two counts cannot be read as one.
  await db.execute(
    sql`UPDATE "workspace_types" SET "description" = ${newMeetingRoomsDescription} WHERE "description" = ${oldMeetingRoomsDescription};`,
  )
  // "Our largest centre" was not true of the listings (src/domain/copy-claims.ts).
  await db.execute(
    sql`UPDATE "centres" SET "summary" = 'Workshops, studios and labs on the ground floor, with offices and coworking on the floors above.' WHERE "summary" LIKE 'Our largest centre:%';`,
  )
  await db.execute(sql`UPDATE "units" SET "summary" = NULL WHERE "summary" ~ '[0-9]';`)
  await db.execute(sql`UPDATE "_units_v" SET "version_summary" = NULL WHERE "version_summary" ~ '[0-9]';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_workspace_types_price_kind" AS ENUM('from', 'on-request');
  CREATE TYPE "public"."enum_workspace_types_price_unit" AS ENUM('hour', 'week', 'month');
  CREATE TYPE "public"."enum__workspace_types_v_version_price_kind" AS ENUM('from', 'on-request');
  CREATE TYPE "public"."enum__workspace_types_v_version_price_unit" AS ENUM('hour', 'week', 'month');
  ALTER TABLE "workspace_types" ADD COLUMN "price_kind" "enum_workspace_types_price_kind" DEFAULT 'on-request';
  ALTER TABLE "workspace_types" ADD COLUMN "price_amount" numeric;
  ALTER TABLE "workspace_types" ADD COLUMN "price_unit" "enum_workspace_types_price_unit";
  ALTER TABLE "_workspace_types_v" ADD COLUMN "version_price_kind" "enum__workspace_types_v_version_price_kind" DEFAULT 'on-request';
  ALTER TABLE "_workspace_types_v" ADD COLUMN "version_price_amount" numeric;
  ALTER TABLE "_workspace_types_v" ADD COLUMN "version_price_unit" "enum__workspace_types_v_version_price_unit";
  ALTER TABLE "site_settings" DROP COLUMN "business_units_ex_vat";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_business_units_ex_vat";`)
}
