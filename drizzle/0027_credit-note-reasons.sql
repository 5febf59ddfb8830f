ALTER TABLE "invoice_documents" ADD COLUMN "credit_reason" text;--> statement-breakpoint
-- Credit notes issued before the reason was kept: a billing correction issued its new invoice for
-- the same purchase at the same moment; a note over the whole invoice is a full refund; the rest
-- are partial refunds.
UPDATE "invoice_documents" AS note SET "credit_reason" = CASE
  WHEN EXISTS (
    SELECT 1 FROM "invoice_documents" AS reissued
    WHERE reissued."kind" = 'invoice' AND reissued."purchase_id" = note."purchase_id"
      AND reissued."issued_at" = note."issued_at" AND reissued."id" <> note."corrects_id"
  ) THEN 'billing-correction'
  WHEN -note."gross_cents" = (SELECT corrected."gross_cents" FROM "invoice_documents" AS corrected WHERE corrected."id" = note."corrects_id") THEN 'full-refund'
  ELSE 'partial-refund'
END
WHERE note."kind" = 'credit-note';--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_credit_reason_check" CHECK (("invoice_documents"."kind" = 'invoice') = ("invoice_documents"."credit_reason" is null));
