CREATE TABLE "booking_series" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"first_starts_at" timestamp with time zone NOT NULL,
	"first_ends_at" timestamp with time zone NOT NULL,
	"weeks" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"checkout_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_series_reference_unique" UNIQUE("reference"),
	CONSTRAINT "booking_series_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "booking_series_weeks_bounded" CHECK ("booking_series"."weeks" between 2 and 12),
	CONSTRAINT "booking_series_ends_after_starts" CHECK ("booking_series"."first_ends_at" > "booking_series"."first_starts_at")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_series_idx" ON "bookings" USING btree ("series_id","starts_at");