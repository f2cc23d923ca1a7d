CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" uuid NOT NULL,
	"outbox_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer NOT NULL,
	"response_status" integer,
	"response_snippet" text,
	"error" text,
	"ok" boolean NOT NULL,
	CONSTRAINT "webhook_attempts_snippet_bounded" CHECK (char_length("webhook_attempts"."response_snippet") <= 500),
	CONSTRAINT "webhook_attempts_error_bounded" CHECK (char_length("webhook_attempts"."error") <= 300)
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"endpoint_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"lead_id" uuid,
	"booking_id" uuid,
	"order_id" uuid,
	"licence_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fanned_out_at" timestamp with time zone,
	CONSTRAINT "webhook_events_type_known" CHECK ("webhook_events"."type" in ('lead.created', 'lead.stage_changed', 'booking.confirmed', 'booking.cancelled', 'order.paid', 'licence.signed')),
	CONSTRAINT "webhook_events_one_subject" CHECK (num_nonnulls("webhook_events"."lead_id", "webhook_events"."booking_id", "webhook_events"."order_id", "webhook_events"."licence_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_subject";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "webhook_delivery_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_endpoint_idx" ON "webhook_deliveries" USING btree ("event_id","endpoint_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_events_waiting_idx" ON "webhook_events" USING btree ("occurred_at") WHERE "webhook_events"."fanned_out_at" is null;--> statement-breakpoint
CREATE INDEX "webhook_events_lead_idx" ON "webhook_events" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "webhook_events_booking_idx" ON "webhook_events" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "webhook_events_order_idx" ON "webhook_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "webhook_events_licence_idx" ON "webhook_events" USING btree ("licence_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_webhook_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("webhook_delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_webhook_delivery_pending_idx" ON "outbox" USING btree ("webhook_delivery_id") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_webhook_endpoint_channel" CHECK (("outbox"."channel" = 'webhook-endpoint') = ("outbox"."webhook_delivery_id" is not null));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_subject" CHECK (num_nonnulls("outbox"."enquiry_id", "outbox"."booking_id", "outbox"."viewing_id", "outbox"."order_id", "outbox"."licence_id", "outbox"."proposal_id", "outbox"."lead_id", "outbox"."lead_digest_id", "outbox"."alert_subscription_id", "outbox"."alert_notification_id", "outbox"."day_pass_id", "outbox"."webhook_delivery_id") = 1);--> statement-breakpoint
-- Outgoing webhooks' events (docs/decisions/0047), written by triggers in the transaction of the change
-- they report, whichever code makes it: none is lost, none is written for a change rolled back.
-- drizzle-kit cannot express triggers; they are written here by hand.
CREATE OR REPLACE FUNCTION "webhook_event_of_lead"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "webhook_events" ("type", "lead_id") VALUES ('lead.created', NEW."id");
  ELSIF NEW."stage" IS DISTINCT FROM OLD."stage" THEN
    INSERT INTO "webhook_events" ("type", "lead_id", "data")
      VALUES ('lead.stage_changed', NEW."id", jsonb_build_object('from', OLD."stage", 'to', NEW."stage"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leads_webhook_created" AFTER INSERT ON "leads" FOR EACH ROW EXECUTE FUNCTION "webhook_event_of_lead"();--> statement-breakpoint
CREATE TRIGGER "leads_webhook_stage" AFTER UPDATE OF "stage" ON "leads" FOR EACH ROW EXECUTE FUNCTION "webhook_event_of_lead"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "webhook_event_of_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" IN ('confirmed', 'cancelled') AND (TG_OP = 'INSERT' OR NEW."status" IS DISTINCT FROM OLD."status") THEN
    INSERT INTO "webhook_events" ("type", "booking_id") VALUES ('booking.' || NEW."status", NEW."id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_webhook_created" AFTER INSERT ON "bookings" FOR EACH ROW EXECUTE FUNCTION "webhook_event_of_booking"();--> statement-breakpoint
CREATE TRIGGER "bookings_webhook_status" AFTER UPDATE OF "status" ON "bookings" FOR EACH ROW EXECUTE FUNCTION "webhook_event_of_booking"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "webhook_event_of_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."payment" = 'card-paid' AND (TG_OP = 'INSERT' OR OLD."payment" IS DISTINCT FROM 'card-paid') THEN
    INSERT INTO "webhook_events" ("type", "order_id") VALUES ('order.paid', NEW."id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_webhook_created" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "webhook_event_of_order"();--> statement-breakpoint
CREATE TRIGGER "orders_webhook_payment" AFTER UPDATE OF "payment" ON "orders" FOR EACH ROW EXECUTE FUNCTION "webhook_event_of_order"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "webhook_event_of_licence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "webhook_events" ("type", "licence_id") VALUES ('licence.signed', NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "licences_webhook_signed" AFTER INSERT ON "licences" FOR EACH ROW EXECUTE FUNCTION "webhook_event_of_licence"();
