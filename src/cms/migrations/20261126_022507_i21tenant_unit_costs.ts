import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "units" ADD COLUMN "service_charge" numeric;
  ALTER TABLE "units" ADD COLUMN "rateable_value" numeric;
  ALTER TABLE "units" ADD COLUMN "term_months" numeric;
  ALTER TABLE "units" ADD COLUMN "notice_months" numeric;
  ALTER TABLE "_units_v" ADD COLUMN "version_service_charge" numeric;
  ALTER TABLE "_units_v" ADD COLUMN "version_rateable_value" numeric;
  ALTER TABLE "_units_v" ADD COLUMN "version_term_months" numeric;
  ALTER TABLE "_units_v" ADD COLUMN "version_notice_months" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "units" DROP COLUMN "service_charge";
  ALTER TABLE "units" DROP COLUMN "rateable_value";
  ALTER TABLE "units" DROP COLUMN "term_months";
  ALTER TABLE "units" DROP COLUMN "notice_months";
  ALTER TABLE "_units_v" DROP COLUMN "version_service_charge";
  ALTER TABLE "_units_v" DROP COLUMN "version_rateable_value";
  ALTER TABLE "_units_v" DROP COLUMN "version_term_months";
  ALTER TABLE "_units_v" DROP COLUMN "version_notice_months";`)
}
