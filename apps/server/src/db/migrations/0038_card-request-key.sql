-- A card request keeps the idempotency key it was sent with, so a retry answers as the first (decision 0105).
ALTER TABLE "insurer"."card_requests" ADD COLUMN "request_key" text;