CREATE TABLE "licence_documents" (
	"licence_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_documents_licence_id_kind_pk" PRIMARY KEY("licence_id","kind"),
	CONSTRAINT "licence_documents_kind_known" CHECK ("licence_documents"."kind" in ('signed', 'countersigned'))
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"unit_reference" text NOT NULL,
	"unit_name" text NOT NULL,
	"centre" text NOT NULL,
	"workspace_type" text NOT NULL,
	"family" text NOT NULL,
	"template_id" integer NOT NULL,
	"template_version" integer NOT NULL,
	"signed_text" text NOT NULL,
	"signed_text_sha256" text NOT NULL,
	"tenant_kind" text NOT NULL,
	"tenant_name" text NOT NULL,
	"company_number" text,
	"registered_address" text NOT NULL,
	"signatory_name" text NOT NULL,
	"signatory_role" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_country" text,
	"start_date" date NOT NULL,
	"term_months" integer NOT NULL,
	"notice_months" integer NOT NULL,
	"rent_pence" integer NOT NULL,
	"service_charge_pence" integer NOT NULL,
	"monthly_net_pence" integer NOT NULL,
	"monthly_vat_pence" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"deposit_pence" integer NOT NULL,
	"due_today_pence" integer NOT NULL,
	"contract_value_pence" integer NOT NULL,
	"status" text NOT NULL,
	"payment" text NOT NULL,
	"signature_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"countersigned_at" timestamp with time zone,
	"countersigned_by" text,
	"events" jsonb NOT NULL,
	"page_path" text,
	"attribution" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licences_reference_unique" UNIQUE("reference"),
	CONSTRAINT "licences_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "licences_status_known" CHECK ("licences"."status" in ('held', 'paid', 'let', 'expired', 'cancelled')),
	CONSTRAINT "licences_payment_known" CHECK ("licences"."payment" in ('transfer-awaited', 'transfer-received', 'card-pending', 'card-paid')),
	CONSTRAINT "licences_amounts_not_negative" CHECK ("licences"."rent_pence" >= 0 and "licences"."deposit_pence" >= 0 and "licences"."monthly_vat_pence" >= 0),
	CONSTRAINT "licences_verified_recorded" CHECK (("licences"."verified_at" is null) = ("licences"."verified_by" is null))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_subject";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "licence_id" uuid;--> statement-breakpoint
ALTER TABLE "licence_documents" ADD CONSTRAINT "licence_documents_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licences_one_per_unit" ON "licences" USING btree ("unit_reference") WHERE "licences"."status" in ('held', 'paid', 'let');--> statement-breakpoint
CREATE INDEX "licences_created_at_idx" ON "licences" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_licence_idx" ON "outbox" USING btree ("licence_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_subject" CHECK (num_nonnulls("outbox"."enquiry_id", "outbox"."booking_id", "outbox"."viewing_id", "outbox"."order_id", "outbox"."licence_id", "outbox"."lead_id", "outbox"."alert_subscription_id", "outbox"."alert_notification_id") = 1);--> statement-breakpoint
-- A licence signed online is a lead too (issue 38), already won: the deal is signed. Its own
-- function, since lead_for_source (0011) opens every lead as 'new'.
CREATE FUNCTION "lead_for_licence"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_lead uuid;
BEGIN
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
CREATE TRIGGER "licences_lead" AFTER INSERT ON "licences" FOR EACH ROW EXECUTE FUNCTION "lead_for_licence"();
