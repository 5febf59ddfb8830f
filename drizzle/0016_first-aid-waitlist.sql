CREATE TABLE "first_aid_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date_id" uuid NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "first_aid_waitlist_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "first_aid_bookings" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "first_aid_waitlist" ADD CONSTRAINT "first_aid_waitlist_date_id_first_aid_dates_id_fk" FOREIGN KEY ("date_id") REFERENCES "public"."first_aid_dates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "first_aid_waitlist_date_idx" ON "first_aid_waitlist" USING btree ("date_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "first_aid_waitlist_live_idx" ON "first_aid_waitlist" USING btree ("date_id","email") WHERE status in ('waiting', 'offered');