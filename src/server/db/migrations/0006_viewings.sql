CREATE TABLE "viewings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"centre" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"unit_references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seat" integer NOT NULL,
	"capacity" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_country" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"attribution" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_by" text,
	CONSTRAINT "viewings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "viewings_ends_after_starts" CHECK ("viewings"."ends_at" > "viewings"."starts_at"),
	CONSTRAINT "viewings_status_known" CHECK ("viewings"."status" in ('confirmed', 'cancelled')),
	CONSTRAINT "viewings_capacity_bounds" CHECK ("viewings"."capacity" between 1 and 10),
	CONSTRAINT "viewings_seat_within_capacity" CHECK ("viewings"."seat" between 1 and "viewings"."capacity")
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_subject";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "viewing_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "viewings_one_per_seat" ON "viewings" USING btree ("centre","starts_at","seat") WHERE "viewings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "viewings_created_at_idx" ON "viewings" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_viewing_id_viewings_id_fk" FOREIGN KEY ("viewing_id") REFERENCES "public"."viewings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_viewing_idx" ON "outbox" USING btree ("viewing_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_subject" CHECK (num_nonnulls("outbox"."enquiry_id", "outbox"."booking_id", "outbox"."viewing_id") = 1);