ALTER TABLE "enquiries" ADD COLUMN "quote_size_sq_ft" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "quote_start_date" date;