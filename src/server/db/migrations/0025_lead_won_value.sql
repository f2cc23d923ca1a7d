ALTER TABLE "leads" ADD COLUMN "won_value_pence" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_won_value_only_won" CHECK ("leads"."won_value_pence" is null or "leads"."stage" = 'won');--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_won_value_bounded" CHECK ("leads"."won_value_pence" between 0 and 1000000000);--> statement-breakpoint
-- A licence signed at the listed terms is a won lead of its own (0014, 0019): it is won at the
-- licence's contract value, net of VAT (docs/decisions/0050). A value beyond the bound (none is
-- expected) leaves the lead without one rather than refusing the signing.
CREATE OR REPLACE FUNCTION "lead_for_licence"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_lead uuid;
BEGIN
  IF NEW."proposal_id" IS NOT NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "leads" ("source_kind", "source_id", "centre", "stage", "won_value_pence", "created_at", "touched_at")
  VALUES (
    'licence', NEW."id", NEW."centre", 'won',
    CASE WHEN NEW."contract_value_pence" BETWEEN 0 AND 1000000000 THEN NEW."contract_value_pence" END,
    NEW."created_at", NEW."created_at"
  )
  ON CONFLICT ("source_kind", "source_id") DO NOTHING
  RETURNING "id" INTO new_lead;
  IF new_lead IS NOT NULL THEN
    INSERT INTO "lead_audit" ("lead_id", "actor_id", "actor_name", "field", "to_value", "at")
    VALUES (new_lead, NULL, 'Website', 'created', 'won', NEW."created_at");
  END IF;
  RETURN NULL;
END;
$$;
