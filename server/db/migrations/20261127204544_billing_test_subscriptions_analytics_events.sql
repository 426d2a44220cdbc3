CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"user_id" uuid,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_test_subscriptions" (
	"provider_subscription_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_customer_id" text NOT NULL,
	"plan_code" text,
	"club_id" uuid,
	"billing_interval" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"renewal_declines" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_test_subscriptions_amount_check" CHECK ("payment_test_subscriptions"."amount" > 0),
	CONSTRAINT "payment_test_subscriptions_plan_or_club_check" CHECK (("payment_test_subscriptions"."plan_code" is null) <> ("payment_test_subscriptions"."club_id" is null)),
	CONSTRAINT "payment_test_subscriptions_currency_check" CHECK ("payment_test_subscriptions"."currency" ~ '^[a-z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_test_subscriptions" ADD CONSTRAINT "payment_test_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_test_subscriptions" ADD CONSTRAINT "payment_test_subscriptions_plan_code_payment_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."payment_plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_at_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("name","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_test_subscriptions_due_idx" ON "payment_test_subscriptions" USING btree ("current_period_end");--> statement-breakpoint
CREATE INDEX "payment_test_subscriptions_user_idx" ON "payment_test_subscriptions" USING btree ("user_id");