CREATE TABLE "insurance_right_request_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_right_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_number" text NOT NULL,
	"has_dutch_income" boolean NOT NULL,
	"has_benefit" boolean NOT NULL,
	"has_other_income" boolean NOT NULL,
	"is_self_employed" boolean NOT NULL,
	"last_dutch_income" text,
	"sent_on" date NOT NULL,
	"decide_after" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_on" date,
	"decision_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insurance_right_request_files" ADD CONSTRAINT "insurance_right_request_files_request_id_insurance_right_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."insurance_right_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_right_requests" ADD CONSTRAINT "insurance_right_requests_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_right_requests" ADD CONSTRAINT "insurance_right_requests_decision_document_id_documents_document_id_fk" FOREIGN KEY ("decision_document_id") REFERENCES "public"."documents"("document_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_right_request_files_request_idx" ON "insurance_right_request_files" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "insurance_right_requests_customer_idx" ON "insurance_right_requests" USING btree ("customer_number","sent_on");--> statement-breakpoint
CREATE INDEX "insurance_right_requests_due_idx" ON "insurance_right_requests" USING btree ("status","decide_after");