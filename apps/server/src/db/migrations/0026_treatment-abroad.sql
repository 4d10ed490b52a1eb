CREATE TABLE "treatment_abroad_attachments" (
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
CREATE TABLE "treatment_abroad_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"customer_number" text NOT NULL,
	"requested_by" text NOT NULL,
	"fields" jsonb NOT NULL,
	"country_code" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"received_on" date NOT NULL,
	"decide_after" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"condition" text,
	"refusal_reason" text,
	"decided_on" date,
	"decision_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treatment_abroad_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "treatment_abroad_attachments" ADD CONSTRAINT "treatment_abroad_attachments_request_id_treatment_abroad_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."treatment_abroad_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_abroad_requests" ADD CONSTRAINT "treatment_abroad_requests_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_abroad_requests" ADD CONSTRAINT "treatment_abroad_requests_decision_document_id_documents_document_id_fk" FOREIGN KEY ("decision_document_id") REFERENCES "public"."documents"("document_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "treatment_abroad_attachments_request_idx" ON "treatment_abroad_attachments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "treatment_abroad_requests_customer_idx" ON "treatment_abroad_requests" USING btree ("customer_number","start_date");--> statement-breakpoint
CREATE INDEX "treatment_abroad_requests_due_idx" ON "treatment_abroad_requests" USING btree ("status","decide_after");