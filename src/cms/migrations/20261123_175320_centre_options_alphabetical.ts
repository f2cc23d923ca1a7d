import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "case_studies" ALTER COLUMN "centre" SET DATA TYPE text;
  DROP TYPE "public"."enum_case_studies_centre";
  CREATE TYPE "public"."enum_case_studies_centre" AS ENUM('andover', 'basingstoke', 'bromsgrove', 'camberley', 'chepstow', 'chester', 'chichester', 'christchurch', 'crawley', 'crowborough', 'dartford', 'evesham', 'exeter', 'folkestone', 'gosport', 'havant', 'haywards-heath', 'high-wycombe', 'ipswich', 'luton', 'northfleet', 'romsey', 'shoreham-by-sea', 'southampton', 'swindon', 'tewkesbury', 'waterlooville', 'weymouth', 'winchester');
  ALTER TABLE "case_studies" ALTER COLUMN "centre" SET DATA TYPE "public"."enum_case_studies_centre" USING "centre"::"public"."enum_case_studies_centre";
  ALTER TABLE "_case_studies_v" ALTER COLUMN "version_centre" SET DATA TYPE text;
  DROP TYPE "public"."enum__case_studies_v_version_centre";
  CREATE TYPE "public"."enum__case_studies_v_version_centre" AS ENUM('andover', 'basingstoke', 'bromsgrove', 'camberley', 'chepstow', 'chester', 'chichester', 'christchurch', 'crawley', 'crowborough', 'dartford', 'evesham', 'exeter', 'folkestone', 'gosport', 'havant', 'haywards-heath', 'high-wycombe', 'ipswich', 'luton', 'northfleet', 'romsey', 'shoreham-by-sea', 'southampton', 'swindon', 'tewkesbury', 'waterlooville', 'weymouth', 'winchester');
  ALTER TABLE "_case_studies_v" ALTER COLUMN "version_centre" SET DATA TYPE "public"."enum__case_studies_v_version_centre" USING "version_centre"::"public"."enum__case_studies_v_version_centre";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "case_studies" ALTER COLUMN "centre" SET DATA TYPE text;
  DROP TYPE "public"."enum_case_studies_centre";
  CREATE TYPE "public"."enum_case_studies_centre" AS ENUM('andover', 'basingstoke', 'bromsgrove', 'camberley', 'chepstow', 'chester', 'chichester', 'christchurch', 'crowborough', 'dartford', 'evesham', 'exeter', 'folkestone', 'gosport', 'haywards-heath', 'high-wycombe', 'luton', 'northfleet', 'southampton', 'swindon', 'tewkesbury', 'waterlooville', 'weymouth', 'crawley', 'havant', 'ipswich', 'romsey', 'shoreham-by-sea', 'winchester');
  ALTER TABLE "case_studies" ALTER COLUMN "centre" SET DATA TYPE "public"."enum_case_studies_centre" USING "centre"::"public"."enum_case_studies_centre";
  ALTER TABLE "_case_studies_v" ALTER COLUMN "version_centre" SET DATA TYPE text;
  DROP TYPE "public"."enum__case_studies_v_version_centre";
  CREATE TYPE "public"."enum__case_studies_v_version_centre" AS ENUM('andover', 'basingstoke', 'bromsgrove', 'camberley', 'chepstow', 'chester', 'chichester', 'christchurch', 'crowborough', 'dartford', 'evesham', 'exeter', 'folkestone', 'gosport', 'haywards-heath', 'high-wycombe', 'luton', 'northfleet', 'southampton', 'swindon', 'tewkesbury', 'waterlooville', 'weymouth', 'crawley', 'havant', 'ipswich', 'romsey', 'shoreham-by-sea', 'winchester');
  ALTER TABLE "_case_studies_v" ALTER COLUMN "version_centre" SET DATA TYPE "public"."enum__case_studies_v_version_centre" USING "version_centre"::"public"."enum__case_studies_v_version_centre";`)
}
