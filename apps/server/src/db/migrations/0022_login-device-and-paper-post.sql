ALTER TABLE "login_events" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paper_post_cents" integer DEFAULT 0 NOT NULL;