ALTER TABLE "first_aid_bookings" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "first_aid_bookings" ADD COLUMN "attendance_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "first_aid_dates" ADD COLUMN "bookings_closed_at" timestamp with time zone;