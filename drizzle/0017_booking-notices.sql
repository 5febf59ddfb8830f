CREATE TABLE "first_aid_booking_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"date_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "first_aid_closed_days" (
	"day" date PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "first_aid_bookings" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "first_aid_booking_notices" ADD CONSTRAINT "first_aid_booking_notices_booking_id_first_aid_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."first_aid_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_aid_booking_notices" ADD CONSTRAINT "first_aid_booking_notices_date_id_first_aid_dates_id_fk" FOREIGN KEY ("date_id") REFERENCES "public"."first_aid_dates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_aid_closed_days" ADD CONSTRAINT "first_aid_closed_days_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "first_aid_booking_notices_once_idx" ON "first_aid_booking_notices" USING btree ("booking_id","date_id","kind");