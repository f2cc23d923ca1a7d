CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text,
	"plan" text NOT NULL,
	"plan_name" text NOT NULL,
	"centre" text NOT NULL,
	"monthly_net_pence" integer NOT NULL,
	"monthly_vat_pence" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"needs_id_check" boolean NOT NULL,
	"business_name" text NOT NULL,
	"company_number" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_country" text,
	"start_date" date NOT NULL,
	"payment" text DEFAULT 'invoice' NOT NULL,
	"status" text NOT NULL,
	"id_verified_at" timestamp with time zone,
	"id_verified_by" text,
	"cancelled_at" timestamp with time zone,
	"page_path" text,
	"attribution" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('awaiting-id-check', 'verified', 'active', 'cancelled')),
	CONSTRAINT "orders_prices_not_negative" CHECK ("orders"."monthly_net_pence" >= 0 and "orders"."monthly_vat_pence" >= 0),
	CONSTRAINT "orders_verified_recorded" CHECK (("orders"."id_verified_at" is null) = ("orders"."id_verified_by" is null))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_subject";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "order_id" uuid;--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_order_idx" ON "outbox" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_subject" CHECK (num_nonnulls("outbox"."enquiry_id", "outbox"."booking_id", "outbox"."viewing_id", "outbox"."order_id") = 1);