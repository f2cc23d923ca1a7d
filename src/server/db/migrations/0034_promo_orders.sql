ALTER TABLE "promo_redemptions" DROP CONSTRAINT "promo_redemptions_one_subject";--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_order_unique" ON "promo_redemptions" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_one_subject" CHECK (num_nonnulls("promo_redemptions"."booking_id", "promo_redemptions"."day_pass_id", "promo_redemptions"."order_id") = 1);--> statement-breakpoint
-- A virtual office's first-month code follows its order (docs/decisions/0054-promo-codes.md): an
-- order that ends before its service starts (cancelled by the buyer or staff, lapsed unpaid, or its
-- identity check not passed) gives its use back. An ended order never comes back to life (a late
-- payment is recorded and refunded), so there is no taking the use again.
CREATE OR REPLACE FUNCTION "promo_redemption_follows_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  released record;
BEGIN
  IF NEW."status" IN ('cancelled', 'expired', 'id-rejected') AND OLD."status" IN ('awaiting-id-check', 'verified') THEN
    FOR released IN
      UPDATE "promo_redemptions" r SET "released_at" = now()
      WHERE r."released_at" IS NULL AND r."order_id" = NEW."id"
      RETURNING r."code"
    LOOP
      UPDATE "promo_code_uses" SET "used" = greatest("used" - 1, 0) WHERE "code" = released."code";
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_promo_redemption" AFTER UPDATE OF "status" ON "orders" FOR EACH ROW EXECUTE FUNCTION "promo_redemption_follows_order"();
