-- The views modules publish to each other (docs/decisions/0007-module-tables.md), declared
-- with pgView(...).existing() in their owners' schema files. Plain views: PostgreSQL inlines
-- them into the statement that reads them, so the tables' indexes serve as before.
-- The authors module: each author's name and page slug.
CREATE VIEW "author_names" AS
SELECT "id", "name", "slug" FROM "authors";
--> statement-breakpoint
-- The books module: each credit of an author on a work, with the work's title and popularity.
CREATE VIEW "work_credits" AS
SELECT "wa"."work_id", "wa"."author_id", "wa"."position", "wa"."role", "w"."title", "w"."popularity"
FROM "work_authors" "wa"
JOIN "works" "w" ON "w"."id" = "wa"."work_id";
--> statement-breakpoint
-- The books module: a work's title, title slug and first credited author's name.
CREATE VIEW "work_summaries" AS
SELECT
  "w"."id" AS "work_id",
  "w"."title",
  "w"."title_slug",
  (
    SELECT "a"."name"
    FROM "work_authors" "wa"
    JOIN "author_names" "a" ON "a"."id" = "wa"."author_id"
    WHERE "wa"."work_id" = "w"."id"
    ORDER BY "wa"."position"
    LIMIT 1
  ) AS "first_author_name"
FROM "works" "w";
--> statement-breakpoint
-- The auth module: each account's e-mail and when it was verified.
CREATE VIEW "account_emails" AS
SELECT "id" AS "user_id", "email", "email_verified_at" FROM "users";
