import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Issue 20: every centre that still has no viewing hours gets the seed's usual ones (Monday to
 * Friday, 10:00 to 16:00, 30-minute viewings, two at once, 24 hours' notice), in the published
 * document and in every version. 20261125_224003_centre_viewing_hours filled only the 29 centres
 * it knew by slug, so a centre added before it under another slug offered no online viewings at
 * all. Centres that have hours (the seed's, or an editor's) are left as they are; no closed
 * dates are invented. No schema change, so no snapshot: the next migrate:create diffs as before.
 */
const defaults = sql.raw(`'10:00', '16:00', 30, 2, 24`)
const weekdays = sql.raw(`unnest(ARRAY['Monday','Tuesday','Wednesday','Thursday','Friday']) WITH ORDINALITY AS d("day", "ord")`)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "centres" SET ("viewings_starts", "viewings_ends", "viewings_slot_minutes", "viewings_capacity", "viewings_minimum_notice_hours") = (${defaults})
     WHERE "viewings_starts" IS NULL AND NOT EXISTS (SELECT 1 FROM "centres_viewings_days" x WHERE x."parent_id" = "centres"."id");
   INSERT INTO "centres_viewings_days" ("order", "parent_id", "value")
     SELECT d."ord", c."id", d."day"::"enum_centres_viewings_days" FROM "centres" c CROSS JOIN LATERAL ${weekdays}
     WHERE NOT EXISTS (SELECT 1 FROM "centres_viewings_days" x WHERE x."parent_id" = c."id");
   UPDATE "_centres_v" SET ("version_viewings_starts", "version_viewings_ends", "version_viewings_slot_minutes", "version_viewings_capacity", "version_viewings_minimum_notice_hours") = (${defaults})
     WHERE "version_viewings_starts" IS NULL AND NOT EXISTS (SELECT 1 FROM "_centres_v_version_viewings_days" x WHERE x."parent_id" = "_centres_v"."id");
   INSERT INTO "_centres_v_version_viewings_days" ("order", "parent_id", "value")
     SELECT d."ord", v."id", d."day"::"enum__centres_v_version_viewings_days" FROM "_centres_v" v CROSS JOIN LATERAL ${weekdays}
     WHERE NOT EXISTS (SELECT 1 FROM "_centres_v_version_viewings_days" x WHERE x."parent_id" = v."id");`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The defaults cannot be told from hours an editor chose the same afterwards: nothing to undo.
}
