-- Issue 35: the simulated insurer applies a command with a minted key once. A repeat after a lost
-- answer finds the first answer here, written in the command's own transaction.
CREATE TABLE "insurer"."idempotency_keys" (
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"input_sha256" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_operation_key_pk" PRIMARY KEY("operation","key")
);
