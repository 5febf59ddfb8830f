CREATE TABLE "accounting_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"product_id" text NOT NULL,
	"lines" jsonb NOT NULL,
	"gross_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_reference" text,
	"provider_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_corrections_once" UNIQUE("purchase_id","kind"),
	CONSTRAINT "accounting_corrections_negative" CHECK ("accounting_corrections"."gross_cents" < 0)
);
--> statement-breakpoint
ALTER TABLE "accounting_corrections" ADD CONSTRAINT "accounting_corrections_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;