CREATE TABLE "claim_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"extension" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"readability_score" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"declaration_id" text NOT NULL,
	"form" jsonb NOT NULL,
	"submitted_by_customer_number" text NOT NULL,
	"for_customer_number" text NOT NULL,
	"iban" text NOT NULL,
	"handle_after" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_submissions_declaration_id_unique" UNIQUE("declaration_id")
);
--> statement-breakpoint
CREATE TABLE "declaration_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"declared_cents" integer NOT NULL,
	"compensated_cents" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declaration_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"declaration_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"pay_out_cents" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "is_read" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "payee_name" text;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "payee_iban" text;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "collection_risk_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "kind" text DEFAULT 'inland' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_attachments" ADD CONSTRAINT "claim_attachments_submission_id_claim_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."claim_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_submissions" ADD CONSTRAINT "claim_submissions_declaration_id_declarations_declaration_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("declaration_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_submissions" ADD CONSTRAINT "claim_submissions_submitted_by_customer_number_customers_customer_number_fk" FOREIGN KEY ("submitted_by_customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_submissions" ADD CONSTRAINT "claim_submissions_for_customer_number_customers_customer_number_fk" FOREIGN KEY ("for_customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_activities" ADD CONSTRAINT "declaration_activities_bill_id_declaration_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."declaration_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_bills" ADD CONSTRAINT "declaration_bills_declaration_id_declarations_declaration_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("declaration_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_attachments_submission_idx" ON "claim_attachments" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "claim_submissions_due_idx" ON "claim_submissions" USING btree ("handle_after") WHERE "claim_submissions"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "declaration_activities_bill_idx" ON "declaration_activities" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "declaration_bills_declaration_idx" ON "declaration_bills" USING btree ("declaration_id");