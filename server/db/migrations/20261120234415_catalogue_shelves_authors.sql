CREATE TABLE "author_verification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"evidence" text NOT NULL,
	"links" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"website" text,
	"verified_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"work_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_pages" (
	"work_id" uuid PRIMARY KEY NOT NULL,
	"cover_storage_status" text DEFAULT 'pending' NOT NULL,
	"cover_stored_url" text,
	"cover_attempts" smallint DEFAULT 0 NOT NULL,
	"cover_error" text,
	"cover_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_id" uuid NOT NULL,
	"isbn10" text,
	"isbn13" text,
	"title" text NOT NULL,
	"publisher" text,
	"format" text,
	"pages" integer,
	"publication_year" smallint,
	"language" text,
	"cover_source_url" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_authors" (
	"work_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"role" text DEFAULT 'author' NOT NULL,
	CONSTRAINT "work_authors_work_id_author_id_pk" PRIMARY KEY("work_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "work_categories" (
	"work_id" uuid NOT NULL,
	"category_id" text NOT NULL,
	"weight" real DEFAULT 1 NOT NULL,
	CONSTRAINT "work_categories_work_id_category_id_pk" PRIMARY KEY("work_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_slug" text NOT NULL,
	"original_title" text,
	"series_name" text,
	"series_number" text,
	"description" text DEFAULT '' NOT NULL,
	"first_published_year" smallint,
	"language" text,
	"source_average_rating" numeric(3, 2),
	"source_ratings_count" integer DEFAULT 0 NOT NULL,
	"popularity" double precision DEFAULT 0 NOT NULL,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "works_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
CREATE TABLE "shelf_import_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"parsed" jsonb NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"work_id" uuid,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "shelf_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shelf_read_throughs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"started_on" date,
	"finished_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shelf_tags" (
	"entry_id" uuid NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "shelf_tags_entry_id_tag_pk" PRIMARY KEY("entry_id","tag")
);
--> statement-breakpoint
CREATE TABLE "user_book_shelves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"work_id" uuid NOT NULL,
	"status" text NOT NULL,
	"rating" numeric(2, 1),
	"review" text DEFAULT '' NOT NULL,
	"review_has_spoilers" boolean DEFAULT false NOT NULL,
	"private_notes" text DEFAULT '' NOT NULL,
	"owned_copies" smallint DEFAULT 0 NOT NULL,
	"date_started" date,
	"date_read" date,
	"read_count" smallint DEFAULT 0 NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_book_shelves_rating_check" CHECK ("user_book_shelves"."rating" is null or ("user_book_shelves"."rating" between 0.5 and 5 and "user_book_shelves"."rating" * 2 = floor("user_book_shelves"."rating" * 2)))
);
--> statement-breakpoint
ALTER TABLE "author_verification_requests" ADD CONSTRAINT "author_verification_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_verification_requests" ADD CONSTRAINT "author_verification_requests_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_verification_requests" ADD CONSTRAINT "author_verification_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_verified_user_id_users_id_fk" FOREIGN KEY ("verified_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_claims" ADD CONSTRAINT "book_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_claims" ADD CONSTRAINT "book_claims_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_claims" ADD CONSTRAINT "book_claims_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_claims" ADD CONSTRAINT "book_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_pages" ADD CONSTRAINT "book_pages_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editions" ADD CONSTRAINT "editions_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_authors" ADD CONSTRAINT "work_authors_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_authors" ADD CONSTRAINT "work_authors_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_categories" ADD CONSTRAINT "work_categories_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_import_rows" ADD CONSTRAINT "shelf_import_rows_import_id_shelf_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."shelf_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_import_rows" ADD CONSTRAINT "shelf_import_rows_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_imports" ADD CONSTRAINT "shelf_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_read_throughs" ADD CONSTRAINT "shelf_read_throughs_entry_id_user_book_shelves_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."user_book_shelves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_tags" ADD CONSTRAINT "shelf_tags_entry_id_user_book_shelves_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."user_book_shelves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_book_shelves" ADD CONSTRAINT "user_book_shelves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_book_shelves" ADD CONSTRAINT "user_book_shelves_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_verification_requests_user_idx" ON "author_verification_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "authors_slug_key" ON "authors" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "authors_verified_user_idx" ON "authors" USING btree ("verified_user_id");--> statement-breakpoint
CREATE INDEX "book_claims_user_idx" ON "book_claims" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "book_claims_open_key" ON "book_claims" USING btree ("author_id","work_id") WHERE "book_claims"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "book_pages_cover_status_idx" ON "book_pages" USING btree ("cover_storage_status") WHERE "book_pages"."cover_storage_status" in ('pending', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "editions_isbn10_key" ON "editions" USING btree ("isbn10");--> statement-breakpoint
CREATE UNIQUE INDEX "editions_isbn13_key" ON "editions" USING btree ("isbn13");--> statement-breakpoint
CREATE INDEX "editions_work_id_idx" ON "editions" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "work_authors_author_idx" ON "work_authors" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "work_categories_category_idx" ON "work_categories" USING btree ("category_id","weight" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "works_popularity_idx" ON "works" USING btree ("popularity" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "shelf_import_rows_import_row_key" ON "shelf_import_rows" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "shelf_imports_user_idx" ON "shelf_imports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shelf_read_throughs_entry_idx" ON "shelf_read_throughs" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_book_shelves_user_work_key" ON "user_book_shelves" USING btree ("user_id","work_id");--> statement-breakpoint
CREATE INDEX "user_book_shelves_user_status_idx" ON "user_book_shelves" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "user_book_shelves_work_idx" ON "user_book_shelves" USING btree ("work_id");