CREATE TABLE "payment_payout_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_checkouts" ALTER COLUMN "plan_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD COLUMN "paid_subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD COLUMN "payment_standing" text;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD COLUMN "grace_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "club_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "club_name" text;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "return_path" text;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "club_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_payout_accounts" ADD CONSTRAINT "payment_payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_payout_accounts_provider_id_idx" ON "payment_payout_accounts" USING btree ("provider","provider_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_payout_accounts_user_idx" ON "payment_payout_accounts" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "club_memberships_grace_idx" ON "club_memberships" USING btree ("grace_ends_at") WHERE "club_memberships"."payment_standing" = 'grace';--> statement-breakpoint
CREATE INDEX "payment_subscriptions_club_idx" ON "payment_subscriptions" USING btree ("club_id") WHERE "payment_subscriptions"."club_id" is not null;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_purpose_check" CHECK (("payment_checkouts"."plan_code" is null) <> ("payment_checkouts"."club_id" is null));