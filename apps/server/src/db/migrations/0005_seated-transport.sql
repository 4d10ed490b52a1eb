CREATE TABLE "seated_transport_attachments" (
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
CREATE TABLE "seated_transport_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_number" text NOT NULL,
	"requested_by" text NOT NULL,
	"request_type" text NOT NULL,
	"situation_type" text NOT NULL,
	"fields" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"assessed_at" timestamp with time zone,
	"decision_reason" text,
	"received_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seated_transport_attachments" ADD CONSTRAINT "seated_transport_attachments_request_id_seated_transport_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."seated_transport_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seated_transport_requests" ADD CONSTRAINT "seated_transport_requests_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seated_transport_attachments_request_idx" ON "seated_transport_attachments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "seated_transport_requests_customer_idx" ON "seated_transport_requests" USING btree ("customer_number","start_date");--> statement-breakpoint
CREATE INDEX "seated_transport_requests_status_idx" ON "seated_transport_requests" USING btree ("status");