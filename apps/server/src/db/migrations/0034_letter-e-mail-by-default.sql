-- The e-mail that a new letter is waiting is on by default (decision 0087). Accounts that saved
-- their switches before kept it off only because it was opt-in: the old screen saved all three
-- switches at once, so a stored "off" was never a choice about letters. It is turned on for every
-- stored row; the other switches keep what the person chose. Accounts without a row follow the
-- defaults already.
ALTER TABLE "notification_preferences" ALTER COLUMN "email_letter_arrived" SET DEFAULT true;--> statement-breakpoint
UPDATE "notification_preferences" SET "email_letter_arrived" = true;
