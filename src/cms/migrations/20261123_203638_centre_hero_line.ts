import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "centres" ADD COLUMN "hero_line" varchar;
  ALTER TABLE "_centres_v" ADD COLUMN "version_hero_line" varchar;`)
  // A database seeded before this field existed gets the same lines the seed now gives (the page
  // needs one for every centre); an editor changes them in the admin afterwards.
  await db.execute(sql`
   WITH "lines" ("slug", "hero_line") AS (VALUES
      ('andover', 'Two minutes from the A303.'),
      ('basingstoke', 'Our first centre, open since 2004.'),
      ('bromsgrove', 'Where the M5 meets the M42.'),
      ('camberley', 'Two miles from junction 4 of the M3.'),
      ('chepstow', 'Three miles from the Severn Bridge.'),
      ('chester', 'A multi-storey car park next door.'),
      ('chichester', 'A minute from the A27, with cycle storage.'),
      ('christchurch', 'Van parking by the larger units.'),
      ('crowborough', 'On the A26, with free parking on site.'),
      ('dartford', 'Room for lorries, five minutes from the A2.'),
      ('evesham', 'Ten minutes on foot from Evesham station.'),
      ('exeter', 'Park and ride stops outside.'),
      ('folkestone', 'Ten minutes from the Channel Tunnel.'),
      ('gosport', 'A short walk from the Portsmouth ferry.'),
      ('haywards-heath', 'Fast trains to London and Brighton.'),
      ('high-wycombe', 'Two miles from junction 4 of the M40.'),
      ('luton', 'A drop-off lane and plenty of parking.'),
      ('northfleet', 'Five minutes on foot from the station.'),
      ('southampton', 'Parking under the building.'),
      ('swindon', 'HGV access to the distribution units.'),
      ('tewkesbury', 'Two miles from Ashchurch station.'),
      ('waterlooville', 'Buses to Portsmouth stop outside.'),
      ('weymouth', 'A short walk from Weymouth station.'),
      ('crawley', 'Secure underground parking by Gatwick.'),
      ('havant', 'A short walk from the station, by the A27.'),
      ('ipswich', 'Five minutes from the A14 and the A12.'),
      ('romsey', 'Five minutes from junction 3 of the M27.'),
      ('shoreham-by-sea', 'Close to the A27 and the A259.'),
      ('winchester', 'A short walk from park and ride.')
   )
   UPDATE "centres" SET "hero_line" = "lines"."hero_line"
     FROM "lines" WHERE "centres"."slug"::text = "lines"."slug" AND "centres"."hero_line" IS NULL;`)
  await db.execute(sql`
   UPDATE "_centres_v" SET "version_hero_line" = "centres"."hero_line"
     FROM "centres" WHERE "_centres_v"."parent_id" = "centres"."id" AND "_centres_v"."version_hero_line" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "centres" DROP COLUMN "hero_line";
  ALTER TABLE "_centres_v" DROP COLUMN "version_hero_line";`)
}
