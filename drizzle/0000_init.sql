CREATE TABLE "first_aid_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_date" date NOT NULL,
	"language" text NOT NULL,
	"checkout_session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "first_aid_bookings_checkout_session_id_unique" UNIQUE("checkout_session_id")
);
--> statement-breakpoint
CREATE INDEX "first_aid_bookings_course_idx" ON "first_aid_bookings" USING btree ("course_date","language");