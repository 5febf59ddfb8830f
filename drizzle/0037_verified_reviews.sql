CREATE TABLE "review_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"service" text NOT NULL,
	"finished_on" date NOT NULL,
	"token_hash" text NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"reminder_token_hash" text,
	"used_at" timestamp with time zone,
	CONSTRAINT "review_invitations_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "review_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "review_invitations_reminder_token_hash_unique" UNIQUE("reminder_token_hash")
);
--> statement-breakpoint
CREATE TABLE "review_opt_outs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_session_id" text NOT NULL,
	"user_id" text,
	"service" text NOT NULL,
	"finished_on" date NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"author_name" text,
	"status" text DEFAULT 'published' NOT NULL,
	"withheld_reason" text,
	"withheld_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_checkout_session_id_purchases_checkout_session_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."purchases"("checkout_session_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_opt_outs" ADD CONSTRAINT "review_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_checkout_session_id_purchases_checkout_session_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."purchases"("checkout_session_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_invitations_user_idx" ON "review_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("status","language","created_at");