ALTER TABLE "mail_outbox" ADD COLUMN "restricted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kept_until" timestamp with time zone;