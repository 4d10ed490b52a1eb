-- The insurer's systems of record get their own schema (decision 0101). SET SCHEMA moves each table
-- with its rows, indexes, constraints, sequences and triggers, and keeps every foreign key, also the
-- portal's keys on insurer.customers and insurer.invoices: nothing is dropped and created again.
CREATE SCHEMA "insurer";
--> statement-breakpoint
ALTER SEQUENCE "public"."seated_transport_reference_serial" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."care_mediation_request_files" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."care_mediation_requests" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."product_premiums" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."products" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."claim_attachments" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."claim_submissions" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."declaration_activities" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."declaration_bills" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."declarations" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."contact_question_files" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."contact_questions" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."card_requests" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."documents" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."insurance_right_request_files" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."insurance_right_requests" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."direct_debit_attempts" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."invoice_dunning_steps" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."invoice_payments" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."invoices" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."dental_medical_selections" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."newly_insured_persons" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."newly_insured_requests" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."payment_arrangement_invoices" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."payment_arrangement_terms" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."payment_arrangements" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."direct_debit_mandates" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."scheduled_payment_changes" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."agreements" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."customers" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."insurance_right_checks" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."policies" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."policy_products" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."seated_transport_attachments" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."seated_transport_requests" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."treatment_abroad_attachments" SET SCHEMA "insurer";
--> statement-breakpoint
ALTER TABLE "public"."treatment_abroad_requests" SET SCHEMA "insurer";
--> statement-breakpoint
-- The trigger functions of 0029, 0031 and 0032 name the tables without a schema and are resolved
-- when they run: they move beside their tables and look there, whatever the caller's search_path.
ALTER FUNCTION "public".premium_run_look_again() SET SCHEMA "insurer";
--> statement-breakpoint
ALTER FUNCTION "insurer".premium_run_look_again() SET search_path = "insurer";
--> statement-breakpoint
ALTER FUNCTION "public".premium_run_look_again_for_cover() SET SCHEMA "insurer";
--> statement-breakpoint
ALTER FUNCTION "insurer".premium_run_look_again_for_cover() SET search_path = "insurer";
--> statement-breakpoint
ALTER FUNCTION "public".premium_run_look_again_for_customer() SET SCHEMA "insurer";
--> statement-breakpoint
ALTER FUNCTION "insurer".premium_run_look_again_for_customer() SET search_path = "insurer";
--> statement-breakpoint
ALTER FUNCTION "public".premium_run_look_again_at_agreement() SET SCHEMA "insurer";
--> statement-breakpoint
ALTER FUNCTION "insurer".premium_run_look_again_at_agreement() SET search_path = "insurer";
--> statement-breakpoint
ALTER FUNCTION "public".notify_policies_changed() SET SCHEMA "insurer";
--> statement-breakpoint
ALTER FUNCTION "insurer".notify_policies_changed() SET search_path = "insurer";
--> statement-breakpoint
ALTER FUNCTION "public".notify_policies_updated() SET SCHEMA "insurer";
--> statement-breakpoint
ALTER FUNCTION "insurer".notify_policies_updated() SET search_path = "insurer";
--> statement-breakpoint
ALTER FUNCTION "public".notify_policies_truncated() SET SCHEMA "insurer";
--> statement-breakpoint
ALTER FUNCTION "insurer".notify_policies_truncated() SET search_path = "insurer";
--> statement-breakpoint
ALTER FUNCTION "public".notify_declaration_lists(text[], text[]) SET SCHEMA "insurer";
--> statement-breakpoint
ALTER FUNCTION "insurer".notify_declaration_lists(text[], text[]) SET search_path = "insurer";
--> statement-breakpoint
ALTER FUNCTION "public".notify_declaration_lists_of_customers() SET SCHEMA "insurer";
--> statement-breakpoint
ALTER FUNCTION "insurer".notify_declaration_lists_of_customers() SET search_path = "insurer";
--> statement-breakpoint
ALTER FUNCTION "public".notify_declaration_lists_of_policies() SET SCHEMA "insurer";
--> statement-breakpoint
ALTER FUNCTION "insurer".notify_declaration_lists_of_policies() SET search_path = "insurer";
--> statement-breakpoint
ALTER FUNCTION "public".notify_declaration_lists_of_agreements() SET SCHEMA "insurer";
--> statement-breakpoint
ALTER FUNCTION "insurer".notify_declaration_lists_of_agreements() SET search_path = "insurer";
--> statement-breakpoint
ALTER FUNCTION "public".notify_declaration_lists_truncated() SET SCHEMA "insurer";
--> statement-breakpoint
ALTER FUNCTION "insurer".notify_declaration_lists_truncated() SET search_path = "insurer";
