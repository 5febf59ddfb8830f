ALTER TABLE "invoice_documents" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD COLUMN "payee_account_holder" text;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD COLUMN "payee_iban" text;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD COLUMN "payee_bic" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "payment_due_on" date;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "payment_received_on" date;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "payment_reminder_sent_at" timestamp with time zone;