ALTER TABLE "authors" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "added_by" uuid;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "added_by_import_id" uuid;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "added_by" uuid;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "added_by_import_id" uuid;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "added_by" uuid;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "added_by_import_id" uuid;--> statement-breakpoint
-- Hand-added (keep when regenerating): existing rows get their origin before it becomes NOT NULL.
-- Works: from the source key each importer writes; reader rows from before this release keep
-- no reader (shown as "a reader"). Editions: their work's. Authors: the origin of their oldest
-- work. Anything else came from a catalogue import.
UPDATE "works" SET "origin" = CASE
  WHEN "source_key" LIKE 'goodbooks:%' THEN 'goodbooks'
  WHEN "source_key" LIKE 'openlibrary:%' THEN 'open_library'
  WHEN "source_key" LIKE 'googlebooks:%' THEN 'google_books'
  WHEN "source_key" LIKE 'demo:%' THEN 'demo_seed'
  WHEN "source_key" LIKE 'reader:%' THEN 'reader_import'
  ELSE 'goodbooks'
END;--> statement-breakpoint
UPDATE "editions" SET "origin" = "works"."origin" FROM "works" WHERE "works"."id" = "editions"."work_id";--> statement-breakpoint
UPDATE "authors" SET "origin" = COALESCE((
  SELECT "works"."origin" FROM "work_authors" JOIN "works" ON "works"."id" = "work_authors"."work_id"
  WHERE "work_authors"."author_id" = "authors"."id"
  ORDER BY "works"."created_at", "works"."id" LIMIT 1
), 'goodbooks');--> statement-breakpoint
ALTER TABLE "authors" ALTER COLUMN "origin" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "editions" ALTER COLUMN "origin" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ALTER COLUMN "origin" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_added_by_import_id_shelf_imports_id_fk" FOREIGN KEY ("added_by_import_id") REFERENCES "public"."shelf_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editions" ADD CONSTRAINT "editions_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editions" ADD CONSTRAINT "editions_added_by_import_id_shelf_imports_id_fk" FOREIGN KEY ("added_by_import_id") REFERENCES "public"."shelf_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_added_by_import_id_shelf_imports_id_fk" FOREIGN KEY ("added_by_import_id") REFERENCES "public"."shelf_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authors_added_by_idx" ON "authors" USING btree ("added_by") WHERE "authors"."added_by" is not null;--> statement-breakpoint
CREATE INDEX "authors_added_by_import_idx" ON "authors" USING btree ("added_by_import_id") WHERE "authors"."added_by_import_id" is not null;--> statement-breakpoint
CREATE INDEX "editions_added_by_idx" ON "editions" USING btree ("added_by") WHERE "editions"."added_by" is not null;--> statement-breakpoint
CREATE INDEX "editions_added_by_import_idx" ON "editions" USING btree ("added_by_import_id") WHERE "editions"."added_by_import_id" is not null;--> statement-breakpoint
CREATE INDEX "works_reader_added_idx" ON "works" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "works"."origin" = 'reader_import';--> statement-breakpoint
CREATE INDEX "works_added_by_idx" ON "works" USING btree ("added_by") WHERE "works"."added_by" is not null;--> statement-breakpoint
CREATE INDEX "works_added_by_import_idx" ON "works" USING btree ("added_by_import_id") WHERE "works"."added_by_import_id" is not null;