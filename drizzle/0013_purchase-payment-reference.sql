ALTER TABLE "purchases" ADD COLUMN "payment_reference" text;--> statement-breakpoint
CREATE INDEX "purchases_payment_reference_idx" ON "purchases" USING btree ("payment_reference");