CREATE TABLE "payment_arrangement_invoices" (
	"arrangement_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"position" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "payment_arrangement_invoices_arrangement_id_invoice_number_pk" PRIMARY KEY("arrangement_id","invoice_number")
);
--> statement-breakpoint
CREATE TABLE "payment_arrangement_terms" (
	"arrangement_id" uuid NOT NULL,
	"number" smallint NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"collected_on" date,
	CONSTRAINT "payment_arrangement_terms_arrangement_id_number_pk" PRIMARY KEY("arrangement_id","number")
);
--> statement-breakpoint
CREATE TABLE "payment_arrangements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" integer NOT NULL,
	"requested_by" text NOT NULL,
	"requested_on" date NOT NULL,
	"process_after" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"number_of_terms" smallint NOT NULL,
	"start_date" date NOT NULL,
	"iban" text NOT NULL,
	"total_cents" integer NOT NULL,
	"processed_on" date,
	"completed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_arrangement_invoices" ADD CONSTRAINT "payment_arrangement_invoices_arrangement_id_payment_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."payment_arrangements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangement_invoices" ADD CONSTRAINT "payment_arrangement_invoices_invoice_number_invoices_invoice_number_fk" FOREIGN KEY ("invoice_number") REFERENCES "public"."invoices"("invoice_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangement_terms" ADD CONSTRAINT "payment_arrangement_terms_arrangement_id_payment_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."payment_arrangements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangements" ADD CONSTRAINT "payment_arrangements_agreement_id_agreements_agreement_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("agreement_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangements" ADD CONSTRAINT "payment_arrangements_requested_by_customers_customer_number_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_arrangement_invoices_invoice_idx" ON "payment_arrangement_invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "payment_arrangement_terms_due_idx" ON "payment_arrangement_terms" USING btree ("due_date") WHERE "payment_arrangement_terms"."collected_on" is null;--> statement-breakpoint
CREATE INDEX "payment_arrangements_agreement_idx" ON "payment_arrangements" USING btree ("agreement_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_arrangements_one_waiting_idx" ON "payment_arrangements" USING btree ("agreement_id") WHERE "payment_arrangements"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "payment_arrangements_due_idx" ON "payment_arrangements" USING btree ("process_after") WHERE "payment_arrangements"."status" = 'requested';