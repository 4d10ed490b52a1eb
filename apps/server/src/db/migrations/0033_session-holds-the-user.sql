-- A session holds who the user is and what they may do (decision 0084). Sessions opened before
-- have no such record: they are deleted, and their users log in again.
DELETE FROM "sessions";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "role" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "collectivity_label" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "permissions" text[] NOT NULL;
