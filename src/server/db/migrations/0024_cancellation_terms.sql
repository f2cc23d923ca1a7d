ALTER TABLE "bookings" ADD COLUMN "cancellation_rules" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_free" boolean;--> statement-breakpoint
-- Bookings cancelled before this migration: free as the old rule had it (the centre's cancel, or the visitor's 24 hours or more ahead), which is what the refund sweeper and the revenue figures assumed.
UPDATE "bookings" SET "cancelled_free" = ("cancelled_by" = 'staff' OR "starts_at" - "cancelled_at" >= interval '24 hours') WHERE "status" = 'cancelled' AND "cancelled_at" IS NOT NULL;
