CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contact_id" uuid,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"centre" text NOT NULL,
	"resource" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration" text NOT NULL,
	"hours" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"attribution" jsonb,
	CONSTRAINT "waitlist_entries_reference_unique" UNIQUE("reference"),
	CONSTRAINT "waitlist_entries_has_contact" CHECK ("waitlist_entries"."contact_id" is not null),
	CONSTRAINT "waitlist_entries_kind_known" CHECK ("waitlist_entries"."kind" in ('room', 'day-pass', 'viewing')),
	CONSTRAINT "waitlist_entries_status_known" CHECK ("waitlist_entries"."status" in ('pending', 'confirmed', 'offered', 'booked', 'passed')),
	CONSTRAINT "waitlist_entries_confirmed_at" CHECK (("waitlist_entries"."status" = 'pending') = ("waitlist_entries"."confirmed_at" is null)),
	CONSTRAINT "waitlist_entries_ends_after_starts" CHECK ("waitlist_entries"."ends_at" > "waitlist_entries"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waitlist_offers_entry_id_unique" UNIQUE("entry_id"),
	CONSTRAINT "waitlist_offers_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "waitlist_offers_status_known" CHECK ("waitlist_offers"."status" in ('open', 'taken', 'lapsed', 'withdrawn')),
	CONSTRAINT "waitlist_offers_ended_at" CHECK (("waitlist_offers"."status" = 'open') = ("waitlist_offers"."ended_at" is null))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_subject";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "waitlist_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "waitlist_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_contact_idx" ON "waitlist_entries" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_slot_idx" ON "waitlist_entries" USING btree ("kind","resource","starts_at","status");--> statement-breakpoint
CREATE INDEX "waitlist_entries_email_idx" ON "waitlist_entries" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_per_address" ON "waitlist_entries" USING btree ("kind","resource","starts_at","ends_at",lower("email")) WHERE "waitlist_entries"."status" in ('pending', 'confirmed', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_idx" ON "waitlist_offers" USING btree ("expires_at") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_waitlist_offer_id_waitlist_offers_id_fk" FOREIGN KEY ("waitlist_offer_id") REFERENCES "public"."waitlist_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_waitlist_entry_idx" ON "outbox" USING btree ("waitlist_entry_id");--> statement-breakpoint
CREATE INDEX "outbox_waitlist_offer_idx" ON "outbox" USING btree ("waitlist_offer_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_subject" CHECK (num_nonnulls("outbox"."enquiry_id", "outbox"."booking_id", "outbox"."viewing_id", "outbox"."order_id", "outbox"."licence_id", "outbox"."proposal_id", "outbox"."lead_id", "outbox"."lead_digest_id", "outbox"."alert_subscription_id", "outbox"."alert_notification_id", "outbox"."day_pass_id", "outbox"."webhook_delivery_id", "outbox"."conversion_id", "outbox"."day_pass_bundle_id", "outbox"."waitlist_entry_id", "outbox"."waitlist_offer_id") = 1);--> statement-breakpoint
-- Hand-written (docs/decisions/0055-waitlist.md): a waitlist entry is a person's row like an alert
-- sign-up (email only): it gets its contact on insert, and its contact keeps nothing once it goes.
CREATE TRIGGER "waitlist_entries_contact" BEFORE INSERT ON "waitlist_entries" FOR EACH ROW EXECUTE FUNCTION "contact_attach"('email', '', '');--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_contact_gone" AFTER DELETE ON "waitlist_entries" FOR EACH ROW EXECUTE FUNCTION "contact_detach"('email');--> statement-breakpoint
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
  UNION ALL SELECT "email", NULL, NULL, "created_at" FROM "waitlist_entries" WHERE "contact_id" = of_contact
$$;
