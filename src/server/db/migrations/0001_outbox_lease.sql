ALTER TABLE "outbox" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_token" uuid;