-- Issue 35: no foreign key crosses the line between the portal's tables and the insurer's. Each side
-- keeps the other's numbers (a customer, an invoice, a label code) as references it checks through
-- the port, so the insurer's tables can live in another database (decision 0119).
ALTER TABLE "insurer"."products" DROP CONSTRAINT "products_label_code_labels_code_fk";
--> statement-breakpoint
ALTER TABLE "insurer"."documents" DROP CONSTRAINT "documents_label_code_labels_code_fk";
--> statement-breakpoint
ALTER TABLE "insurer"."agreements" DROP CONSTRAINT "agreements_label_code_labels_code_fk";
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_customer_number_customers_customer_number_fk";
--> statement-breakpoint
ALTER TABLE "registration_attempts" DROP CONSTRAINT "registration_attempts_customer_number_customers_customer_number_fk";
--> statement-breakpoint
ALTER TABLE "member_offer_tips" DROP CONSTRAINT "member_offer_tips_customer_number_customers_customer_number_fk";
--> statement-breakpoint
ALTER TABLE "online_payments" DROP CONSTRAINT "online_payments_invoice_number_invoices_invoice_number_fk";
