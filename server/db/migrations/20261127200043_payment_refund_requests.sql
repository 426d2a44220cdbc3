CREATE TABLE "payment_refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refund_requests_amount_check" CHECK ("payment_refund_requests"."amount" > 0),
	CONSTRAINT "payment_refund_requests_currency_check" CHECK ("payment_refund_requests"."currency" ~ '^[a-z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "payment_refund_requests" ADD CONSTRAINT "payment_refund_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund_requests" ADD CONSTRAINT "payment_refund_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refund_requests_payment_idx" ON "payment_refund_requests" USING btree ("payment_id","created_at");