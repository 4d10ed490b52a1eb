CREATE TABLE "online_payments" (
	"provider_payment_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"invoice_number" text NOT NULL,
	"started_by" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"collection_costs_cents" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"checkout_url" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_ideal_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"invoice_number" text NOT NULL,
	"language" text NOT NULL,
	"redirect_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"state" text NOT NULL,
	"bank" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "collection_costs_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_invoice_number_invoices_invoice_number_fk" FOREIGN KEY ("invoice_number") REFERENCES "public"."invoices"("invoice_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_one_open_idx" ON "online_payments" USING btree ("invoice_number") WHERE "online_payments"."state" = 'open';--> statement-breakpoint
CREATE INDEX "online_payments_invoice_idx" ON "online_payments" USING btree ("invoice_number","started_at");