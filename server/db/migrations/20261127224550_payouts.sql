CREATE TABLE "payment_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_payout_id" text NOT NULL,
	"provider_account_id" text,
	"payout_account_id" uuid,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"arrival_date" timestamp with time zone,
	"failure_message" text,
	"initiated_at" timestamp with time zone NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_payouts_amount_check" CHECK ("payment_payouts"."amount" >= 0),
	CONSTRAINT "payment_payouts_currency_check" CHECK ("payment_payouts"."currency" ~ '^[a-z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "payout_destination" text;--> statement-breakpoint
ALTER TABLE "payment_payout_accounts" ADD COLUMN "last_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "payout_destination" text;--> statement-breakpoint
ALTER TABLE "payment_payouts" ADD CONSTRAINT "payment_payouts_payout_account_id_payment_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payment_payout_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_payouts_provider_id_idx" ON "payment_payouts" USING btree ("provider","provider_payout_id");--> statement-breakpoint
CREATE INDEX "payment_payouts_account_idx" ON "payment_payouts" USING btree ("payout_account_id","initiated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_payouts_initiated_idx" ON "payment_payouts" USING btree ("initiated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_subscriptions_payout_destination_idx" ON "payment_subscriptions" USING btree ("payout_destination") WHERE "payment_subscriptions"."payout_destination" is not null;