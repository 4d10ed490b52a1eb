CREATE TABLE "direct_debit_mandates" (
	"mandate_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"agreement_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"iban" text NOT NULL,
	"signed_on" date NOT NULL,
	"revoked_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_debit_mandates_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "scheduled_payment_changes" (
	"agreement_id" integer PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"payment_method" text NOT NULL,
	"payment_term_months" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "premium_iban" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "reimbursement_iban" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "excess_payment_method" text DEFAULT 'DirectDebit' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "excess_iban" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "mandatory_direct_debit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_agreement_id_agreements_agreement_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("agreement_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_payment_changes" ADD CONSTRAINT "scheduled_payment_changes_agreement_id_agreements_agreement_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("agreement_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "direct_debit_mandates_agreement_idx" ON "direct_debit_mandates" USING btree ("agreement_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_mandates_one_unrevoked_idx" ON "direct_debit_mandates" USING btree ("agreement_id","purpose") WHERE "direct_debit_mandates"."revoked_on" is null;