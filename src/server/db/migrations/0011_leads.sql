CREATE TABLE "lead_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"author_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"centre" text,
	"stage" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"owner_id" integer,
	"next_action_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_stage_known" CHECK ("leads"."stage" in ('new', 'contacted', 'viewing-booked', 'offer', 'won', 'lost')),
	CONSTRAINT "leads_lost_has_reason" CHECK (("leads"."stage" = 'lost') = ("leads"."lost_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_subject";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "staff_user_id" integer;--> statement-breakpoint
ALTER TABLE "lead_audit" ADD CONSTRAINT "lead_audit_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_audit_lead_idx" ON "lead_audit" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_source_idx" ON "leads" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE INDEX "leads_stage_idx" ON "leads" USING btree ("stage","touched_at");--> statement-breakpoint
CREATE INDEX "leads_centre_idx" ON "leads" USING btree ("centre");--> statement-breakpoint
CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_lead_idx" ON "outbox" USING btree ("lead_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_staff_mail_recipient" CHECK (("outbox"."channel" = 'staff-email') = ("outbox"."staff_user_id" is not null and "outbox"."lead_id" is not null));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_subject" CHECK (num_nonnulls("outbox"."enquiry_id", "outbox"."booking_id", "outbox"."viewing_id", "outbox"."order_id", "outbox"."lead_id", "outbox"."alert_subscription_id", "outbox"."alert_notification_id") = 1);--> statement-breakpoint
-- Every source row gets its lead in the same transaction as its insert, whichever code inserts it
-- (docs/decisions/0026). A new source kind (alert sign-ups) is one trigger like the four below:
--   CREATE TRIGGER "alert_subscriptions_lead" AFTER INSERT ON "alert_subscriptions"
--     FOR EACH ROW EXECUTE FUNCTION "lead_for_source"('alert');
-- The centre is read through to_jsonb so a source without a centre column gives null.
CREATE FUNCTION "lead_for_source"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_lead uuid;
BEGIN
  INSERT INTO "leads" ("source_kind", "source_id", "centre", "created_at", "touched_at")
  VALUES (TG_ARGV[0], NEW."id", to_jsonb(NEW) ->> 'centre', NEW."created_at", NEW."created_at")
  ON CONFLICT ("source_kind", "source_id") DO NOTHING
  RETURNING "id" INTO new_lead;
  IF new_lead IS NOT NULL THEN
    INSERT INTO "lead_audit" ("lead_id", "actor_id", "actor_name", "field", "to_value", "at")
    VALUES (new_lead, NULL, 'Website', 'created', 'new', NEW."created_at");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "enquiries_lead" AFTER INSERT ON "enquiries" FOR EACH ROW EXECUTE FUNCTION "lead_for_source"('enquiry');
--> statement-breakpoint
CREATE TRIGGER "viewings_lead" AFTER INSERT ON "viewings" FOR EACH ROW EXECUTE FUNCTION "lead_for_source"('viewing');
--> statement-breakpoint
CREATE TRIGGER "bookings_lead" AFTER INSERT ON "bookings" FOR EACH ROW EXECUTE FUNCTION "lead_for_source"('booking');
--> statement-breakpoint
CREATE TRIGGER "orders_lead" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "lead_for_source"('order');
--> statement-breakpoint
-- Backfill: the rows stored before the pipeline existed become new leads, audited as such.
WITH sources AS (
  SELECT 'enquiry' AS kind, "id", "centre", "created_at" FROM "enquiries"
  UNION ALL SELECT 'viewing', "id", "centre", "created_at" FROM "viewings"
  UNION ALL SELECT 'booking', "id", "centre", "created_at" FROM "bookings"
  UNION ALL SELECT 'order', "id", "centre", "created_at" FROM "orders"
), inserted AS (
  INSERT INTO "leads" ("source_kind", "source_id", "centre", "created_at", "touched_at")
  SELECT kind, "id", "centre", "created_at", "created_at" FROM sources
  ON CONFLICT ("source_kind", "source_id") DO NOTHING
  RETURNING "id", "created_at"
)
INSERT INTO "lead_audit" ("lead_id", "actor_id", "actor_name", "field", "to_value", "at")
SELECT "id", NULL, 'Backfill (migration 0011)', 'created', 'new', "created_at" FROM inserted;
