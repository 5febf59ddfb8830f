CREATE TABLE "review_cards" (
	"user_id" text NOT NULL,
	"phrase_id" text NOT NULL,
	"version" integer NOT NULL,
	"state" integer NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"last_review_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_cards_user_id_phrase_id_pk" PRIMARY KEY("user_id","phrase_id")
);
--> statement-breakpoint
CREATE TABLE "review_grades" (
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"phrase_id" text NOT NULL,
	"grade" integer NOT NULL,
	"mode" text NOT NULL,
	"version" integer NOT NULL,
	"due_on" date NOT NULL,
	"graded_at" timestamp with time zone NOT NULL,
	"device_at" timestamp with time zone,
	CONSTRAINT "review_grades_user_id_idempotency_key_pk" PRIMARY KEY("user_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_grades" ADD CONSTRAINT "review_grades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_cards_due" ON "review_cards" USING btree ("user_id","due_on");