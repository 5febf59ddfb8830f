ALTER TABLE "invoice_documents" ADD COLUMN "service_status" text;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD COLUMN "lines" jsonb;