CREATE TABLE "accounts" (
	"account_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_number" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone_number" text,
	"should_reset_password" boolean DEFAULT false NOT NULL,
	"terms_signed_at" timestamp with time zone,
	"digital_post" boolean DEFAULT true NOT NULL,
	"digital_popup_declined_at" timestamp with time zone,
	"digital_newsletter_active" boolean DEFAULT false NOT NULL,
	"announcement_email_active" boolean DEFAULT true NOT NULL,
	"login_active" boolean DEFAULT true NOT NULL,
	"idin_activated_on" date,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"sessions_valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_customer_number_unique" UNIQUE("customer_number"),
	CONSTRAINT "accounts_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"agreement_id" integer PRIMARY KEY NOT NULL,
	"label_code" text NOT NULL,
	"contract_code" text NOT NULL,
	"policyholder_number" text NOT NULL,
	"payment_term_months" integer DEFAULT 1 NOT NULL,
	"payment_method" text DEFAULT 'DirectDebit' NOT NULL,
	"iban" text,
	"start_date" date NOT NULL,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"customer_number" text PRIMARY KEY NOT NULL,
	"bsn" text NOT NULL,
	"initials" text NOT NULL,
	"first_name" text NOT NULL,
	"prefix" text,
	"last_name" text NOT NULL,
	"maiden_name" text,
	"prefix_maiden_name" text,
	"gender" text NOT NULL,
	"birth_date" date NOT NULL,
	"email" text,
	"phone_number" text,
	"street" text NOT NULL,
	"house_number" integer NOT NULL,
	"house_number_addition" text,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text DEFAULT 'NL' NOT NULL,
	"is_defaulter" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_bsn_unique" UNIQUE("bsn")
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"code" text PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"short_name" text NOT NULL,
	"collectivity_name" text NOT NULL,
	"uzovi_code" text NOT NULL,
	"colors" jsonb NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"website_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"challenge_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"code_sent_at" timestamp with time zone NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"wrong_code_count" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"method" text NOT NULL,
	"outcome" text NOT NULL,
	"client_address" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"code" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"policy_number" text PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"customer_number" text NOT NULL,
	"role" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "policy_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_number" text NOT NULL,
	"product_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_premiums" (
	"product_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"monthly_premium_cents" integer NOT NULL,
	"collectivity_discount_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_premiums_product_id_year_pk" PRIMARY KEY("product_id","year")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label_code" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"package_id" integer NOT NULL,
	"voluntary_excess_cents" integer,
	"yearly_maximum_cents" integer,
	"has_medical_selection" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_label_code_labels_code_fk" FOREIGN KEY ("label_code") REFERENCES "public"."labels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_policyholder_number_customers_customer_number_fk" FOREIGN KEY ("policyholder_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_events" ADD CONSTRAINT "login_events_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_agreement_id_agreements_agreement_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("agreement_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_products" ADD CONSTRAINT "policy_products_policy_number_policies_policy_number_fk" FOREIGN KEY ("policy_number") REFERENCES "public"."policies"("policy_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_products" ADD CONSTRAINT "policy_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_premiums" ADD CONSTRAINT "product_premiums_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_label_code_labels_code_fk" FOREIGN KEY ("label_code") REFERENCES "public"."labels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreements_policyholder_idx" ON "agreements" USING btree ("policyholder_number");--> statement-breakpoint
CREATE INDEX "login_challenges_account_idx" ON "login_challenges" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "login_events_account_idx" ON "login_events" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to","sent_at");--> statement-breakpoint
CREATE INDEX "policies_agreement_idx" ON "policies" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "policies_customer_idx" ON "policies" USING btree ("customer_number");--> statement-breakpoint
CREATE INDEX "policy_products_policy_idx" ON "policy_products" USING btree ("policy_number");--> statement-breakpoint
CREATE UNIQUE INDEX "products_label_code_idx" ON "products" USING btree ("label_code","code");