/**
 * The words forum posts are written in: everyday English first (the words every post uses),
 * then the words of the goodbooks-10k titles by how often they occur (book talk: names,
 * places, series). Ranked so the seed can draw them Zipf-like: a few words are in most posts,
 * most words in a few hundred, which gives full-text search a realistic spread of selectivity.
 */
import { parse } from 'csv-parse/sync';
import fs from 'node:fs';
import { projectPath } from '../../server/platform/project-root.js';

const everyday = `the and to of a i it in that is was this for but with you on my not have
just be so as about what like read book one all really at an if think more they his her she he
story when there by or from would which ending character characters chapter chapters series
first also much time how did were out who do some me because only its been than even love
still had think way me too good can them we then well people know could other get most any
really writing author pages felt feel end thought reading part little after great before
again ever new best world life why where make made never very long going same while each
agree point reread plot twist favourite favorite scene quite lot may those our here actually
though second whole start half last final reader readers club discussion question questions
spoiler spoilers trilogy sequel prequel audiobook narrator translation edition cover library
review rating stars chapter bit sure maybe perhaps probably enjoyed loved hated liked boring
slow fast pace pacing prose style voice dialogue villain hero heroine romance mystery fantasy
magic history war family friendship death ending beginning middle theme themes setting
worldbuilding memorable recommend recommended disagree anyone someone everyone nobody`;

/** Everyday words, then title words most frequent first; lower case, letters only. */
export function forumVocabulary(): string[] {
  const records = parse(fs.readFileSync(projectPath('../shared/data/books.csv')), {
    columns: true,
  }) as { title: string }[];
  const counts = new Map<string, number>();
  for (const { title } of records) {
    for (const word of title.toLowerCase().match(/[a-z]{3,}/g) ?? [])
      counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const words = new Set(everyday.split(/\s+/).filter(Boolean));
  const titleWords = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  for (const [word] of titleWords) words.add(word);
  return [...words];
}
