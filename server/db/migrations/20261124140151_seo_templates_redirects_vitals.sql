CREATE TABLE "performance_metric_daily_counts" (
	"day" date NOT NULL,
	"page_type" text NOT NULL,
	"metric_name" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "performance_metric_daily_counts_day_page_type_metric_name_pk" PRIMARY KEY("day","page_type","metric_name")
);
--> statement-breakpoint
CREATE TABLE "performance_metrics" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "performance_metrics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"metric_name" text NOT NULL,
	"metric_value" double precision NOT NULL,
	"metric_unit" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"page_url" text NOT NULL,
	"session_id" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirect_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"status_code" smallint NOT NULL,
	"revision" bigserial NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirect_rules_status_code_check" CHECK ("redirect_rules"."status_code" in (301, 302))
);
--> statement-breakpoint
CREATE TABLE "seo_page_templates" (
	"page_type" text PRIMARY KEY NOT NULL,
	"title_template" text NOT NULL,
	"description_template" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "performance_metrics_created_at_idx" ON "performance_metrics" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "redirect_rules_from_path_idx" ON "redirect_rules" USING btree ("from_path");--> statement-breakpoint
CREATE INDEX "redirect_rules_to_path_idx" ON "redirect_rules" USING btree ("to_path");