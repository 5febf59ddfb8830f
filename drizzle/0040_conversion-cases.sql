CREATE TABLE "conversion_case_steps" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'todo' NOT NULL,
	"dated" date,
	"responsible" text NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversion_case_steps_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "conversion_cases" (
	"user_id" text PRIMARY KEY NOT NULL,
	"purchase_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversion_case_steps" ADD CONSTRAINT "conversion_case_steps_user_id_conversion_cases_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."conversion_cases"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_cases" ADD CONSTRAINT "conversion_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_cases" ADD CONSTRAINT "conversion_cases_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;