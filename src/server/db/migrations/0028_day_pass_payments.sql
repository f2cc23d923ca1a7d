ALTER TABLE "day_passes" DROP CONSTRAINT "day_passes_status_known";--> statement-breakpoint
DROP INDEX "day_passes_one_per_desk";--> statement-breakpoint
ALTER TABLE "day_passes" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "day_passes" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "day_passes" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "day_passes" ADD COLUMN "paid_pence" integer;--> statement-breakpoint
ALTER TABLE "day_passes" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "day_passes" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "day_passes" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "day_passes" ADD COLUMN "cancelled_by_name" text;--> statement-breakpoint
ALTER TABLE "day_passes" ADD COLUMN "payment_kept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "day_passes_pending_hold_idx" ON "day_passes" USING btree ("hold_expires_at") WHERE "day_passes"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "day_passes_one_per_desk" ON "day_passes" USING btree ("centre","day","desk") WHERE "day_passes"."status" in ('confirmed', 'pending');--> statement-breakpoint
ALTER TABLE "day_passes" ADD CONSTRAINT "day_passes_checkout_session_id_unique" UNIQUE("checkout_session_id");--> statement-breakpoint
ALTER TABLE "day_passes" ADD CONSTRAINT "day_passes_cancelled_by_known" CHECK ("day_passes"."cancelled_by" is null or "day_passes"."cancelled_by" in ('visitor', 'staff'));--> statement-breakpoint
ALTER TABLE "day_passes" ADD CONSTRAINT "day_passes_pending_has_hold" CHECK ("day_passes"."status" <> 'pending' or "day_passes"."hold_expires_at" is not null);--> statement-breakpoint
ALTER TABLE "day_passes" ADD CONSTRAINT "day_passes_status_known" CHECK ("day_passes"."status" in ('confirmed', 'cancelled', 'pending', 'expired'));--> statement-breakpoint
-- A day pass paid online is stored pending and confirmed by Stripe's event (an UPDATE): its
-- conversion is counted then, at the payment's time, by the function of a pass confirmed at once (0026).
CREATE OR REPLACE FUNCTION "conversion_of_day_pass"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'confirmed' AND NOT NEW."trial" AND NEW."price_pence" BETWEEN 1 AND 1000000000 THEN
    INSERT INTO "conversions" ("kind", "day_pass_id", "transaction_id", "value_pence", "occurred_at", "attribution", "ad_user_data", "ga_client_id")
    VALUES ('day-pass-paid', NEW."id", NEW."reference", NEW."price_pence", coalesce(NEW."paid_at", NEW."created_at"), NEW."attribution",
      "conversion_ad_user_data"(NEW."attribution"), "conversion_ga_client_id"(NEW."attribution"))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "day_passes_conversion_paid" AFTER UPDATE OF "status" ON "day_passes" FOR EACH ROW EXECUTE FUNCTION "conversion_of_day_pass"();
