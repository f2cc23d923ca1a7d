import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_centres" AS ENUM('andover', 'basingstoke', 'bromsgrove', 'camberley', 'chepstow', 'chester', 'chichester', 'christchurch', 'crawley', 'crowborough', 'dartford', 'evesham', 'exeter', 'folkestone', 'gosport', 'havant', 'haywards-heath', 'high-wycombe', 'ipswich', 'luton', 'northfleet', 'romsey', 'shoreham-by-sea', 'southampton', 'swindon', 'tewkesbury', 'waterlooville', 'weymouth', 'winchester');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'centre-manager';
  CREATE TABLE "users_centres" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_centres",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "users_centres" ADD CONSTRAINT "users_centres_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_centres_order_idx" ON "users_centres" USING btree ("order");
  CREATE INDEX "users_centres_parent_idx" ON "users_centres" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_centres" CASCADE;
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'sales');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP TYPE "public"."enum_users_centres";`)
}
