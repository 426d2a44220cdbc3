CREATE TABLE "affiliate_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"amazon_tag" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_settings_single_row" CHECK ("affiliate_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "amazon_clicks" (
	"work_id" uuid NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "amazon_clicks_work_id_day_pk" PRIMARY KEY("work_id","day"),
	CONSTRAINT "amazon_clicks_clicks_check" CHECK ("amazon_clicks"."clicks" >= 0)
);
--> statement-breakpoint
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
ALTER TABLE "affiliate_settings" ADD CONSTRAINT "affiliate_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amazon_clicks" ADD CONSTRAINT "amazon_clicks_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund_requests" ADD CONSTRAINT "payment_refund_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund_requests" ADD CONSTRAINT "payment_refund_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amazon_clicks_day_idx" ON "amazon_clicks" USING btree ("day");--> statement-breakpoint
CREATE INDEX "payment_refund_requests_payment_idx" ON "payment_refund_requests" USING btree ("payment_id","created_at");