ALTER TABLE "promo_redemptions" DROP CONSTRAINT "promo_redemptions_one_subject";--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "licence_id" uuid;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_licence_unique" ON "promo_redemptions" USING btree ("licence_id");--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_one_subject" CHECK (num_nonnulls("promo_redemptions"."booking_id", "promo_redemptions"."day_pass_id", "promo_redemptions"."order_id", "promo_redemptions"."licence_id") = 1);--> statement-breakpoint
-- A membership's first-month code follows its licence (docs/decisions/0054-promo-codes.md,
-- "Memberships"): a licence that ends before it starts gives its use back. A hold that lapses
-- unpaid ('held' to 'expired') never started; a licence cancelled ('held', 'paid' or 'let' to
-- 'cancelled', by staff) gives it back while its start date (UK) is still to come. A lapsed or
-- cancelled licence never holds again (a late payment is refunded), so the use is not taken back.
CREATE OR REPLACE FUNCTION "promo_redemption_follows_licence"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  released record;
BEGIN
  IF (NEW."status" = 'expired' AND OLD."status" IN ('held', 'paid', 'let'))
     OR (NEW."status" = 'cancelled' AND OLD."status" IN ('held', 'paid', 'let')
         AND NEW."start_date" > (now() AT TIME ZONE 'Europe/London')::date) THEN
    FOR released IN
      UPDATE "promo_redemptions" r SET "released_at" = now()
      WHERE r."released_at" IS NULL AND r."licence_id" = NEW."id"
      RETURNING r."code"
    LOOP
      UPDATE "promo_code_uses" SET "used" = greatest("used" - 1, 0) WHERE "code" = released."code";
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "licences_promo_redemption" AFTER UPDATE OF "status" ON "licences" FOR EACH ROW EXECUTE FUNCTION "promo_redemption_follows_licence"();
