CREATE TABLE "alert_notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"unit_reference" text NOT NULL,
	"episode" text NOT NULL,
	"unit" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"email" text NOT NULL,
	"workspace_type" text NOT NULL,
	"centres" jsonb NOT NULL,
	"min_sq_ft" integer,
	"max_sq_ft" integer,
	"max_monthly_pounds" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_alert_at" timestamp with time zone,
	CONSTRAINT "alert_subscriptions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "alert_subscriptions_status_known" CHECK ("alert_subscriptions"."status" in ('pending', 'confirmed')),
	CONSTRAINT "alert_subscriptions_confirmed_at" CHECK (("alert_subscriptions"."status" = 'confirmed') = ("alert_subscriptions"."confirmed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_subject";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "alert_subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "alert_notification_id" uuid;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_notifications_once" ON "alert_notifications" USING btree ("subscription_id","unit_reference","episode");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_type_idx" ON "alert_subscriptions" USING btree ("workspace_type","status");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_email_idx" ON "alert_subscriptions" USING btree ("email");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_alert_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("alert_subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_alert_notification_id_alert_notifications_id_fk" FOREIGN KEY ("alert_notification_id") REFERENCES "public"."alert_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_alert_subscription_idx" ON "outbox" USING btree ("alert_subscription_id");--> statement-breakpoint
CREATE INDEX "outbox_alert_notification_idx" ON "outbox" USING btree ("alert_notification_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_subject" CHECK (num_nonnulls("outbox"."enquiry_id", "outbox"."booking_id", "outbox"."viewing_id", "outbox"."order_id", "outbox"."alert_subscription_id", "outbox"."alert_notification_id") = 1);