CREATE TABLE "course_access_extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"months" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"granted_by" text,
	"idempotency_key" text NOT NULL,
	CONSTRAINT "course_access_extensions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "course_access_extensions" ADD CONSTRAINT "course_access_extensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_access_extensions" ADD CONSTRAINT "course_access_extensions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_access_extensions_user_idx" ON "course_access_extensions" USING btree ("user_id");