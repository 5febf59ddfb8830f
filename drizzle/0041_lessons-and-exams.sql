CREATE TABLE "cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"transmission" text NOT NULL,
	"b197" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"testing_centre" text NOT NULL,
	"instructor_id" text,
	"car_id" uuid,
	"repetition_of" uuid,
	"result" text,
	"result_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructor_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_absences_order" CHECK ("instructor_absences"."starts_at" < "instructor_absences"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "instructor_hours" (
	"instructor_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	CONSTRAINT "instructor_hours_instructor_id_weekday_starts_at_pk" PRIMARY KEY("instructor_id","weekday","starts_at"),
	CONSTRAINT "instructor_hours_weekday" CHECK ("instructor_hours"."weekday" between 1 and 7),
	CONSTRAINT "instructor_hours_order" CHECK ("instructor_hours"."starts_at" < "instructor_hours"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"user_id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_balance_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"units" integer NOT NULL,
	"reason" text NOT NULL,
	"lesson_id" uuid,
	"purchase_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_readiness" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"marked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_reminders" (
	"subject" text NOT NULL,
	"sequence" integer NOT NULL,
	"customer_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_reminders_subject_sequence_pk" PRIMARY KEY("subject","sequence")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"instructor_id" text NOT NULL,
	"car_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"pickup_point" text NOT NULL,
	"state" text DEFAULT 'booked' NOT NULL,
	"payment" text NOT NULL,
	"paid_at" timestamp with time zone,
	"purchase_id" uuid,
	"booked_by" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"late_cancellation" boolean DEFAULT false NOT NULL,
	"waived_reason" text,
	"training_note" text,
	"marked_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_order" CHECK ("lessons"."starts_at" < "lessons"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "school_closed_days" (
	"day" date PRIMARY KEY NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_instructor_id_instructors_user_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_absences" ADD CONSTRAINT "instructor_absences_instructor_id_instructors_user_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_hours" ADD CONSTRAINT "instructor_hours_instructor_id_instructors_user_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_balance_entries" ADD CONSTRAINT "lesson_balance_entries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_balance_entries" ADD CONSTRAINT "lesson_balance_entries_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_balance_entries" ADD CONSTRAINT "lesson_balance_entries_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_balance_entries" ADD CONSTRAINT "lesson_balance_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_readiness" ADD CONSTRAINT "lesson_readiness_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_readiness" ADD CONSTRAINT "lesson_readiness_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_reminders" ADD CONSTRAINT "lesson_reminders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_instructor_id_instructors_user_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exams_customer_idx" ON "exams" USING btree ("customer_id","starts_at");--> statement-breakpoint
CREATE INDEX "instructor_absences_instructor_idx" ON "instructor_absences" USING btree ("instructor_id","starts_at");--> statement-breakpoint
CREATE INDEX "lesson_balance_customer_idx" ON "lesson_balance_entries" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_balance_lesson_reason" ON "lesson_balance_entries" USING btree ("lesson_id","reason");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_balance_purchase" ON "lesson_balance_entries" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "lessons_instructor_idx" ON "lessons" USING btree ("instructor_id","starts_at");--> statement-breakpoint
CREATE INDEX "lessons_car_idx" ON "lessons" USING btree ("car_id","starts_at");--> statement-breakpoint
CREATE INDEX "lessons_customer_idx" ON "lessons" USING btree ("customer_id","starts_at");