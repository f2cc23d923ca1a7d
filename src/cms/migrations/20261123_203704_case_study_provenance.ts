import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_case_studies_provenance" AS ENUM('illustrative', 'customer');
  CREATE TYPE "public"."enum_case_studies_permission_incentive" AS ENUM('none', 'disclosed');
  CREATE TYPE "public"."enum__case_studies_v_version_provenance" AS ENUM('illustrative', 'customer');
  CREATE TYPE "public"."enum__case_studies_v_version_permission_incentive" AS ENUM('none', 'disclosed');
  ALTER TABLE "case_studies" ADD COLUMN "provenance" "enum_case_studies_provenance" DEFAULT 'illustrative';
  ALTER TABLE "case_studies" ADD COLUMN "permission_granted_on" timestamp(3) with time zone;
  ALTER TABLE "case_studies" ADD COLUMN "permission_confirmed_by" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "permission_incentive" "enum_case_studies_permission_incentive";
  ALTER TABLE "case_studies" ADD COLUMN "permission_incentive_note" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_provenance" "enum__case_studies_v_version_provenance" DEFAULT 'illustrative';
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_permission_granted_on" timestamp(3) with time zone;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_permission_confirmed_by" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_permission_incentive" "enum__case_studies_v_version_permission_incentive";
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_permission_incentive_note" varchar;`);
  // Every story published before this migration came from the seed, written by us: the default above
  // marks them illustrative, and an illustrative quote is never a review
  // (docs/decisions/0013-honest-reviews.md), so none stays featured on the home page.
  await db.execute(sql`
   UPDATE "case_studies" SET "featured_as_review" = false;
  UPDATE "_case_studies_v" SET "version_featured_as_review" = false;`);
  // The home page's heading over those stories said they were businesses that found their space:
  // where an editor has not changed the seeded heading, it becomes the seed's new, neutral one.
  await db.execute(sql`
   UPDATE "home_page" SET "case_studies_heading" = 'How businesses use our space'
    WHERE "case_studies_heading" = 'Businesses that found their space';
  UPDATE "_home_page_v" SET "version_case_studies_heading" = 'How businesses use our space'
    WHERE "version_case_studies_heading" = 'Businesses that found their space';`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "case_studies" DROP COLUMN "provenance";
  ALTER TABLE "case_studies" DROP COLUMN "permission_granted_on";
  ALTER TABLE "case_studies" DROP COLUMN "permission_confirmed_by";
  ALTER TABLE "case_studies" DROP COLUMN "permission_incentive";
  ALTER TABLE "case_studies" DROP COLUMN "permission_incentive_note";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_provenance";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_permission_granted_on";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_permission_confirmed_by";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_permission_incentive";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_permission_incentive_note";
  DROP TYPE "public"."enum_case_studies_provenance";
  DROP TYPE "public"."enum_case_studies_permission_incentive";
  DROP TYPE "public"."enum__case_studies_v_version_provenance";
  DROP TYPE "public"."enum__case_studies_v_version_permission_incentive";`);
}
