ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_subject";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "mail_kind" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "mail_sequence" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_visitor_mail_kind" CHECK (("outbox"."channel" = 'visitor-email') = ("outbox"."mail_kind" is not null and "outbox"."mail_sequence" is not null));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_subject" CHECK (num_nonnulls("outbox"."enquiry_id", "outbox"."booking_id") = 1);