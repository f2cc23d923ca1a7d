CREATE TABLE "day_passes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"centre" text NOT NULL,
	"day" date NOT NULL,
	"desk" integer NOT NULL,
	"desks" integer NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_country" text,
	"price_pence" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by_id" integer,
	"checked_in_by_name" text,
	CONSTRAINT "day_passes_reference_unique" UNIQUE("reference"),
	CONSTRAINT "day_passes_status_known" CHECK ("day_passes"."status" in ('confirmed', 'cancelled')),
	CONSTRAINT "day_passes_desks_bounds" CHECK ("day_passes"."desks" between 1 and 200),
	CONSTRAINT "day_passes_desk_within_desks" CHECK ("day_passes"."desk" between 1 and "day_passes"."desks"),
	CONSTRAINT "day_passes_price_not_negative" CHECK ("day_passes"."price_pence" >= 0),
	CONSTRAINT "day_passes_trial_is_free" CHECK (not "day_passes"."trial" or "day_passes"."price_pence" = 0),
	CONSTRAINT "day_passes_check_in_only_confirmed" CHECK ("day_passes"."checked_in_at" is null or "day_passes"."status" = 'confirmed')
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_subject";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "day_pass_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "day_passes_one_per_desk" ON "day_passes" USING btree ("centre","day","desk") WHERE "day_passes"."status" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "day_passes_one_trial_per_email" ON "day_passes" USING btree (lower("email")) WHERE "day_passes"."trial" and "day_passes"."status" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "day_passes_one_trial_per_phone" ON "day_passes" USING btree ("phone") WHERE "day_passes"."trial" and "day_passes"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "day_passes_centre_day_idx" ON "day_passes" USING btree ("centre","day");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_day_pass_id_day_passes_id_fk" FOREIGN KEY ("day_pass_id") REFERENCES "public"."day_passes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_day_pass_idx" ON "outbox" USING btree ("day_pass_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_subject" CHECK (num_nonnulls("outbox"."enquiry_id", "outbox"."booking_id", "outbox"."viewing_id", "outbox"."order_id", "outbox"."licence_id", "outbox"."lead_id", "outbox"."lead_digest_id", "outbox"."alert_subscription_id", "outbox"."alert_notification_id", "outbox"."day_pass_id") = 1);