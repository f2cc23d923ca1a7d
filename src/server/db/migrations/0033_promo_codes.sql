CREATE TABLE "promo_code_uses" (
	"code" text PRIMARY KEY NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_code_uses_not_negative" CHECK ("promo_code_uses"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"email_key" text NOT NULL,
	"product" text NOT NULL,
	"booking_id" uuid,
	"day_pass_id" uuid,
	"list_pence" integer NOT NULL,
	"discount_pence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "promo_redemptions_one_subject" CHECK (num_nonnulls("promo_redemptions"."booking_id", "promo_redemptions"."day_pass_id") = 1),
	CONSTRAINT "promo_redemptions_discount_bounded" CHECK ("promo_redemptions"."discount_pence" between 0 and "promo_redemptions"."list_pence"),
	CONSTRAINT "promo_redemptions_product_known" CHECK ("promo_redemptions"."product" in ('rooms', 'day-passes', 'virtual-office', 'memberships'))
);
--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_day_pass_id_day_passes_id_fk" FOREIGN KEY ("day_pass_id") REFERENCES "public"."day_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_one_per_email" ON "promo_redemptions" USING btree ("code","email_key") WHERE "promo_redemptions"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_booking_unique" ON "promo_redemptions" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_day_pass_unique" ON "promo_redemptions" USING btree ("day_pass_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_idx" ON "promo_redemptions" USING btree ("code","created_at");--> statement-breakpoint
-- A use follows what it paid for (docs/decisions/0054-promo-codes.md): a booking or pass that is
-- cancelled, or whose hold ended unpaid, gives its use back (one more use for the code, and the
-- email may use it again); a hold that ended but was paid after all (the webhook confirms it when
-- the slot is still free) takes its use again, when that email has not used the code since. In the
-- database, so every path that changes a status (visitor, staff, the sweeper, Stripe's events) is covered.
CREATE OR REPLACE FUNCTION "promo_redemption_follows_subject"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  released record;
BEGIN
  IF NEW."status" IN ('cancelled', 'expired') AND OLD."status" IN ('confirmed', 'pending') THEN
    FOR released IN
      UPDATE "promo_redemptions" r SET "released_at" = now()
      WHERE r."released_at" IS NULL
        AND ((TG_TABLE_NAME = 'bookings' AND r."booking_id" = NEW."id") OR (TG_TABLE_NAME = 'day_passes' AND r."day_pass_id" = NEW."id"))
      RETURNING r."code"
    LOOP
      UPDATE "promo_code_uses" SET "used" = greatest("used" - 1, 0) WHERE "code" = released."code";
    END LOOP;
  ELSIF NEW."status" IN ('confirmed', 'pending') AND OLD."status" IN ('cancelled', 'expired') THEN
    FOR released IN
      UPDATE "promo_redemptions" r SET "released_at" = NULL
      WHERE r."released_at" IS NOT NULL
        AND ((TG_TABLE_NAME = 'bookings' AND r."booking_id" = NEW."id") OR (TG_TABLE_NAME = 'day_passes' AND r."day_pass_id" = NEW."id"))
        AND NOT EXISTS (
          SELECT 1 FROM "promo_redemptions" other
          WHERE other."code" = r."code" AND other."email_key" = r."email_key" AND other."released_at" IS NULL)
      RETURNING r."code"
    LOOP
      -- Paid for already: honoured even when the code has reached its maximum meanwhile.
      INSERT INTO "promo_code_uses" ("code", "used") VALUES (released."code", 1)
      ON CONFLICT ("code") DO UPDATE SET "used" = "promo_code_uses"."used" + 1;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_promo_redemption" AFTER UPDATE OF "status" ON "bookings" FOR EACH ROW EXECUTE FUNCTION "promo_redemption_follows_subject"();--> statement-breakpoint
CREATE TRIGGER "day_passes_promo_redemption" AFTER UPDATE OF "status" ON "day_passes" FOR EACH ROW EXECUTE FUNCTION "promo_redemption_follows_subject"();
