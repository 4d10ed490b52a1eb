CREATE SEQUENCE "public"."seated_transport_reference_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "seated_transport_requests" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "seated_transport_requests" ADD CONSTRAINT "seated_transport_requests_reference_unique" UNIQUE("reference");