CREATE TABLE "first_aid_ended_seats" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"checkout_session_id" text NOT NULL,
	"date_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"calendar_sequence" integer NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "first_aid_ended_seats_checkout_session_id_unique" UNIQUE("checkout_session_id")
);
--> statement-breakpoint
ALTER TABLE "first_aid_ended_seats" ADD CONSTRAINT "first_aid_ended_seats_date_id_first_aid_dates_id_fk" FOREIGN KEY ("date_id") REFERENCES "public"."first_aid_dates"("id") ON DELETE cascade ON UPDATE no action;