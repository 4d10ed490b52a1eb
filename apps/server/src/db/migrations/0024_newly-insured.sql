CREATE TABLE "newly_insured_persons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"role" text NOT NULL,
	"is_born_recently" boolean NOT NULL,
	"bsn" text NOT NULL,
	"initials" text NOT NULL,
	"first_name" text NOT NULL,
	"prefix" text,
	"last_name" text NOT NULL,
	"prefix_maiden_name" text,
	"maiden_name" text,
	"gender" text NOT NULL,
	"birth_date" date NOT NULL,
	"nationality" text NOT NULL,
	"start_date" date NOT NULL,
	"product_codes" text[] NOT NULL,
	"customer_number" text
);
--> statement-breakpoint
CREATE TABLE "newly_insured_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" integer NOT NULL,
	"requested_by" text NOT NULL,
	"accept_after" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'in-progress' NOT NULL,
	"accepted_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newly_insured_persons" ADD CONSTRAINT "newly_insured_persons_request_id_newly_insured_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."newly_insured_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newly_insured_persons" ADD CONSTRAINT "newly_insured_persons_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newly_insured_requests" ADD CONSTRAINT "newly_insured_requests_agreement_id_agreements_agreement_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("agreement_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newly_insured_requests" ADD CONSTRAINT "newly_insured_requests_requested_by_customers_customer_number_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newly_insured_persons_request_idx" ON "newly_insured_persons" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "newly_insured_requests_agreement_idx" ON "newly_insured_requests" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "newly_insured_requests_due_idx" ON "newly_insured_requests" USING btree ("status","accept_after");