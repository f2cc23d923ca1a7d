CREATE TABLE "campaign_spend" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"cost_pence" integer NOT NULL,
	"upload_id" uuid NOT NULL,
	CONSTRAINT "campaign_spend_cost_bounds" CHECK ("campaign_spend"."cost_pence" between 0 and 100000000),
	CONSTRAINT "campaign_spend_days_in_order" CHECK ("campaign_spend"."ends_on" >= "campaign_spend"."starts_on"),
	CONSTRAINT "campaign_spend_names" CHECK (char_length("campaign_spend"."source") between 1 and 100 and char_length("campaign_spend"."medium") between 1 and 100 and char_length("campaign_spend"."campaign") between 1 and 150)
);
--> statement-breakpoint
CREATE TABLE "spend_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"uploaded_by_id" integer NOT NULL,
	"uploaded_by_name" text NOT NULL,
	"file_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_rows" integer DEFAULT 0 NOT NULL,
	"replaced_rows" integer DEFAULT 0 NOT NULL,
	"cost_pence" bigint DEFAULT 0 NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"problems" jsonb,
	CONSTRAINT "spend_uploads_saved_or_refused" CHECK (("spend_uploads"."problems" is null) = ("spend_uploads"."starts_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "campaign_spend" ADD CONSTRAINT "campaign_spend_upload_id_spend_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."spend_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_spend_days_idx" ON "campaign_spend" USING btree ("starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "campaign_spend_upload_idx" ON "campaign_spend" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "spend_uploads_user_idx" ON "spend_uploads" USING btree ("uploaded_by_id","at");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express it): one row per campaign and day. An upload deletes the
-- rows its own rows cover before inserting them, under a lock on the table; this makes the rule hold
-- whatever code writes (docs/decisions/0051). btree_gist is loaded since 0003.
ALTER TABLE "campaign_spend" ADD CONSTRAINT "campaign_spend_no_overlap" EXCLUDE USING gist ("source" WITH =, "medium" WITH =, "campaign" WITH =, daterange("starts_on", "ends_on", '[]') WITH &&);
