ALTER TABLE "webhook_events" DROP CONSTRAINT "webhook_events_type_known";--> statement-breakpoint
ALTER TABLE "webhook_events" DROP CONSTRAINT "webhook_events_one_subject";--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "enquiry_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "viewing_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_viewing_id_viewings_id_fk" FOREIGN KEY ("viewing_id") REFERENCES "public"."viewings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_events_enquiry_idx" ON "webhook_events" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "webhook_events_viewing_idx" ON "webhook_events" USING btree ("viewing_id");--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_type_known" CHECK ("webhook_events"."type" in ('lead.created', 'lead.stage_changed', 'booking.confirmed', 'booking.cancelled', 'order.paid', 'licence.signed', 'submission.received'));--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_one_subject" CHECK (num_nonnulls("webhook_events"."lead_id", "webhook_events"."booking_id", "webhook_events"."order_id", "webhook_events"."licence_id", "webhook_events"."enquiry_id", "webhook_events"."viewing_id") = 1);--> statement-breakpoint
-- The webhook set in the environment becomes an endpoint like the others (docs/decisions/0057): its
-- event, 'submission.received', is written at the moments it was always sent, in the transaction of
-- the row that came in: an enquiry, a viewing or an order when stored, a room booking when confirmed
-- (at once, or when its online payment goes through). Written by hand: drizzle-kit cannot express triggers.
CREATE OR REPLACE FUNCTION "webhook_event_of_submission"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'enquiries' THEN
    INSERT INTO "webhook_events" ("type", "enquiry_id") VALUES ('submission.received', NEW."id");
  ELSIF TG_TABLE_NAME = 'viewings' THEN
    INSERT INTO "webhook_events" ("type", "viewing_id") VALUES ('submission.received', NEW."id");
  ELSIF TG_TABLE_NAME = 'orders' THEN
    INSERT INTO "webhook_events" ("type", "order_id") VALUES ('submission.received', NEW."id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "enquiries_webhook_submission" AFTER INSERT ON "enquiries" FOR EACH ROW EXECUTE FUNCTION "webhook_event_of_submission"();--> statement-breakpoint
CREATE TRIGGER "viewings_webhook_submission" AFTER INSERT ON "viewings" FOR EACH ROW EXECUTE FUNCTION "webhook_event_of_submission"();--> statement-breakpoint
CREATE TRIGGER "orders_webhook_submission" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "webhook_event_of_submission"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "webhook_event_of_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" IN ('confirmed', 'cancelled') AND (TG_OP = 'INSERT' OR NEW."status" IS DISTINCT FROM OLD."status") THEN
    INSERT INTO "webhook_events" ("type", "booking_id") VALUES ('booking.' || NEW."status", NEW."id");
    IF NEW."status" = 'confirmed' THEN
      INSERT INTO "webhook_events" ("type", "booking_id") VALUES ('submission.received', NEW."id");
    END IF;
  END IF;
  RETURN NULL;
END $$;
