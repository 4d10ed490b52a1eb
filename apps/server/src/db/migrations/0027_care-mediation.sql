CREATE TABLE "care_mediation_request_files" (
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
CREATE TABLE "care_mediation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_number" text NOT NULL,
	"requested_by" text NOT NULL,
	"kind" text NOT NULL,
	"fields" jsonb NOT NULL,
	"max_travel_distance_km" integer NOT NULL,
	"received_on" date NOT NULL,
	"answer_after" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"answered_on" date,
	"answer_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_mediation_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "care_mediation_request_files" ADD CONSTRAINT "care_mediation_request_files_request_id_care_mediation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."care_mediation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_mediation_requests" ADD CONSTRAINT "care_mediation_requests_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_mediation_requests" ADD CONSTRAINT "care_mediation_requests_answer_document_id_documents_document_id_fk" FOREIGN KEY ("answer_document_id") REFERENCES "public"."documents"("document_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_mediation_request_files_request_idx" ON "care_mediation_request_files" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "care_mediation_requests_customer_idx" ON "care_mediation_requests" USING btree ("customer_number","received_on");--> statement-breakpoint
CREATE INDEX "care_mediation_requests_due_idx" ON "care_mediation_requests" USING btree ("status","answer_after");