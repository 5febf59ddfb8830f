ALTER TABLE "purchases" ADD COLUMN "early_start_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "early_start_text_version" text;