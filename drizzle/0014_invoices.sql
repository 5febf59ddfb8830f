CREATE TABLE "invoice_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"purchase_id" uuid NOT NULL,
	"corrects_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"service_on" date NOT NULL,
	"locale" text NOT NULL,
	"customer_name" text,
	"customer_email" text,
	"billing_address" text,
	"product_id" text NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"vat_rate_percent" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_reference" text,
	"provider_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "invoice_documents_sum_check" CHECK ("invoice_documents"."net_cents" + "invoice_documents"."vat_cents" = "invoice_documents"."gross_cents"),
	CONSTRAINT "invoice_documents_credit_note_check" CHECK (("invoice_documents"."kind" = 'invoice') = ("invoice_documents"."corrects_id" is null))
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_corrects_id_invoice_documents_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."invoice_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_documents_purchase_idx" ON "invoice_documents" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "invoice_documents_issued_idx" ON "invoice_documents" USING btree ("issued_at");