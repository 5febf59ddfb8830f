-- Issue 10 §6: purchase mails carry the terms and the withdrawal form as attachments (§ 312f BGB),
-- kept in the outbox with the mail. Issue 10 §1: the separate consent to the eye test's health
-- data (Art. 9 (2) a GDPR) is recorded with the purchase.
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "health_data_consent_at" timestamp with time zone;