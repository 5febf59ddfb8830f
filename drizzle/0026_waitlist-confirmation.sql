DROP INDEX "first_aid_waitlist_live_idx";--> statement-breakpoint
ALTER TABLE "first_aid_waitlist" ALTER COLUMN "status" SET DEFAULT 'unconfirmed';--> statement-breakpoint
ALTER TABLE "first_aid_waitlist" ADD COLUMN "offer_token_hash" text;--> statement-breakpoint
ALTER TABLE "first_aid_waitlist" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "first_aid_waitlist_live_idx" ON "first_aid_waitlist" USING btree ("date_id","email") WHERE status in ('unconfirmed', 'waiting', 'offered');--> statement-breakpoint
ALTER TABLE "first_aid_waitlist" ADD CONSTRAINT "first_aid_waitlist_offer_token_hash_unique" UNIQUE("offer_token_hash");--> statement-breakpoint
-- Entries from before the confirmation step keep their place in line.
UPDATE "first_aid_waitlist" SET "confirmed_at" = "created_at" WHERE "status" <> 'unconfirmed';
