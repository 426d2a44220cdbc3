-- Each plan lists only what exists (issue 12: "every benefit a plan lists is real"). Reader
-- Plus brings the reading statistics (GET /api/shelves/me/reading-stats, /reading-stats);
-- Club Host adds paid clubs with a monthly price. Free members keep everything else.
UPDATE "payment_plans" SET "benefits" = ARRAY['Shelves for every book: want to read, reading, read, did not finish', 'Ratings, reviews, re-reads and reading progress', 'Goodreads and StoryGraph import, CSV export', 'Join or start free book clubs with reading plans', 'The forum and direct messages, with spoiler shields'] WHERE "code" = 'reader';--> statement-breakpoint
UPDATE "payment_plans" SET "benefits" = ARRAY['Everything in Reader', 'Reading statistics: books and pages by month, top genres, the ratings you gave', 'Your reading pace: days per book, pages per day, months in a row', 'A year in review: longest, shortest and highest-rated books, against last year'] WHERE "code" = 'reader_plus';--> statement-breakpoint
UPDATE "payment_plans" SET "benefits" = ARRAY['Everything in Reader Plus, reading statistics included', 'Create paid book clubs with a monthly price'] WHERE "code" = 'club_host';
