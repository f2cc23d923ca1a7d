import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "floor_plans" ADD COLUMN "prefix" varchar DEFAULT 'floor-plans';
  ALTER TABLE "floor_plans" ADD COLUMN "_objectkey" varchar;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "floor_plans" DROP COLUMN "prefix";
  ALTER TABLE "floor_plans" DROP COLUMN "_objectkey";`);
}
