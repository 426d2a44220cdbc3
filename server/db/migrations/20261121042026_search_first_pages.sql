CREATE TABLE "search_first_pages" (
	"term" text NOT NULL,
	"typed" boolean NOT NULL,
	"doc_ids" integer[],
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_first_pages_term_typed_pk" PRIMARY KEY("term","typed")
);
