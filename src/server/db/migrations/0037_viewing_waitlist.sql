ALTER TABLE "viewings" DROP CONSTRAINT "viewings_status_known";--> statement-breakpoint
ALTER TABLE "waitlist_offers" DROP CONSTRAINT "waitlist_offers_one_hold";--> statement-breakpoint
DROP INDEX "viewings_one_per_seat";--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD COLUMN "viewing_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_viewing_id_viewings_id_fk" FOREIGN KEY ("viewing_id") REFERENCES "public"."viewings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "viewings_one_per_seat" ON "viewings" USING btree ("centre","starts_at","seat") WHERE "viewings"."status" in ('confirmed', 'held');--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_viewing_id_unique" UNIQUE("viewing_id");--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_held_has_hold" CHECK (("viewings"."status" = 'held') = ("viewings"."hold_expires_at" is not null));--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_status_known" CHECK ("viewings"."status" in ('confirmed', 'cancelled', 'held', 'expired'));--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_viewing_capacity" CHECK (("waitlist_entries"."kind" = 'viewing') = ("waitlist_entries"."capacity" is not null));--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_one_hold" CHECK (num_nonnulls("waitlist_offers"."booking_id", "waitlist_offers"."day_pass_id", "waitlist_offers"."viewing_id") = 1);--> statement-breakpoint
-- Hand-written (docs/decisions/0058-viewing-waitlist.md): a held seat is not yet anyone's viewing.
-- Its insert fires nothing (no lead, no submission.received webhook); the same triggers fire when
-- the hold becomes the person's viewing (held to confirmed), as a room booking's fire on pending to
-- confirmed. The contact, attached by email on insert, takes the name and phone given then.
DROP TRIGGER "viewings_lead" ON "viewings";--> statement-breakpoint
CREATE TRIGGER "viewings_lead" AFTER INSERT ON "viewings" FOR EACH ROW WHEN (NEW."status" <> 'held') EXECUTE FUNCTION "lead_for_source"('viewing');--> statement-breakpoint
CREATE TRIGGER "viewings_lead_from_hold" AFTER UPDATE OF "status" ON "viewings" FOR EACH ROW WHEN (OLD."status" = 'held' AND NEW."status" = 'confirmed') EXECUTE FUNCTION "lead_for_source"('viewing');--> statement-breakpoint
DROP TRIGGER "viewings_webhook_submission" ON "viewings";--> statement-breakpoint
CREATE TRIGGER "viewings_webhook_submission" AFTER INSERT ON "viewings" FOR EACH ROW WHEN (NEW."status" <> 'held') EXECUTE FUNCTION "webhook_event_of_submission"();--> statement-breakpoint
CREATE TRIGGER "viewings_webhook_submission_from_hold" AFTER UPDATE OF "status" ON "viewings" FOR EACH ROW WHEN (OLD."status" = 'held' AND NEW."status" = 'confirmed') EXECUTE FUNCTION "webhook_event_of_submission"();--> statement-breakpoint
CREATE TRIGGER "viewings_contact_from_hold" BEFORE UPDATE OF "status" ON "viewings" FOR EACH ROW WHEN (OLD."status" = 'held' AND NEW."status" = 'confirmed') EXECUTE FUNCTION "contact_attach"('email', 'name', 'phone');
