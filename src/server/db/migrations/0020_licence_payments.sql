ALTER TABLE "licences" DROP CONSTRAINT "licences_payment_known";--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "paid_pence" integer;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "mandate_session_id" text;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "mandate_method" text;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "mandate_reference" text;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "mandate_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_countersigned_recorded" CHECK (("licences"."countersigned_at" is null) = ("licences"."countersigned_by" is null));--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_mandate_method_known" CHECK ("licences"."mandate_method" is null or "licences"."mandate_method" in ('bacs_debit', 'card'));--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_payment_known" CHECK ("licences"."payment" in ('transfer-awaited', 'transfer-received', 'card-pending', 'card-paid', 'card-refunded'));