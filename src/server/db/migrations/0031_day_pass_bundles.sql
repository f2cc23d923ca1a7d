CREATE TABLE "day_pass_bundles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contact_id" uuid,
	"reference" text NOT NULL,
	"days" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"valid_months" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_country" text,
	"centre" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attribution" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"paid_pence" integer,
	"paid_at" timestamp with time zone,
	"last_day" date,
	"refunded_at" timestamp with time zone,
	"refunded_by_name" text,
	CONSTRAINT "day_pass_bundles_reference_unique" UNIQUE("reference"),
	CONSTRAINT "day_pass_bundles_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "day_pass_bundles_id_days" UNIQUE("id","days"),
	CONSTRAINT "day_pass_bundles_has_contact" CHECK ("day_pass_bundles"."contact_id" is not null),
	CONSTRAINT "day_pass_bundles_days_known" CHECK ("day_pass_bundles"."days" in (5, 10)),
	CONSTRAINT "day_pass_bundles_status_known" CHECK ("day_pass_bundles"."status" in ('pending', 'paid', 'expired', 'refunded')),
	CONSTRAINT "day_pass_bundles_price_not_negative" CHECK ("day_pass_bundles"."price_pence" >= 0),
	CONSTRAINT "day_pass_bundles_valid_months_bounds" CHECK ("day_pass_bundles"."valid_months" between 1 and 24),
	CONSTRAINT "day_pass_bundles_paid_has_last_day" CHECK ("day_pass_bundles"."status" <> 'paid' or ("day_pass_bundles"."last_day" is not null and "day_pass_bundles"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "conversions" DROP CONSTRAINT "conversions_one_subject";--> statement-breakpoint
ALTER TABLE "conversions" DROP CONSTRAINT "conversions_subject_of_kind";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_subject";--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "day_pass_bundle_id" uuid;--> statement-breakpoint
ALTER TABLE "day_passes" ADD COLUMN "bundle_id" uuid;--> statement-breakpoint
ALTER TABLE "day_passes" ADD COLUMN "bundle_days" integer;--> statement-breakpoint
ALTER TABLE "day_passes" ADD COLUMN "bundle_slot" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "day_pass_bundle_id" uuid;--> statement-breakpoint
ALTER TABLE "day_pass_bundles" ADD CONSTRAINT "day_pass_bundles_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_pass_bundles_contact_idx" ON "day_pass_bundles" USING btree ("contact_id");--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_day_pass_bundle_id_day_pass_bundles_id_fk" FOREIGN KEY ("day_pass_bundle_id") REFERENCES "public"."day_pass_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_passes" ADD CONSTRAINT "day_passes_bundle_fk" FOREIGN KEY ("bundle_id","bundle_days") REFERENCES "public"."day_pass_bundles"("id","days") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_day_pass_bundle_id_day_pass_bundles_id_fk" FOREIGN KEY ("day_pass_bundle_id") REFERENCES "public"."day_pass_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_day_pass_bundle_idx" ON "conversions" USING btree ("day_pass_bundle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "day_passes_one_per_bundle_slot" ON "day_passes" USING btree ("bundle_id","bundle_slot") WHERE "day_passes"."bundle_id" is not null and "day_passes"."status" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "day_passes_one_bundle_day" ON "day_passes" USING btree ("bundle_id","day") WHERE "day_passes"."bundle_id" is not null and "day_passes"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "outbox_day_pass_bundle_idx" ON "outbox" USING btree ("day_pass_bundle_id");--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_one_subject" CHECK (num_nonnulls("conversions"."lead_id", "conversions"."booking_id", "conversions"."order_id", "conversions"."day_pass_id", "conversions"."licence_id", "conversions"."day_pass_bundle_id") = 1);--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_subject_of_kind" CHECK (("conversions"."kind" = 'lead-won') = ("conversions"."lead_id" is not null) and ("conversions"."kind" = 'booking-paid') = ("conversions"."booking_id" is not null) and ("conversions"."kind" = 'order-paid') = ("conversions"."order_id" is not null) and ("conversions"."kind" = 'day-pass-paid') = ("conversions"."day_pass_id" is not null or "conversions"."day_pass_bundle_id" is not null) and ("conversions"."kind" = 'licence-signed') = ("conversions"."licence_id" is not null));--> statement-breakpoint
ALTER TABLE "day_passes" ADD CONSTRAINT "day_passes_bundle_complete" CHECK (("day_passes"."bundle_id" is null) = ("day_passes"."bundle_slot" is null) and ("day_passes"."bundle_id" is null) = ("day_passes"."bundle_days" is null));--> statement-breakpoint
ALTER TABLE "day_passes" ADD CONSTRAINT "day_passes_bundle_slot_within_days" CHECK ("day_passes"."bundle_slot" between 1 and "day_passes"."bundle_days");--> statement-breakpoint
ALTER TABLE "day_passes" ADD CONSTRAINT "day_passes_bundle_day_costs_nothing_more" CHECK ("day_passes"."bundle_id" is null or ("day_passes"."price_pence" = 0 and not "day_passes"."trial"));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_subject" CHECK (num_nonnulls("outbox"."enquiry_id", "outbox"."booking_id", "outbox"."viewing_id", "outbox"."order_id", "outbox"."licence_id", "outbox"."proposal_id", "outbox"."lead_id", "outbox"."lead_digest_id", "outbox"."alert_subscription_id", "outbox"."alert_notification_id", "outbox"."day_pass_id", "outbox"."webhook_delivery_id", "outbox"."conversion_id", "outbox"."day_pass_bundle_id") = 1);--> statement-breakpoint
-- A bundle holds a person's name, email and phone: it joins their contact as the other kinds do
-- (docs/decisions/0045), and an erased bundle leaves the contact nothing it alone held.
CREATE TRIGGER "day_pass_bundles_contact" BEFORE INSERT ON "day_pass_bundles" FOR EACH ROW EXECUTE FUNCTION "contact_attach"('email', 'name', 'phone');--> statement-breakpoint
CREATE TRIGGER "day_pass_bundles_contact_gone" AFTER DELETE ON "day_pass_bundles" FOR EACH ROW EXECUTE FUNCTION "contact_detach"('email');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "contact_rows"(of_contact uuid) RETURNS TABLE (email text, name text, phone text, created_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT "email", "name", "phone", "created_at" FROM "enquiries" WHERE "contact_id" = of_contact
  UNION ALL SELECT "email", "name", "phone", "created_at" FROM "bookings" WHERE "contact_id" = of_contact
  UNION ALL SELECT "email", "name", "phone", "created_at" FROM "viewings" WHERE "contact_id" = of_contact
  UNION ALL SELECT "email", "name", "phone", "created_at" FROM "orders" WHERE "contact_id" = of_contact
  UNION ALL SELECT "email", "name", "phone", "created_at" FROM "day_passes" WHERE "contact_id" = of_contact
  UNION ALL SELECT "email", "signatory_name", "phone", "created_at" FROM "licences" WHERE "contact_id" = of_contact
  UNION ALL SELECT "prospect_email", "prospect_name", NULL, "created_at" FROM "proposals" WHERE "contact_id" = of_contact
  UNION ALL SELECT "email", NULL, NULL, "created_at" FROM "alert_subscriptions" WHERE "contact_id" = of_contact
  UNION ALL SELECT "email", "name", "phone", "created_at" FROM "day_pass_bundles" WHERE "contact_id" = of_contact
$$;--> statement-breakpoint
-- A bundle paid online is one sale, at its net price on the day paid (decision 0056). The days
-- booked from it are passes priced 0, which conversion_of_day_pass never counts.
CREATE FUNCTION "conversion_of_day_pass_bundle"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'paid' AND OLD."status" IS DISTINCT FROM 'paid' AND NEW."price_pence" BETWEEN 1 AND 1000000000 THEN
    INSERT INTO "conversions" ("kind", "day_pass_bundle_id", "transaction_id", "value_pence", "occurred_at", "attribution", "ad_user_data", "ga_client_id")
    VALUES ('day-pass-paid', NEW."id", NEW."reference", NEW."price_pence", coalesce(NEW."paid_at", now()), NEW."attribution",
      "conversion_ad_user_data"(NEW."attribution"), "conversion_ga_client_id"(NEW."attribution"))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "day_pass_bundles_conversion_paid" AFTER UPDATE OF "status" ON "day_pass_bundles" FOR EACH ROW EXECUTE FUNCTION "conversion_of_day_pass_bundle"();
