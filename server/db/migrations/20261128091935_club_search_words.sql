-- /book-clubs' postings (schema/clubs.ts club_search_words): every word of every open club, with
-- what pages are ordered and filtered by. `word` is collated "C" so that the words starting
-- with a search word are one range of the index, in code-point order on every database.
CREATE TABLE "club_search_words" (
	"word" text COLLATE "C" NOT NULL,
	"club_id" uuid NOT NULL,
	"category" text NOT NULL,
	"member_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"words_mask" bigint NOT NULL,
	CONSTRAINT "club_search_words_club_id_word_pk" PRIMARY KEY("club_id","word")
);
--> statement-breakpoint
ALTER TABLE "book_clubs" ADD COLUMN "search_words" text GENERATED ALWAYS AS (' ' || btrim(regexp_replace(regexp_replace(regexp_replace(lower(name || ' ' || case when visibility = 'public' or show_description then description else '' end || ' ' || case when visibility = 'public' or show_current_book then coalesce(current_book_title, '') else '' end), '[''’‘\x60]', '', 'g'), '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff])', ' \1 ', 'g'), '[^a-z0-9\u00c0-\uffff]+|[\u2000-\u206f\u3000-\u303f\uff00-\uff0f]+', ' ', 'g')) || ' ') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "club_search_words" ADD CONSTRAINT "club_search_words_club_id_book_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."book_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_search_words_members_idx" ON "club_search_words" USING btree ("word","member_count" DESC NULLS LAST,"club_id","words_mask");--> statement-breakpoint
CREATE INDEX "club_search_words_newest_idx" ON "club_search_words" USING btree ("word","created_at" DESC NULLS LAST,"club_id","words_mask");
--> statement-breakpoint
-- A word's bit in a club's words_mask: one of 63, from its first three letters (none for a
-- shorter word). Arithmetic on code points, not a hash function, so that a bit written today
-- is the bit asked for after any upgrade. A search word of three letters or more whose bit is
-- missing from a club's mask starts none of its words.
CREATE FUNCTION "club_word_bit"(word text) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(word) < 3 THEN 0::bigint
    ELSE 1::bigint << ((ascii(substr(word, 1, 1)) * 961 + ascii(substr(word, 2, 1)) * 31
                        + ascii(substr(word, 3, 1))) % 63) END
$$;
--> statement-breakpoint
-- A club's postings, as club_search_words holds them: each of its words once (up to 64
-- characters), with its category, member count and age, and the mask of all its words' bits.
-- The one derivation: the trigger, the backfill below and the benchmark's seed all use it.
CREATE FUNCTION "club_search_words_of"(club book_clubs)
  RETURNS TABLE (word text, club_id uuid, category text, member_count integer,
                 created_at timestamp with time zone, words_mask bigint)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT words.w, club.id, club.category, club.member_count, club.created_at, mask.bits
  FROM (SELECT DISTINCT left(w, 64) AS w
        FROM regexp_split_to_table(btrim(club.search_words), ' ') w WHERE w <> '') words,
       (SELECT coalesce(bit_or(club_word_bit(w)), 0) AS bits
        FROM regexp_split_to_table(btrim(club.search_words), ' ') w) mask
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
    INSERT INTO club_search_words (word, club_id, category, member_count, created_at, words_mask)
    SELECT * FROM club_search_words_of(NEW);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "book_clubs_search_words"
  AFTER INSERT OR UPDATE ON book_clubs
  FOR EACH ROW EXECUTE FUNCTION "club_search_words_apply"();
--> statement-breakpoint
INSERT INTO club_search_words (word, club_id, category, member_count, created_at, words_mask)
SELECT words.* FROM book_clubs c CROSS JOIN LATERAL club_search_words_of(c) words
WHERE c.suspended_at IS NULL;