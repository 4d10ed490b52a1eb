CREATE TABLE "invoice_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"source" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"overpaid_cents" integer DEFAULT 0 NOT NULL,
	"received_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_number_invoices_invoice_number_fk" FOREIGN KEY ("invoice_number") REFERENCES "public"."invoices"("invoice_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_number");