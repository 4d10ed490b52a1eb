-- Commands the insurer did not answer, kept to hand over once with their idempotency key when it is
-- back (issue 35 part 4, decision 0108).
CREATE TABLE "kept_commands" (
	"operation" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"owner" text NOT NULL,
	"input" jsonb NOT NULL,
	"kept_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"handed_over_at" timestamp with time zone,
	"outcome" text,
	"answer" jsonb,
	CONSTRAINT "kept_commands_operation_idempotency_key_pk" PRIMARY KEY("operation","idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "kept_commands_due_idx" ON "kept_commands" USING btree ("due_at") WHERE "kept_commands"."handed_over_at" is null;--> statement-breakpoint
CREATE INDEX "kept_commands_owner_idx" ON "kept_commands" USING btree ("owner","operation") WHERE "kept_commands"."handed_over_at" is null;