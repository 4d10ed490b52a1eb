CREATE TABLE "direct_debit_attempts" (
	"invoice_number" text NOT NULL,
	"attempt" smallint NOT NULL,
	"attempted_on" date NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_debit_attempts_invoice_number_attempt_pk" PRIMARY KEY("invoice_number","attempt")
);
--> statement-breakpoint
CREATE TABLE "invoice_dunning_steps" (
	"invoice_number" text NOT NULL,
	"status_id" smallint NOT NULL,
	"taken_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_dunning_steps_invoice_number_status_id_pk" PRIMARY KEY("invoice_number","status_id")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "post_surcharge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_debit_attempts" ADD CONSTRAINT "direct_debit_attempts_invoice_number_invoices_invoice_number_fk" FOREIGN KEY ("invoice_number") REFERENCES "public"."invoices"("invoice_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_dunning_steps" ADD CONSTRAINT "invoice_dunning_steps_invoice_number_invoices_invoice_number_fk" FOREIGN KEY ("invoice_number") REFERENCES "public"."invoices"("invoice_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_premium_period_idx" ON "invoices" USING btree ("agreement_id","premium_period_start") WHERE "invoices"."kind" = 'premium';