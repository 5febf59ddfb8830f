DROP INDEX "lesson_balance_purchase";--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_balance_purchase_reason" ON "lesson_balance_entries" USING btree ("purchase_id","reason");