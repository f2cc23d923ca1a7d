DROP INDEX "licences_one_per_unit";--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "desks" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "licences_one_per_unit" ON "licences" USING btree ("unit_reference") WHERE "licences"."status" in ('held', 'paid', 'let') and "licences"."desks" is null;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_desks_positive" CHECK ("licences"."desks" is null or "licences"."desks" > 0);--> statement-breakpoint
-- A coworking floor takes as many members as it has desks (issue 38 item 7). Concurrent signers of
-- one floor queue on a lock of their own, so each counts the members the others committed; the
-- refusal is a unique violation, as a second hold on a whole unit is, and reads the same way.
CREATE FUNCTION "licence_desks_on_floor"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  members integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('licence-desks:' || NEW."unit_reference"));
  SELECT count(*) INTO members FROM "licences"
    WHERE "unit_reference" = NEW."unit_reference" AND "desks" IS NOT NULL
      AND "status" IN ('held', 'paid', 'let') AND "id" <> NEW."id";
  IF members >= NEW."desks" THEN
    RAISE EXCEPTION 'every desk on % is taken', NEW."unit_reference"
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'licence_desks_on_floor';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "licence_desks_on_floor" BEFORE INSERT OR UPDATE OF "status" ON "licences"
  FOR EACH ROW WHEN (NEW."desks" IS NOT NULL AND NEW."status" IN ('held', 'paid', 'let'))
  EXECUTE FUNCTION "licence_desks_on_floor"();
