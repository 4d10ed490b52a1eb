CREATE TABLE "dental_medical_selections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" integer NOT NULL,
	"customer_number" text,
	"initials" text NOT NULL,
	"prefix" text,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"product_code" text NOT NULL,
	"year" integer NOT NULL,
	"start_date" date NOT NULL,
	"has_congenital_dental_defect" boolean NOT NULL,
	"congenital_dental_defect_message" text,
	"orthodontics_within_two_years" boolean NOT NULL,
	"dentist_last_two_years" boolean NOT NULL,
	"extracted_4_or_more_teeth" boolean NOT NULL,
	"number_of_missing_teeth" integer NOT NULL,
	"expected_treatments" integer[] NOT NULL,
	"acceptance_date" date NOT NULL,
	"signature" text NOT NULL,
	"answered_by" text NOT NULL,
	"is_approved" boolean NOT NULL,
	"denial_reasons" text[] NOT NULL,
	"decided_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dental_medical_selections" ADD CONSTRAINT "dental_medical_selections_agreement_id_agreements_agreement_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("agreement_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dental_medical_selections" ADD CONSTRAINT "dental_medical_selections_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dental_medical_selections" ADD CONSTRAINT "dental_medical_selections_answered_by_customers_customer_number_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dental_medical_selections_customer_idx" ON "dental_medical_selections" USING btree ("customer_number","product_code");