-- Alert sign-ups are leads too (issue 22 item 1, docs/decisions/0026 and 0031): one more trigger on
-- the function of 0011_leads. An alert names no single centre (its "centres" is a list), so
-- to_jsonb(NEW) ->> 'centre' gives null and the lead is for sales, not a centre manager.
CREATE TRIGGER "alert_subscriptions_lead" AFTER INSERT ON "alert_subscriptions" FOR EACH ROW EXECUTE FUNCTION "lead_for_source"('alert');
--> statement-breakpoint
-- Backfill: sign-ups stored before this migration become new leads, audited as such.
WITH inserted AS (
  INSERT INTO "leads" ("source_kind", "source_id", "centre", "created_at", "touched_at")
  SELECT 'alert', "id", NULL, "created_at", "created_at" FROM "alert_subscriptions"
  ON CONFLICT ("source_kind", "source_id") DO NOTHING
  RETURNING "id", "created_at"
)
INSERT INTO "lead_audit" ("lead_id", "actor_id", "actor_name", "field", "to_value", "at")
SELECT "id", NULL, 'Backfill (migration 0013)', 'created', 'new', "created_at" FROM inserted;
--> statement-breakpoint
-- An alert sign-up is deleted when its visitor unsubscribes, when it expires (never confirmed, or a
-- year after confirming) and on a data-subject erasure: its lead goes with it, and the lead's notes,
-- audit and mails by cascade, so no note about the person outlives the sign-up.
CREATE FUNCTION "lead_gone_with_source"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "leads" WHERE "source_kind" = TG_ARGV[0] AND "source_id" = OLD."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "alert_subscriptions_lead_gone" AFTER DELETE ON "alert_subscriptions" FOR EACH ROW EXECUTE FUNCTION "lead_gone_with_source"('alert');
