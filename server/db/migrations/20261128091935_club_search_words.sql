-- /book-clubs' postings (schema/clubs.ts club_search_words): every word of every open club, with
-- what pages are ordered and filtered by. `word` is collated "C" so that the words starting
-- with a search word are one range of the index, in code-point order on every database.
CREATE TABLE "club_search_words" (
	"word" text COLLATE "C" NOT NULL,
	"club_id" uuid NOT NULL,
	"category" text NOT NULL,
	"member_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"words_bloom" bit(256) NOT NULL,
	CONSTRAINT "club_search_words_club_id_word_pk" PRIMARY KEY("club_id","word")
);
--> statement-breakpoint
ALTER TABLE "book_clubs" ADD COLUMN "search_words" text GENERATED ALWAYS AS (' ' || btrim(regexp_replace(regexp_replace(regexp_replace(lower(category) || ' ' || lower(name || ' ' || case when visibility = 'public' or show_description then description else '' end || ' ' || case when visibility = 'public' or show_current_book then coalesce(current_book_title, '') else '' end), '[''’‘\x60]', '', 'g'), '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff])', ' \1 ', 'g'), '[^a-z0-9\u00c0-\uffff]+|[\u2000-\u206f\u3000-\u303f\uff00-\uff0f]+', ' ', 'g')) || ' ') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "club_search_words" ADD CONSTRAINT "club_search_words_club_id_book_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."book_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_search_words_members_idx" ON "club_search_words" USING btree ("word","member_count" DESC NULLS LAST,"club_id","words_bloom");--> statement-breakpoint
CREATE INDEX "club_search_words_newest_idx" ON "club_search_words" USING btree ("word","created_at" DESC NULLS LAST,"club_id","words_bloom");
--> statement-breakpoint
-- A word's bits in a club's Bloom filter (words_bloom): two of 256 from its first three letters
-- and, for a word of five letters or more, two from its first five (none for a word shorter
-- than three). A search word's bits are a subset of those of every word it starts, so a club
-- missing any of them has no word that starts with it. Two bits of 256, not one of 63: a club
-- has about 28 words, and one bit of 63 let through a third of the clubs that lack the word
-- (two of 256: about one in twenty). The five letters tell "reader" from "reading": with
-- three alone, every club with a word in "rea…" passed for "reader" and was read to check
-- (378 clubs for "frank readers" where 123 match). Arithmetic on code points (Knuth's
-- multiplicative hashing), not a hash function of PostgreSQL's, so a bit written today is the
-- bit asked for after any upgrade.
CREATE FUNCTION "club_word_bits"(word text) RETURNS bit(256)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(word) < 3 THEN repeat('0', 256)::bit(256)
    ELSE set_bit(set_bit(
      CASE WHEN length(word) < 5 THEN repeat('0', 256)::bit(256)
        ELSE set_bit(set_bit(repeat('0', 256)::bit(256),
          (five * 2654435761 % 4294967296 / 16777216)::int, 1),
          (five * 2246822519 % 4294967296 / 16777216)::int, 1) END,
      (three * 2654435761 % 4294967296 / 16777216)::int, 1),
      (three * 2246822519 % 4294967296 / 16777216)::int, 1) END
  FROM (SELECT three, (three * 1000003 + ascii(substr(word, 4, 1)) * 10007
                       + ascii(substr(word, 5, 1))) % 2147483647 AS five
        FROM (SELECT (ascii(substr(word, 1, 1))::bigint * 1000003
                      + ascii(substr(word, 2, 1)) * 10007
                      + ascii(substr(word, 3, 1))) % 2147483647 AS three) letters) prefixes
$$;
--> statement-breakpoint
-- A club's postings, as club_search_words holds them: each of its words once (up to 64
-- characters), with its category, member count and age, and the Bloom filter of all its words.
-- The one derivation: the trigger, the backfill below and the benchmark's seed all use it.
CREATE FUNCTION "club_search_words_of"(club book_clubs)
  RETURNS TABLE (word text, club_id uuid, category text, member_count integer,
                 created_at timestamp with time zone, words_bloom bit(256))
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT words.w, club.id, club.category, club.member_count, club.created_at, bloom.bits
  FROM (SELECT DISTINCT left(w, 64) AS w
        FROM regexp_split_to_table(btrim(club.search_words), ' ') w WHERE w <> '') words,
       (SELECT coalesce(bit_or(club_word_bits(w)), repeat('0', 256)::bit(256)) AS bits
        FROM regexp_split_to_table(btrim(club.search_words), ' ') w) bloom
$$;
--> statement-breakpoint
-- The postings follow every change of a club in its own transaction, whatever wrote it: its
-- words, category, age or suspension rewrite them (a suspended club has none), and a join or
-- leave (the member-count trigger's update) moves their member count. Deleting a club deletes
-- them by cascade.
CREATE FUNCTION "club_search_words_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD.search_words = NEW.search_words AND OLD.category = NEW.category
    AND OLD.created_at = NEW.created_at
    AND (OLD.suspended_at IS NULL) = (NEW.suspended_at IS NULL) THEN
    IF OLD.member_count <> NEW.member_count AND NEW.suspended_at IS NULL THEN
      UPDATE club_search_words SET member_count = NEW.member_count WHERE club_id = NEW.id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM club_search_words WHERE club_id = OLD.id;
  END IF;
  IF NEW.suspended_at IS NULL THEN
    INSERT INTO club_search_words (word, club_id, category, member_count, created_at, words_bloom)
    SELECT * FROM club_search_words_of(NEW);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "book_clubs_search_words"
  AFTER INSERT OR UPDATE ON book_clubs
  FOR EACH ROW EXECUTE FUNCTION "club_search_words_apply"();
--> statement-breakpoint
INSERT INTO club_search_words (word, club_id, category, member_count, created_at, words_bloom)
SELECT words.* FROM book_clubs c CROSS JOIN LATERAL club_search_words_of(c) words
WHERE c.suspended_at IS NULL;