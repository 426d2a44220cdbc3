CREATE TABLE "payment_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_code" text NOT NULL,
	"billing_interval" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_checkouts_amount_check" CHECK ("payment_checkouts"."amount" > 0),
	CONSTRAINT "payment_checkouts_currency_check" CHECK ("payment_checkouts"."currency" ~ '^[a-z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"blurb" text NOT NULL,
	"monthly_price" integer NOT NULL,
	"yearly_price" integer NOT NULL,
	"currency" text NOT NULL,
	"benefits" text[] DEFAULT '{}' NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"stripe_monthly_price_id" text,
	"stripe_yearly_price_id" text,
	CONSTRAINT "payment_plans_prices_check" CHECK ("payment_plans"."monthly_price" >= 0 and "payment_plans"."yearly_price" >= 0),
	CONSTRAINT "payment_plans_currency_check" CHECK ("payment_plans"."currency" ~ '^[a-z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "billing_interval" text;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_plan_code_payment_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."payment_plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_checkouts_user_idx" ON "payment_checkouts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_checkouts_expires_idx" ON "payment_checkouts" USING btree ("expires_at");--> statement-breakpoint
-- Reference data: the three plans (prices in cents) and their benefits, as the pricing view showed them.
INSERT INTO "payment_plans" ("code", "name", "blurb", "monthly_price", "yearly_price", "currency", "benefits", "position") VALUES
('reader', 'Reader', 'Everything you need to read with others.', 0, 0, 'usd', ARRAY['Unlimited shelves, ratings and reviews', 'Join any free book club', 'Forum, blog and author pages', 'Goodreads and StoryGraph import'], 1),
('reader_plus', 'Reader Plus', 'For readers who want more from their stats.', 499, 4990, 'usd', ARRAY['Everything in Reader', 'Advanced reading stats and yearly wrap-up', 'Custom shelves and tags without limits', 'Early access to new features'], 2),
('club_host', 'Club Host', 'Run paid clubs and grow a community.', 999, 9990, 'usd', ARRAY['Everything in Reader Plus', 'Create paid clubs with monthly fees', 'Club broadcasts and member insights', 'Payouts to your bank account'], 3);
