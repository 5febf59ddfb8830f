-- Issue 14 §3 / docs/decisions/013: first-aid course dates move from the computed rule into a
-- table, and every seat (first_aid_bookings row) belongs to one date row. Existing seats keep
-- their date: a row is made for every language and day that has bookings (times and capacity as
-- the schedule said when this was written: 9:00–17:00, 20 seats), each booking is pointed at its
-- row, and only then do the old columns go. The rule fills the year ahead at the next start.
CREATE TABLE "first_aid_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"course_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"capacity" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" text,
	"changed_by" text,
	"changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "first_aid_dates_capacity_check" CHECK ("first_aid_dates"."capacity" >= 0),
	CONSTRAINT "first_aid_dates_times_check" CHECK ("first_aid_dates"."end_time" > "first_aid_dates"."start_time")
);
--> statement-breakpoint
ALTER TABLE "first_aid_bookings" ADD COLUMN "date_id" uuid;--> statement-breakpoint
ALTER TABLE "first_aid_dates" ADD CONSTRAINT "first_aid_dates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_aid_dates" ADD CONSTRAINT "first_aid_dates_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "first_aid_dates_language_day_idx" ON "first_aid_dates" USING btree ("language","course_date");--> statement-breakpoint
ALTER TABLE "first_aid_bookings" ADD CONSTRAINT "first_aid_bookings_date_id_first_aid_dates_id_fk" FOREIGN KEY ("date_id") REFERENCES "public"."first_aid_dates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "first_aid_bookings_date_idx" ON "first_aid_bookings" USING btree ("date_id");
--> statement-breakpoint
INSERT INTO "first_aid_dates" ("language", "course_date", "start_time", "end_time", "capacity")
SELECT DISTINCT "language", "course_date", time '09:00', time '17:00', 20 FROM "first_aid_bookings"
ON CONFLICT ("language", "course_date") DO NOTHING;--> statement-breakpoint
UPDATE "first_aid_bookings" AS "booking" SET "date_id" = "day"."id"
FROM "first_aid_dates" AS "day"
WHERE "day"."language" = "booking"."language" AND "day"."course_date" = "booking"."course_date";--> statement-breakpoint
DROP INDEX "first_aid_bookings_course_idx";--> statement-breakpoint
ALTER TABLE "first_aid_bookings" ALTER COLUMN "date_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "first_aid_bookings" DROP COLUMN "course_date";--> statement-breakpoint
ALTER TABLE "first_aid_bookings" DROP COLUMN "language";