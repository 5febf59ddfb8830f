CREATE TABLE "conversion_plan_documents" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"dated" date NOT NULL,
	CONSTRAINT "conversion_plan_documents_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "conversion_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"licence_class" text,
	"since" date,
	"applied" date,
	"test_order" date,
	"theory" date,
	"practical" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversion_plan_documents" ADD CONSTRAINT "conversion_plan_documents_user_id_conversion_plans_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."conversion_plans"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_plans" ADD CONSTRAINT "conversion_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;