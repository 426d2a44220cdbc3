/**
 * How text splits into searchable words, for the catalogue (books/search/search-text.queries.ts),
 * for clubs (`book_clubs.search_words`) and for the forum's full-text search (each Chinese or
 * Japanese character a word of its own): the same patterns in PostgreSQL's regular expressions
 * and in JavaScript's, so what is indexed and what is asked can never drift apart.
 */
import { sql, type SQL } from 'drizzle-orm';

/** "ender's" -> "enders": people leave the apostrophe out far more often than the s. */
export const apostrophes = String.raw`['’‘\x60]`;
/**
 * Everything but a-z, 0-9 and letters of other scripts separates words; so does the
 * punctuation that lives above ASCII (« », dashes, CJK full stops…).
 */
export const separators = String.raw`[^a-z0-9\u00c0-\uffff]+|[\u2000-\u206f\u3000-\u303f\uff00-\uff0f]+`;
/**
 * Chinese and Japanese write without spaces: each of their characters is a word of its own, so
 * "俱乐部" finds "读书俱乐部" (its characters, each the start of a word).
 */
export const ideographs = String.raw`[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]`;

const eachIdeograph = new RegExp(ideographs, 'gu');
const ideographRuns = new RegExp(`${ideographs}+`, 'gu');
/** Whether text holds a Chinese or Japanese character. */
const anIdeograph = new RegExp(ideographs, 'u');
export const hasIdeographs = (text: string) => anIdeograph.test(text);

const literal = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);

/** SQL of `text` with a space either side of each Chinese or Japanese character. Immutable. */
export function ideographsApart(text: SQL): SQL {
  return sql`regexp_replace(${text}, ${literal(`(${ideographs})`)}, ' \\1 ', 'g')`;
}

/**
 * A full-text search (websearch_to_tsquery's syntax) asking for the characters of Chinese or
 * Japanese text as `ideographsApart` indexed them: a run of them typed outside quotes becomes a
 * phrase ("读书" asks for 读 followed by 书, not for both anywhere); inside quotes the
 * characters are only set apart, the quotes already making a phrase.
 */
export function ideographsApartInQuery(query: string): string {
  const apart = (text: string) => text.replace(eachIdeograph, ' $& ');
  return query
    .split('"')
    .map((part, i) =>
      i % 2 === 1
        ? apart(part)
        : part.replace(ideographRuns, (found) => `"${apart(found).trim()}"`),
    )
    .join('"');
}

/**
 * What reads text marked by ts_headline over `ideographsApart`'s text as it was written: the
 * space set either side of each Chinese or Japanese character goes again (with a mark
 * ts_headline put around it, `start` and `end`), and neighbouring marked characters make one
 * mark. Made once for the marks: its expressions serve every row of every search.
 */
export function ideographsTogether(marks: {
  start: string;
  end: string;
}): (text: string) => string {
  const [start, end] = [marks.start, marks.end].map((mark) =>
    mark.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'),
  );
  const apart = new RegExp(` ?(${start}?${ideographs}${end}?) ?`, 'gu');
  const between = new RegExp(`(?<=${ideographs})${end}${start}(?=${ideographs})`, 'gu');
  return (text) => text.replace(apart, '$1').replace(between, '');
}

/**
 * SQL of lower-case `text` as its words, each after one space: ' sci fi readers ' (so
 * `strpos(words, ' ' || word)` asks whether a word starts with `word`). Immutable: a generated
 * column may hold it.
 */
export function wordsText(lowerCaseText: SQL): SQL {
  const noApostrophes = sql`regexp_replace(${lowerCaseText}, ${literal(apostrophes)}, '', 'g')`;
  const spaced = ideographsApart(noApostrophes);
  const split = sql`regexp_replace(${spaced}, ${literal(separators)}, ' ', 'g')`;
  return sql`' ' || btrim(${split}) || ' '`;
}

/** A search's words as `wordsText` makes them: lower-case, each once, in the order typed. */
export function wordsOfQuery(query: string): string[] {
  const split = query
    .toLowerCase()
    .replace(new RegExp(apostrophes, 'gu'), '')
    .replace(new RegExp(`(${ideographs})`, 'gu'), ' $1 ')
    .split(new RegExp(separators, 'u'));
  return [...new Set(split.filter(Boolean))];
}

/**
 * The start an English word's singular and plural share, for searches that match the start of
 * a word: "mysteries" and "mystery" both ask for "myster", "books" for "book", "classes" for
 * "class", so either form finds the other. Written here rather than taken from a stemmer:
 * a stemmer's stem need not start the word it came from ("stori" for "story"), and a search by
 * word starts needs a start of both forms. Only words of the letters a–z change; the start
 * kept has at least four letters ("news" and "series" stay as they are).
 */
export function singularPluralStart(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  const cut = (letters: number) => (word.length - letters >= 4 ? word.slice(0, -letters) : word);
  if (word.endsWith('ies')) return cut(3);
  if (/[^aeiou]y$/.test(word)) return cut(1);
  if (/(ch|sh|ss|x|z)es$/.test(word)) return cut(2);
  // A final s of "ss" ("class") or "us" ("genius") makes no plural.
  if (/[^su]s$/.test(word)) return cut(1);
  return word;
}
