ALTER TABLE "exams" ADD COLUMN "repetition_purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "repetition_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_repetition_purchase_id_purchases_id_fk" FOREIGN KEY ("repetition_purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;