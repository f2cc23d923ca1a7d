ALTER TABLE "alert_subscriptions" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "day_passes" ADD COLUMN "attribution" jsonb;