CREATE TABLE "idin_sessions" (
	"session_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flow" integer NOT NULL,
	"bank_issuer" text NOT NULL,
	"client_code_hash" text NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"client_address" text,
	"status" text NOT NULL,
	"error" text,
	"bsn" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idin_sessions_state_unique" UNIQUE("state")
);
--> statement-breakpoint
CREATE TABLE "login_blocks" (
	"account_id" uuid NOT NULL,
	"client_address" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "login_blocks_account_id_client_address_pk" PRIMARY KEY("account_id","client_address")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"reset_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_attempts" (
	"attempt_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_number" text NOT NULL,
	"client_address" text,
	"email" text,
	"activation_code_hash" text,
	"activation_code_expires_at" timestamp with time zone,
	"activation_send_count" integer DEFAULT 0 NOT NULL,
	"activation_wrong_count" integer DEFAULT 0 NOT NULL,
	"email_verified_at" timestamp with time zone,
	"phone_number" text,
	"sms_code_hash" text,
	"sms_code_expires_at" timestamp with time zone,
	"sms_send_count" integer DEFAULT 0 NOT NULL,
	"sms_wrong_count" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_challenges" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_blocks" ADD CONSTRAINT "login_blocks_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_attempts" ADD CONSTRAINT "registration_attempts_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idin_sessions_created_idx" ON "idin_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "registration_attempts_customer_idx" ON "registration_attempts" USING btree ("customer_number");--> statement-breakpoint
CREATE INDEX "throttle_events_key_idx" ON "throttle_events" USING btree ("kind","key","at");