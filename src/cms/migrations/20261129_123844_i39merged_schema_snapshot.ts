import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres';

/*
 * No change of its own. Three branches (the environment's webhook endpoint, day-pass bundles'
 * settings, promo codes) each generated a migration from the same base, so each one's JSON snapshot
 * lacked the others' changes. This migration carries the snapshot of the merged schema (its .json),
 * so the next `migrate:create` diffs against what the database really holds after all have run.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
