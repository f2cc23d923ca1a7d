CREATE TABLE "contact_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"from_contact_id" uuid NOT NULL,
	"into_contact_id" uuid NOT NULL,
	"from_name" text,
	"moved" jsonb NOT NULL,
	"emails" jsonb NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_changes_kind_known" CHECK ("contact_changes"."kind" in ('merge', 'split'))
);
--> statement-breakpoint
CREATE TABLE "contact_emails" (
	"email" text PRIMARY KEY NOT NULL,
	"contact_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "day_passes" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_into_contact_id_contacts_id_fk" FOREIGN KEY ("into_contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_emails" ADD CONSTRAINT "contact_emails_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_changes_into_idx" ON "contact_changes" USING btree ("into_contact_id","at");--> statement-breakpoint
CREATE INDEX "contact_changes_from_idx" ON "contact_changes" USING btree ("from_contact_id");--> statement-breakpoint
CREATE INDEX "contact_emails_contact_idx" ON "contact_emails" USING btree ("contact_id");--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_passes" ADD CONSTRAINT "day_passes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_subscriptions_contact_idx" ON "alert_subscriptions" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "bookings_contact_idx" ON "bookings" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "day_passes_contact_idx" ON "day_passes" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "enquiries_contact_idx" ON "enquiries" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "licences_contact_idx" ON "licences" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "orders_contact_idx" ON "orders" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "proposals_contact_idx" ON "proposals" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "viewings_contact_idx" ON "viewings" USING btree ("contact_id");--> statement-breakpoint
-- One person per contact (docs/decisions/0045-contacts.md). The email's key, as
-- normaliseContactEmail (src/domain/contacts/contacts.ts) computes it: trimmed, ASCII letters
-- lower-cased ("C" folds nothing else, whatever the server's locale).
CREATE FUNCTION "contact_email_key"(email text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(btrim(email, E' \t\r\n') COLLATE "C")
$$;
--> statement-breakpoint
-- The contact of an email, made when new. Race-safe: of two transactions adding one new email,
-- one inserts its key; the other's insert waits for it, finds the key taken, drops the contact it
-- had begun and takes the winner's (READ COMMITTED: each statement sees what was committed).
-- A name or phone given replaces the one kept (the person's last known); none given keeps it.
CREATE FUNCTION "contact_for"(given_email text, person_name text, person_phone text) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  email_key text := "contact_email_key"(given_email);
  found_id uuid;
  new_id uuid;
BEGIN
  LOOP
    UPDATE "contacts" AS c
    SET "name" = coalesce(nullif(btrim(person_name), ''), c."name"),
        "phone" = coalesce(nullif(btrim(person_phone), ''), c."phone"),
        "last_seen_at" = greatest(c."last_seen_at", now())
    FROM "contact_emails" AS e
    WHERE e."email" = email_key AND c."id" = e."contact_id"
    RETURNING c."id" INTO found_id;
    IF found_id IS NOT NULL THEN
      RETURN found_id;
    END IF;
    new_id := gen_random_uuid();
    INSERT INTO "contacts" ("id", "name", "phone")
    VALUES (new_id, nullif(btrim(person_name), ''), nullif(btrim(person_phone), ''));
    INSERT INTO "contact_emails" ("email", "contact_id") VALUES (email_key, new_id)
    ON CONFLICT ("email") DO NOTHING;
    IF FOUND THEN
      RETURN new_id;
    END IF;
    DELETE FROM "contacts" WHERE "id" = new_id;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Every person's row gets its contact as it is inserted, whichever code inserts it (as the
-- lead triggers of 0011). Arguments: the row's email, name and phone columns ('' for none).
CREATE FUNCTION "contact_attach"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source jsonb := to_jsonb(NEW);
BEGIN
  NEW."contact_id" := "contact_for"(source ->> TG_ARGV[0], source ->> TG_ARGV[1], source ->> TG_ARGV[2]);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- The rows of a contact, across every kind, for the delete trigger below.
CREATE FUNCTION "contact_rows"(of_contact uuid) RETURNS TABLE (email text, name text, phone text, created_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT "email", "name", "phone", "created_at" FROM "enquiries" WHERE "contact_id" = of_contact
  UNION ALL SELECT "email", "name", "phone", "created_at" FROM "bookings" WHERE "contact_id" = of_contact
  UNION ALL SELECT "email", "name", "phone", "created_at" FROM "viewings" WHERE "contact_id" = of_contact
  UNION ALL SELECT "email", "name", "phone", "created_at" FROM "orders" WHERE "contact_id" = of_contact
  UNION ALL SELECT "email", "name", "phone", "created_at" FROM "day_passes" WHERE "contact_id" = of_contact
  UNION ALL SELECT "email", "signatory_name", "phone", "created_at" FROM "licences" WHERE "contact_id" = of_contact
  UNION ALL SELECT "prospect_email", "prospect_name", NULL, "created_at" FROM "proposals" WHERE "contact_id" = of_contact
  UNION ALL SELECT "email", NULL, NULL, "created_at" FROM "alert_subscriptions" WHERE "contact_id" = of_contact
$$;
--> statement-breakpoint
-- A person's row deleted (a data-subject erasure, an alert sign-up's retention sweep): the
-- contact keeps nothing the remaining rows do not hold. No row left: the contact goes, with its
-- emails and the merge and split records that name it. Otherwise its name and phone are read
-- again from its remaining rows, an email no remaining row holds is dropped, and the records
-- lose the row's reference, that email and the other person's name.
CREATE FUNCTION "contact_detach"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source jsonb := to_jsonb(OLD);
  email_key text := "contact_email_key"(source ->> TG_ARGV[0]);
  old_contact uuid := OLD."contact_id";
  email_stays boolean;
BEGIN
  IF old_contact IS NULL OR NOT EXISTS (SELECT 1 FROM "contacts" WHERE "id" = old_contact) THEN
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM "contact_rows"(old_contact)) THEN
    DELETE FROM "contact_changes" WHERE "from_contact_id" = old_contact OR "into_contact_id" = old_contact;
    DELETE FROM "contacts" WHERE "id" = old_contact;
    RETURN NULL;
  END IF;
  UPDATE "contacts" SET
    "name" = (SELECT r."name" FROM "contact_rows"(old_contact) r WHERE r."name" IS NOT NULL ORDER BY r."created_at" DESC LIMIT 1),
    "phone" = (SELECT r."phone" FROM "contact_rows"(old_contact) r WHERE r."phone" IS NOT NULL ORDER BY r."created_at" DESC LIMIT 1)
  WHERE "id" = old_contact;
  email_stays := EXISTS (SELECT 1 FROM "contact_rows"(old_contact) r WHERE "contact_email_key"(r."email") = email_key);
  IF NOT email_stays THEN
    DELETE FROM "contact_emails" WHERE "email" = email_key AND "contact_id" = old_contact;
  END IF;
  UPDATE "contact_changes" SET
    "from_name" = NULL,
    "emails" = CASE WHEN email_stays THEN "emails" ELSE "emails" - email_key END,
    "moved" = coalesce(
      (SELECT jsonb_agg(m) FROM jsonb_array_elements("moved") m WHERE m ->> 'reference' IS DISTINCT FROM source ->> 'reference'),
      '[]'::jsonb)
  WHERE "from_contact_id" = old_contact OR "into_contact_id" = old_contact;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "enquiries_contact" BEFORE INSERT ON "enquiries" FOR EACH ROW EXECUTE FUNCTION "contact_attach"('email', 'name', 'phone');--> statement-breakpoint
CREATE TRIGGER "bookings_contact" BEFORE INSERT ON "bookings" FOR EACH ROW EXECUTE FUNCTION "contact_attach"('email', 'name', 'phone');--> statement-breakpoint
CREATE TRIGGER "viewings_contact" BEFORE INSERT ON "viewings" FOR EACH ROW EXECUTE FUNCTION "contact_attach"('email', 'name', 'phone');--> statement-breakpoint
CREATE TRIGGER "orders_contact" BEFORE INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "contact_attach"('email', 'name', 'phone');--> statement-breakpoint
CREATE TRIGGER "day_passes_contact" BEFORE INSERT ON "day_passes" FOR EACH ROW EXECUTE FUNCTION "contact_attach"('email', 'name', 'phone');--> statement-breakpoint
CREATE TRIGGER "licences_contact" BEFORE INSERT ON "licences" FOR EACH ROW EXECUTE FUNCTION "contact_attach"('email', 'signatory_name', 'phone');--> statement-breakpoint
CREATE TRIGGER "proposals_contact" BEFORE INSERT ON "proposals" FOR EACH ROW EXECUTE FUNCTION "contact_attach"('prospect_email', 'prospect_name', '');--> statement-breakpoint
CREATE TRIGGER "alert_subscriptions_contact" BEFORE INSERT ON "alert_subscriptions" FOR EACH ROW EXECUTE FUNCTION "contact_attach"('email', '', '');--> statement-breakpoint
CREATE TRIGGER "enquiries_contact_gone" AFTER DELETE ON "enquiries" FOR EACH ROW EXECUTE FUNCTION "contact_detach"('email');--> statement-breakpoint
CREATE TRIGGER "bookings_contact_gone" AFTER DELETE ON "bookings" FOR EACH ROW EXECUTE FUNCTION "contact_detach"('email');--> statement-breakpoint
CREATE TRIGGER "viewings_contact_gone" AFTER DELETE ON "viewings" FOR EACH ROW EXECUTE FUNCTION "contact_detach"('email');--> statement-breakpoint
CREATE TRIGGER "orders_contact_gone" AFTER DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "contact_detach"('email');--> statement-breakpoint
CREATE TRIGGER "day_passes_contact_gone" AFTER DELETE ON "day_passes" FOR EACH ROW EXECUTE FUNCTION "contact_detach"('email');--> statement-breakpoint
CREATE TRIGGER "licences_contact_gone" AFTER DELETE ON "licences" FOR EACH ROW EXECUTE FUNCTION "contact_detach"('email');--> statement-breakpoint
CREATE TRIGGER "proposals_contact_gone" AFTER DELETE ON "proposals" FOR EACH ROW EXECUTE FUNCTION "contact_detach"('prospect_email');--> statement-breakpoint
CREATE TRIGGER "alert_subscriptions_contact_gone" AFTER DELETE ON "alert_subscriptions" FOR EACH ROW EXECUTE FUNCTION "contact_detach"('email');--> statement-breakpoint
-- Backfill: every row stored before contacts existed gets its contact, oldest first, so the name
-- and phone kept are the newest given.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT 'enquiries' AS t, "id", "email", "name", "phone", "created_at" FROM "enquiries"
    UNION ALL SELECT 'bookings', "id", "email", "name", "phone", "created_at" FROM "bookings"
    UNION ALL SELECT 'viewings', "id", "email", "name", "phone", "created_at" FROM "viewings"
    UNION ALL SELECT 'orders', "id", "email", "name", "phone", "created_at" FROM "orders"
    UNION ALL SELECT 'day_passes', "id", "email", "name", "phone", "created_at" FROM "day_passes"
    UNION ALL SELECT 'licences', "id", "email", "signatory_name", "phone", "created_at" FROM "licences"
    UNION ALL SELECT 'proposals', "id", "prospect_email", "prospect_name", NULL, "created_at" FROM "proposals"
    UNION ALL SELECT 'alert_subscriptions', "id", "email", NULL, NULL, "created_at" FROM "alert_subscriptions"
    ORDER BY "created_at", "id"
  LOOP
    EXECUTE format('UPDATE %I SET "contact_id" = $1 WHERE "id" = $2', r.t)
    USING "contact_for"(r."email", r."name", r."phone"), r."id";
  END LOOP;
  UPDATE "contacts" c SET "created_at" = first_seen, "last_seen_at" = last_seen
  FROM (SELECT "contact_id", min(x."created_at") AS first_seen, max(x."created_at") AS last_seen FROM (
    SELECT "contact_id", "created_at" FROM "enquiries" UNION ALL SELECT "contact_id", "created_at" FROM "bookings"
    UNION ALL SELECT "contact_id", "created_at" FROM "viewings" UNION ALL SELECT "contact_id", "created_at" FROM "orders"
    UNION ALL SELECT "contact_id", "created_at" FROM "day_passes" UNION ALL SELECT "contact_id", "created_at" FROM "licences"
    UNION ALL SELECT "contact_id", "created_at" FROM "proposals" UNION ALL SELECT "contact_id", "created_at" FROM "alert_subscriptions"
  ) x GROUP BY "contact_id") seen
  WHERE c."id" = seen."contact_id";
END;
$$;
--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_has_contact" CHECK ("alert_subscriptions"."contact_id" is not null);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_has_contact" CHECK ("bookings"."contact_id" is not null);--> statement-breakpoint
ALTER TABLE "day_passes" ADD CONSTRAINT "day_passes_has_contact" CHECK ("day_passes"."contact_id" is not null);--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_has_contact" CHECK ("enquiries"."contact_id" is not null);--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_has_contact" CHECK ("licences"."contact_id" is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_has_contact" CHECK ("orders"."contact_id" is not null);--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_has_contact" CHECK ("proposals"."contact_id" is not null);--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_has_contact" CHECK ("viewings"."contact_id" is not null);