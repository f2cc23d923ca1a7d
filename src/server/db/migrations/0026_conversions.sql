CREATE TABLE "conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"lead_id" uuid,
	"booking_id" uuid,
	"order_id" uuid,
	"day_pass_id" uuid,
	"licence_id" uuid,
	"transaction_id" text NOT NULL,
	"value_pence" integer NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attribution" jsonb,
	"ad_user_data" boolean DEFAULT false NOT NULL,
	"ga_client_id" text,
	"ga4_queued_at" timestamp with time zone,
	"ga4_skipped" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversions_kind_known" CHECK ("conversions"."kind" in ('lead-won', 'booking-paid', 'order-paid', 'day-pass-paid', 'licence-signed')),
	CONSTRAINT "conversions_one_subject" CHECK (num_nonnulls("conversions"."lead_id", "conversions"."booking_id", "conversions"."order_id", "conversions"."day_pass_id", "conversions"."licence_id") = 1),
	CONSTRAINT "conversions_subject_of_kind" CHECK (("conversions"."kind" = 'lead-won') = ("conversions"."lead_id" is not null) and ("conversions"."kind" = 'booking-paid') = ("conversions"."booking_id" is not null) and ("conversions"."kind" = 'order-paid') = ("conversions"."order_id" is not null) and ("conversions"."kind" = 'day-pass-paid') = ("conversions"."day_pass_id" is not null) and ("conversions"."kind" = 'licence-signed') = ("conversions"."licence_id" is not null)),
	CONSTRAINT "conversions_value_bounded" CHECK ("conversions"."value_pence" between 0 and 1000000000),
	CONSTRAINT "conversions_currency_gbp" CHECK ("conversions"."currency" = 'GBP'),
	CONSTRAINT "conversions_ga_client_id_format" CHECK ("conversions"."ga_client_id" ~ '^[0-9]{1,20}[.][0-9]{1,20}$')
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_subject";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "conversion_id" uuid;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_day_pass_id_day_passes_id_fk" FOREIGN KEY ("day_pass_id") REFERENCES "public"."day_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_lead_idx" ON "conversions" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_booking_idx" ON "conversions" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_order_idx" ON "conversions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_day_pass_idx" ON "conversions" USING btree ("day_pass_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_licence_idx" ON "conversions" USING btree ("licence_id");--> statement-breakpoint
CREATE INDEX "conversions_occurred_idx" ON "conversions" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "conversions_ga4_waiting_idx" ON "conversions" USING btree ("occurred_at") WHERE "conversions"."ga4_queued_at" is null;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_conversion_idx" ON "outbox" USING btree ("conversion_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_ga4_channel" CHECK (("outbox"."channel" = 'ga4') = ("outbox"."conversion_id" is not null));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_subject" CHECK (num_nonnulls("outbox"."enquiry_id", "outbox"."booking_id", "outbox"."viewing_id", "outbox"."order_id", "outbox"."licence_id", "outbox"."proposal_id", "outbox"."lead_id", "outbox"."lead_digest_id", "outbox"."alert_subscription_id", "outbox"."alert_notification_id", "outbox"."day_pass_id", "outbox"."webhook_delivery_id", "outbox"."conversion_id") = 1);--> statement-breakpoint
-- Offline conversions (docs/decisions/0050), written by triggers in the transaction of the change
-- they count, whichever code makes it: none is lost, none is written for a change rolled back, and
-- the unique index of each subject column makes a second one for the same source a no-op. The
-- consent and GA4 client id come from the source row's attribution as its request stored them
-- (src/server/requests/attribution.ts); a row stored before they were kept counts as not granted.
-- drizzle-kit cannot express triggers; they are written here by hand.
CREATE FUNCTION "conversion_ad_user_data"(attribution jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(attribution #>> '{consent,ad_user_data}' = 'true', false)
$$;--> statement-breakpoint
CREATE FUNCTION "conversion_ga_client_id"(attribution jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN attribution ->> 'ga_client_id' ~ '^[0-9]{1,20}[.][0-9]{1,20}$' THEN attribution ->> 'ga_client_id' END
$$;--> statement-breakpoint
CREATE FUNCTION "conversion_lead_attribution"(kind text, source uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE kind
    WHEN 'enquiry' THEN (SELECT "attribution" FROM "enquiries" WHERE "id" = source)
    WHEN 'viewing' THEN (SELECT "attribution" FROM "viewings" WHERE "id" = source)
    WHEN 'booking' THEN (SELECT "attribution" FROM "bookings" WHERE "id" = source)
    WHEN 'order' THEN (SELECT "attribution" FROM "orders" WHERE "id" = source)
    WHEN 'alert' THEN (SELECT "attribution" FROM "alert_subscriptions" WHERE "id" = source)
    WHEN 'licence' THEN (SELECT "attribution" FROM "licences" WHERE "id" = source)
  END
$$;--> statement-breakpoint
-- A lead won with its value. A licence signed at the listed terms is counted as the licence's own
-- conversion, not again as its lead's win; reopened and won again, the first win stands.
CREATE FUNCTION "conversion_of_lead"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source_attribution jsonb;
BEGIN
  IF NEW."stage" = 'won' AND NEW."won_value_pence" IS NOT NULL AND NEW."source_kind" <> 'licence'
     AND (TG_OP = 'INSERT' OR OLD."stage" IS DISTINCT FROM 'won') THEN
    source_attribution := "conversion_lead_attribution"(NEW."source_kind", NEW."source_id");
    INSERT INTO "conversions" ("kind", "lead_id", "transaction_id", "value_pence", "attribution", "ad_user_data", "ga_client_id")
    VALUES ('lead-won', NEW."id", NEW."id"::text, NEW."won_value_pence", source_attribution,
      "conversion_ad_user_data"(source_attribution), "conversion_ga_client_id"(source_attribution))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leads_conversion_created" AFTER INSERT ON "leads" FOR EACH ROW EXECUTE FUNCTION "conversion_of_lead"();--> statement-breakpoint
CREATE TRIGGER "leads_conversion_won" AFTER UPDATE OF "stage", "won_value_pence" ON "leads" FOR EACH ROW EXECUTE FUNCTION "conversion_of_lead"();--> statement-breakpoint
-- A room booking confirmed (paid online, or confirmed at once), at its price net of VAT.
CREATE FUNCTION "conversion_of_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'confirmed' AND NEW."price_pence" BETWEEN 1 AND 1000000000
     AND (TG_OP = 'INSERT' OR OLD."status" IS DISTINCT FROM 'confirmed') THEN
    INSERT INTO "conversions" ("kind", "booking_id", "transaction_id", "value_pence", "occurred_at", "attribution", "ad_user_data", "ga_client_id")
    VALUES ('booking-paid', NEW."id", NEW."reference", NEW."price_pence", coalesce(NEW."paid_at", now()), NEW."attribution",
      "conversion_ad_user_data"(NEW."attribution"), "conversion_ga_client_id"(NEW."attribution"))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_conversion_created" AFTER INSERT ON "bookings" FOR EACH ROW EXECUTE FUNCTION "conversion_of_booking"();--> statement-breakpoint
CREATE TRIGGER "bookings_conversion_status" AFTER UPDATE OF "status" ON "bookings" FOR EACH ROW EXECUTE FUNCTION "conversion_of_booking"();--> statement-breakpoint
-- A virtual-office order paid by card: its first month, net of VAT.
CREATE FUNCTION "conversion_of_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."payment" = 'card-paid' AND NEW."monthly_net_pence" BETWEEN 0 AND 1000000000
     AND (TG_OP = 'INSERT' OR OLD."payment" IS DISTINCT FROM 'card-paid') THEN
    INSERT INTO "conversions" ("kind", "order_id", "transaction_id", "value_pence", "attribution", "ad_user_data", "ga_client_id")
    VALUES ('order-paid', NEW."id", NEW."reference", NEW."monthly_net_pence", NEW."attribution",
      "conversion_ad_user_data"(NEW."attribution"), "conversion_ga_client_id"(NEW."attribution"))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_conversion_created" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "conversion_of_order"();--> statement-breakpoint
CREATE TRIGGER "orders_conversion_payment" AFTER UPDATE OF "payment" ON "orders" FOR EACH ROW EXECUTE FUNCTION "conversion_of_order"();--> statement-breakpoint
-- A day pass bought (a free trial is not), at its price net of VAT.
CREATE FUNCTION "conversion_of_day_pass"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'confirmed' AND NOT NEW."trial" AND NEW."price_pence" BETWEEN 1 AND 1000000000 THEN
    INSERT INTO "conversions" ("kind", "day_pass_id", "transaction_id", "value_pence", "occurred_at", "attribution", "ad_user_data", "ga_client_id")
    VALUES ('day-pass-paid', NEW."id", NEW."reference", NEW."price_pence", NEW."created_at", NEW."attribution",
      "conversion_ad_user_data"(NEW."attribution"), "conversion_ga_client_id"(NEW."attribution"))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "day_passes_conversion_created" AFTER INSERT ON "day_passes" FOR EACH ROW EXECUTE FUNCTION "conversion_of_day_pass"();--> statement-breakpoint
-- A licence signed online at the listed terms, at its contract value net of VAT. One signed from a
-- proposal is counted once, as its proposal's lead won (with the proposal's whole value).
CREATE FUNCTION "conversion_of_licence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."proposal_id" IS NULL AND NEW."contract_value_pence" BETWEEN 0 AND 1000000000 THEN
    INSERT INTO "conversions" ("kind", "licence_id", "transaction_id", "value_pence", "occurred_at", "attribution", "ad_user_data", "ga_client_id")
    VALUES ('licence-signed', NEW."id", NEW."reference", NEW."contract_value_pence", NEW."signed_at", NEW."attribution",
      "conversion_ad_user_data"(NEW."attribution"), "conversion_ga_client_id"(NEW."attribution"))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "licences_conversion_signed" AFTER INSERT ON "licences" FOR EACH ROW EXECUTE FUNCTION "conversion_of_licence"();
