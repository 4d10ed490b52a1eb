-- The rate limit of the calls that try a secret counts in the database, so every instance shares one
-- allowance per client address and call (decision 0109).
CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_ends_at_idx" ON "rate_limit_windows" USING btree ("ends_at");