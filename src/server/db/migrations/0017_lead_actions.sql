CREATE TABLE "lead_contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_contacts_kind_known" CHECK ("lead_contacts"."kind" in ('call', 'email'))
);
--> statement-breakpoint
CREATE TABLE "lead_digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_user_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_form_drafts" (
	"lead_id" uuid NOT NULL,
	"staff_user_id" integer NOT NULL,
	"form" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_form_drafts_lead_id_staff_user_id_pk" PRIMARY KEY("lead_id","staff_user_id")
);
--> statement-breakpoint
CREATE TABLE "staff_calendar_feeds" (
	"staff_user_id" integer PRIMARY KEY NOT NULL,
	"feed_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_calendar_feeds_feed_key_unique" UNIQUE("feed_key")
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_subject";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_staff_mail_recipient";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "next_action_time" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "next_action_what" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lead_digest_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_contacts" ADD CONSTRAINT "lead_contacts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_form_drafts" ADD CONSTRAINT "lead_form_drafts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_contacts_lead_idx" ON "lead_contacts" USING btree ("lead_id","happened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_digests_user_day_idx" ON "lead_digests" USING btree ("staff_user_id","day");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lead_digest_id_lead_digests_id_fk" FOREIGN KEY ("lead_digest_id") REFERENCES "public"."lead_digests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_next_action_idx" ON "leads" USING btree ("owner_id","next_action_on");--> statement-breakpoint
CREATE INDEX "outbox_lead_digest_idx" ON "outbox" USING btree ("lead_digest_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_next_action_whole" CHECK (("leads"."next_action_time" is null) = ("leads"."next_action_what" is null) and ("leads"."next_action_time" is null or "leads"."next_action_on" is not null));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_next_action_time_format" CHECK ("leads"."next_action_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_next_action_what_length" CHECK (char_length("leads"."next_action_what") between 1 and 200);--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_subject" CHECK (num_nonnulls("outbox"."enquiry_id", "outbox"."booking_id", "outbox"."viewing_id", "outbox"."order_id", "outbox"."licence_id", "outbox"."lead_id", "outbox"."lead_digest_id", "outbox"."alert_subscription_id", "outbox"."alert_notification_id") = 1);--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_staff_mail_recipient" CHECK (("outbox"."channel" = 'staff-email') = ("outbox"."staff_user_id" is not null and num_nonnulls("outbox"."lead_id", "outbox"."lead_digest_id") = 1));