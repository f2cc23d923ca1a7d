CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"lead_id" uuid,
	"prospect_name" text NOT NULL,
	"prospect_email" text NOT NULL,
	"prospect_company" text,
	"centre" text NOT NULL,
	"family" text NOT NULL,
	"units" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"term_months" integer NOT NULL,
	"rent_free_weeks" integer NOT NULL,
	"deposit_pence" integer NOT NULL,
	"special_terms" text NOT NULL,
	"valid_until" date NOT NULL,
	"monthly_rent_pence" integer NOT NULL,
	"contract_value_pence" integer NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text,
	"expiry_recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_reference_unique" UNIQUE("reference"),
	CONSTRAINT "proposals_amounts_valid" CHECK ("proposals"."term_months" >= 1 and "proposals"."rent_free_weeks" >= 0 and "proposals"."deposit_pence" >= 0 and "proposals"."monthly_rent_pence" > 0 and "proposals"."contract_value_pence" >= 0),
	CONSTRAINT "proposals_one_end" CHECK ("proposals"."signed_at" is null or "proposals"."withdrawn_at" is null)
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_subject";--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "proposal_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "proposal_id" uuid;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_lead_idx" ON "proposals" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "proposals_created_at_idx" ON "proposals" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licences_proposal_idx" ON "licences" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "outbox_proposal_idx" ON "outbox" USING btree ("proposal_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_subject" CHECK (num_nonnulls("outbox"."enquiry_id", "outbox"."booking_id", "outbox"."viewing_id", "outbox"."order_id", "outbox"."licence_id", "outbox"."proposal_id", "outbox"."lead_id", "outbox"."lead_digest_id", "outbox"."alert_subscription_id", "outbox"."alert_notification_id", "outbox"."day_pass_id") = 1);--> statement-breakpoint
-- A licence signed from a proposal is not a lead of its own: the proposal's lead is the deal, and
-- signing moves it to won (src/server/licences/proposals.ts, in the signing transaction). A
-- licence signed at the listed terms stays a won lead of its own (0014).
CREATE OR REPLACE FUNCTION "lead_for_licence"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_lead uuid;
BEGIN
  IF NEW."proposal_id" IS NOT NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "leads" ("source_kind", "source_id", "centre", "stage", "created_at", "touched_at")
  VALUES ('licence', NEW."id", NEW."centre", 'won', NEW."created_at", NEW."created_at")
  ON CONFLICT ("source_kind", "source_id") DO NOTHING
  RETURNING "id" INTO new_lead;
  IF new_lead IS NOT NULL THEN
    INSERT INTO "lead_audit" ("lead_id", "actor_id", "actor_name", "field", "to_value", "at")
    VALUES (new_lead, NULL, 'Website', 'created', 'won', NEW."created_at");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A proposal is paid when every licence signed from it is, whichever code records the payment
-- (staff's "Deposit received", a card payment's webhook): the proposal notes it once and its lead's
-- history says so, in the same transaction as the payment.
CREATE FUNCTION "proposal_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid_proposal record;
BEGIN
  IF EXISTS (
    SELECT 1 FROM "licences"
    WHERE "proposal_id" = NEW."proposal_id" AND "payment" NOT IN ('transfer-received', 'card-paid')
  ) THEN
    RETURN NULL;
  END IF;
  UPDATE "proposals" SET "paid_at" = now()
  WHERE "id" = NEW."proposal_id" AND "paid_at" IS NULL
  RETURNING "lead_id", "reference" INTO paid_proposal;
  IF paid_proposal."lead_id" IS NOT NULL THEN
    INSERT INTO "lead_audit" ("lead_id", "actor_id", "actor_name", "field", "to_value", "at")
    VALUES (paid_proposal."lead_id", NULL, 'Website', 'proposal', 'Paid: deposit and first month (' || paid_proposal."reference" || ')', now());
    UPDATE "leads" SET "touched_at" = now() WHERE "id" = paid_proposal."lead_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "licences_proposal_paid" AFTER UPDATE OF "payment" ON "licences" FOR EACH ROW
  WHEN (NEW."proposal_id" IS NOT NULL AND NEW."payment" IN ('transfer-received', 'card-paid') AND OLD."payment" IS DISTINCT FROM NEW."payment")
  EXECUTE FUNCTION "proposal_paid"();
