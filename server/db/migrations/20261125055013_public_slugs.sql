CREATE TABLE "public_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "public_slugs_kind_check" CHECK ("public_slugs"."kind" in ('member', 'club', 'community', 'author'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "public_slugs_current_idx" ON "public_slugs" USING btree ("kind","target_id") WHERE "public_slugs"."is_current";--> statement-breakpoint
CREATE INDEX "public_slugs_target_idx" ON "public_slugs" USING btree ("kind","target_id");--> statement-breakpoint
-- Backfill, here rather than in a startup step: it runs once, with the table, so no process ever
-- sees the registry empty, and a start does not re-scan a million authors. Owners' tables are
-- read in the order names were owned before the registry (the old resolver asked profiles
-- first): members, then forum communities, then authors; a slug already taken is left to the
-- first. An author who loses keeps /author/{slug} and /a/{slug}; only /{slug} is the member's.
-- Usernames are ASCII and compared lower-case; community and author slugs are stored lower-case
-- NFC already. Reserved words are not filtered here (their list is code, contracts/paths.ts):
-- the resolver never answers one, and new claims refuse them.
INSERT INTO "public_slugs" ("slug", "kind", "target_id")
SELECT lower("username"), 'member', "id" FROM "profiles"
ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "public_slugs" ("slug", "kind", "target_id")
SELECT "slug", 'community', "id" FROM "forum_communities"
ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "public_slugs" ("slug", "kind", "target_id")
SELECT "slug", 'author', "id" FROM "authors"
ON CONFLICT ("slug") DO NOTHING;
