CREATE TABLE "search_documents" (
	"doc_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_documents_doc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_id" uuid NOT NULL,
	"popularity" real NOT NULL,
	"titles" text NOT NULL,
	"series" text NOT NULL,
	"authors" text NOT NULL,
	CONSTRAINT "search_documents_work_id_unique" UNIQUE("work_id")
);
--> statement-breakpoint
CREATE TABLE "search_postings" (
	"term" text NOT NULL,
	"field" smallint NOT NULL,
	"popularity" real NOT NULL,
	"doc_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"title_docs" integer DEFAULT 0 NOT NULL,
	"author_docs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_postings_list_key" ON "search_postings" USING btree ("term","field","popularity" DESC NULLS LAST,"doc_id");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);