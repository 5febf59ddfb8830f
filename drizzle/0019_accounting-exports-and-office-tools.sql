CREATE TABLE "accounting_export_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"format" text NOT NULL,
	"staff_user_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "first_aid_bookings" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "first_aid_bookings" ADD COLUMN "attendance_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "first_aid_dates" ADD COLUMN "bookings_closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "accounting_export_downloads_month_idx" ON "accounting_export_downloads" USING btree ("month","downloaded_at");--> statement-breakpoint
CREATE INDEX "accounting_export_downloads_at_idx" ON "accounting_export_downloads" USING btree ("downloaded_at");