CREATE TABLE "contact_question_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_number" text NOT NULL,
	"asked_by" text NOT NULL,
	"subject" text NOT NULL,
	"question" text NOT NULL,
	"extra_data" jsonb NOT NULL,
	"received_on" date NOT NULL,
	"answer_after" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"answered_on" date,
	"answer_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_questions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "contact_question_files" ADD CONSTRAINT "contact_question_files_question_id_contact_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."contact_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_questions" ADD CONSTRAINT "contact_questions_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_questions" ADD CONSTRAINT "contact_questions_answer_document_id_documents_document_id_fk" FOREIGN KEY ("answer_document_id") REFERENCES "public"."documents"("document_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_question_files_question_idx" ON "contact_question_files" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "contact_questions_customer_idx" ON "contact_questions" USING btree ("customer_number","received_on");--> statement-breakpoint
CREATE INDEX "contact_questions_due_idx" ON "contact_questions" USING btree ("status","answer_after");