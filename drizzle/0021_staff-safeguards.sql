CREATE TABLE "alert_acknowledgements" (
	"alert_key" text PRIMARY KEY NOT NULL,
	"staff_user_id" text NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_user_id" text NOT NULL,
	"author_user_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_form_submissions" (
	"key" text NOT NULL,
	"form" text NOT NULL,
	"staff_user_id" text NOT NULL,
	"outcome" text NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_form_submissions_form_key_pk" PRIMARY KEY("form","key")
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "health_data_consent_recorded_by" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "immediate_start_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_notes_customer_idx" ON "customer_notes" USING btree ("customer_user_id","created_at");--> statement-breakpoint
-- Card purchases went through the checkout, which requires the immediate-start consent; manual ones were never asked.
UPDATE "purchases" SET "immediate_start_consent_at" = "purchased_at" WHERE "checkout_session_id" NOT LIKE 'manual-%';
