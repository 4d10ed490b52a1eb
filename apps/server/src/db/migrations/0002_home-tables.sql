CREATE TABLE "declarations" (
	"declaration_id" text PRIMARY KEY NOT NULL,
	"record_id" text NOT NULL,
	"invoice_id" text,
	"customer_number" text NOT NULL,
	"policy_number" text,
	"received_date" date NOT NULL,
	"treatment_date" date NOT NULL,
	"last_treatment_date" date,
	"care_type" text NOT NULL,
	"care_provider" text NOT NULL,
	"submitted_by" text NOT NULL,
	"receiver_of_reimbursement" text NOT NULL,
	"cover_product_type" text NOT NULL,
	"declared_cents" integer NOT NULL,
	"compensated_cents" integer NOT NULL,
	"uncompensated_cents" integer NOT NULL,
	"excess_cents" integer DEFAULT 0 NOT NULL,
	"gvs_contribution_cents" integer DEFAULT 0 NOT NULL,
	"status" smallint NOT NULL,
	"year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"document_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_number" text NOT NULL,
	"label_code" text NOT NULL,
	"doc_type" text NOT NULL,
	"doc_type_id" integer NOT NULL,
	"document_cluster" text NOT NULL,
	"name" text NOT NULL,
	"extension" text DEFAULT 'pdf' NOT NULL,
	"policy_number" text,
	"product_type" text,
	"contract_code" text,
	"publication_date" date NOT NULL,
	"has_been_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_right_checks" (
	"customer_number" text PRIMARY KEY NOT NULL,
	"is_check_required" boolean NOT NULL,
	"checked_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_number" text PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"invoice_date" date NOT NULL,
	"expiration_date" date NOT NULL,
	"payment_date" date,
	"premium_period_start" date,
	"premium_period_end" date,
	"amount_cents" integer NOT NULL,
	"remaining_cents" integer NOT NULL,
	"status_id" smallint NOT NULL,
	"payment_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_offer_tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_number" text NOT NULL,
	"label_code" text NOT NULL,
	"company_name" text NOT NULL,
	"website" text,
	"suggestion" text NOT NULL,
	"may_contact" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label_code" text NOT NULL,
	"sort_order" integer NOT NULL,
	"category" text NOT NULL,
	"partner" text NOT NULL,
	"title_nl" text NOT NULL,
	"title_en" text NOT NULL,
	"description_nl" text NOT NULL,
	"description_en" text NOT NULL,
	"discount_code" text,
	"url" text,
	"valid_from" date NOT NULL,
	"valid_until" date
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"label_code" text,
	"before_authorization" boolean DEFAULT false NOT NULL,
	"text" text NOT NULL,
	"url" text,
	"hyperlink_substring" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label_code" text,
	"day_of_week" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_label_code_labels_code_fk" FOREIGN KEY ("label_code") REFERENCES "public"."labels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_right_checks" ADD CONSTRAINT "insurance_right_checks_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_agreement_id_agreements_agreement_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("agreement_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_offer_tips" ADD CONSTRAINT "member_offer_tips_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_offer_tips" ADD CONSTRAINT "member_offer_tips_label_code_labels_code_fk" FOREIGN KEY ("label_code") REFERENCES "public"."labels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_offers" ADD CONSTRAINT "member_offers_label_code_labels_code_fk" FOREIGN KEY ("label_code") REFERENCES "public"."labels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_label_code_labels_code_fk" FOREIGN KEY ("label_code") REFERENCES "public"."labels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_label_code_labels_code_fk" FOREIGN KEY ("label_code") REFERENCES "public"."labels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declarations_customer_year_idx" ON "declarations" USING btree ("customer_number","year");--> statement-breakpoint
CREATE INDEX "documents_customer_idx" ON "documents" USING btree ("customer_number","publication_date");--> statement-breakpoint
CREATE INDEX "invoices_agreement_idx" ON "invoices" USING btree ("agreement_id","invoice_date");--> statement-breakpoint
CREATE INDEX "member_offers_label_idx" ON "member_offers" USING btree ("label_code","sort_order");--> statement-breakpoint
CREATE INDEX "news_items_window_idx" ON "news_items" USING btree ("before_authorization","language","start_date");--> statement-breakpoint
CREATE INDEX "opening_hours_label_idx" ON "opening_hours" USING btree ("label_code");