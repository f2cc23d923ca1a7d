ALTER TABLE "bookings" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendance_by_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendance_by_name" text;--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "attendance_by_id" integer;--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "attendance_by_name" text;--> statement-breakpoint
CREATE INDEX "bookings_centre_starts_idx" ON "bookings" USING btree ("centre","starts_at");--> statement-breakpoint
CREATE INDEX "viewings_centre_starts_idx" ON "viewings" USING btree ("centre","starts_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_attendance_known" CHECK ("bookings"."attendance" is null or "bookings"."attendance" in ('checked-in', 'no-show'));--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_attendance_known" CHECK ("viewings"."attendance" is null or "viewings"."attendance" in ('checked-in', 'no-show'));