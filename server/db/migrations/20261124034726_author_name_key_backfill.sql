-- Every author's identity from its name, as authors/author-name.ts computes it: NFC, runs of
-- white space (the characters JavaScript's \s matches) as one space, trimmed. Before this, the
-- slug was the identity; the slugs stay as they are, so no author's URL changes.
-- The row whose slug is "unknown-author" was every author whose name had no ASCII letter,
-- merged into one: it is no one's identity, so it keeps a null key, and the next import of
-- those books credits each of them to their own author (docs/operations.md). Should two rows
-- ever share a key, the older one takes it and the other is left like the merged row.
UPDATE "authors"
SET "name_key" = "keyed"."key"
FROM (
  SELECT DISTINCT ON ("key") "id", "key"
  FROM (
    SELECT
      "id",
      "created_at",
      normalize(
        btrim(
          regexp_replace(
            "name",
            '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+',
            ' ',
            'g'
          ),
          ' '
        ),
        NFC
      ) AS "key"
    FROM "authors"
    WHERE "slug" <> 'unknown-author'
  ) AS "candidates"
  ORDER BY "key", "created_at", "id"
) AS "keyed"
WHERE "authors"."id" = "keyed"."id";
