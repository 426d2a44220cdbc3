CREATE TABLE "sitemap_files" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"first_key" text,
	"last_key" text,
	"url_count" integer NOT NULL,
	"built_at" timestamp with time zone NOT NULL
);
