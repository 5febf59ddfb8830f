-- Issue 11 §9: the login lock moved to rate_limits, per account AND client address.
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";