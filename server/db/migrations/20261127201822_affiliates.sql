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
ALTER TABLE "affiliate_settings" ADD CONSTRAINT "affiliate_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amazon_clicks" ADD CONSTRAINT "amazon_clicks_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amazon_clicks_day_idx" ON "amazon_clicks" USING btree ("day");