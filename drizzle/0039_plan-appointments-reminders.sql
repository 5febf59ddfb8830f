CREATE TABLE "conversion_plan_appointments" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"starts_at" time,
	"note" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversion_plan_appointments_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "conversion_plan_reminder_opt_outs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversion_plan_reminders" (
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"day" date NOT NULL,
	"offset_days" integer NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversion_plan_reminders_user_id_subject_day_offset_days_pk" PRIMARY KEY("user_id","subject","day","offset_days"),
	CONSTRAINT "conversion_plan_reminders_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "conversion_plan_appointments" ADD CONSTRAINT "conversion_plan_appointments_user_id_conversion_plans_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."conversion_plans"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_plan_reminder_opt_outs" ADD CONSTRAINT "conversion_plan_reminder_opt_outs_user_id_conversion_plans_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."conversion_plans"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_plan_reminders" ADD CONSTRAINT "conversion_plan_reminders_user_id_conversion_plans_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."conversion_plans"("user_id") ON DELETE cascade ON UPDATE no action;