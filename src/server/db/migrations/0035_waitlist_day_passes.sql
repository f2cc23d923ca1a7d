ALTER TABLE "waitlist_offers" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "desks" integer;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD COLUMN "day_pass_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_day_pass_id_day_passes_id_fk" FOREIGN KEY ("day_pass_id") REFERENCES "public"."day_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_day_pass_id_unique" UNIQUE("day_pass_id");--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_day_pass_desks" CHECK (("waitlist_entries"."kind" = 'day-pass') = ("waitlist_entries"."desks" is not null));--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_one_hold" CHECK (num_nonnulls("waitlist_offers"."booking_id", "waitlist_offers"."day_pass_id") = 1);