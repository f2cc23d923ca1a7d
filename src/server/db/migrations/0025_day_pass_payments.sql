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
ALTER TABLE "day_passes" ADD CONSTRAINT "day_passes_status_known" CHECK ("day_passes"."status" in ('confirmed', 'cancelled', 'pending', 'expired'));