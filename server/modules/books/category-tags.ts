/**
 * Places a book in the category taxonomy (contracts/categories.ts) from its Goodreads shelf
 * tags, as goodbooks-10k gives them: user shelves such as 'young-adult', 'sci-fi', 'to-read' or
 * '2015-reads', with how many readers put the book there.
 *
 * A tag matches an alternative of a category's query when every word of the alternative is a
 * word of the tag ('science-fiction-fantasy' matches 'science fiction' and 'fantasy'). When one
 * match's words are contained in another's on the same tag, the longer one wins, so
 * 'science-fiction' means Science Fiction, not Literature & Fiction ('fiction') nor Science &
 * Math ('science'), and 'true-crime' means True Crime, not crime fiction.
 */
import { parse } from 'csv-parse/sync';
import {
  ancestorsOf,
  categories,
  categoryById,
  queryAlternatives,
  wordsOf,
} from '../../../contracts/categories.js';
import { categoryQuery } from '../../../contracts/category-queries.js';

export interface TagCount {
  name: string;
  count: number;
}

export interface CategoryWeight {
  categoryId: string;
  weight: number;
}

const minimumWeight = 0.05;
const maximumCategories = 8;

/**
 * Words of shelf keeping rather than of content: reading status, ownership, format, rating,
 * dates. A tag made only of these (and numbers such as years) says nothing about the book.
 */
const shelfWords = new Set(
  [
    'to read reads reading reread rereads rereading re currently want wanted tbr next soon later',
    'maybe finished unfinished dnf did didn couldn could not t finish gave give up stopped quit',
    'partially on hold pile queue started already again more than once have has had done',
    'listened listening listen own owned owns i my me mine our bought buy buying purchased',
    'borrowed lent library libraries home personal shelf shelves shelved bookshelf bookshelves',
    'bookcase collection get got need gift gifts giveaway giveaways won free signed copy copies',
    'kindle nook kobo ibooks calibre overdrive audible audio audiobook audiobooks ebook ebooks e',
    'book books paperback paperbacks hardcover hardcovers hardback pdf epub mobi digital format',
    'unlimited scanned downloaded download netgalley arc arcs edelweiss print favorites',
    'favourites favorite favourite fave faves favs fav all time best loved liked stars star',
    'rated rating ratings recommended must meh ok default wish wishlist list lists year years',
    'challenge challenges goodreads shelfari in of the a an for and it this with at by from',
    'club bookclub group bookgroup other others misc',
  ]
    .join(' ')
    .split(' '),
);

function isShelfKeeping(words: string[]): boolean {
  return words.every((word) => shelfWords.has(word) || /^\d+(s|st|nd|rd|th)?$/.test(word));
}

/** True for tags like 'to-read', 'books-i-own', 'favourites', 'kindle' or '2015-reads'. */
export function isNoiseTag(name: string): boolean {
  return isShelfKeeping(wordsOf(name));
}

interface Alternative {
  categoryId: string;
  size: number;
  wordCounts: Map<string, number>;
}

function countWords(words: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** Whether `outer` holds every word of `inner` at least as many times ('m m' needs two m's). */
function covers(outer: Map<string, number>, inner: Map<string, number>): boolean {
  for (const [word, count] of inner) if ((outer.get(word) ?? 0) < count) return false;
  return true;
}

/** Every query alternative, indexed by its first word: a tag need only check those of its words. */
const alternativesByFirstWord = new Map<string, Alternative[]>();
for (const category of categories) {
  for (const words of queryAlternatives(categoryQuery(category.id))) {
    const first = words[0] as string;
    const list = alternativesByFirstWord.get(first) ?? [];
    list.push({ categoryId: category.id, size: words.length, wordCounts: countWords(words) });
    alternativesByFirstWord.set(first, list);
  }
}

const taxonomyOrder = new Map(categories.map((category, index) => [category.id, index]));

/** The categories one (non-noise) tag names, after longer matches have overruled shorter ones. */
function categoriesOfTag(words: string[]): Set<string> {
  const tagCounts = countWords(words);
  const matches: Alternative[] = [];
  for (const word of tagCounts.keys()) {
    for (const alternative of alternativesByFirstWord.get(word) ?? []) {
      if (covers(tagCounts, alternative.wordCounts)) matches.push(alternative);
    }
  }
  const kept = matches.filter(
    (match) =>
      !matches.some(
        (other) => other.size > match.size && covers(other.wordCounts, match.wordCounts),
      ),
  );
  return new Set(kept.map((match) => match.categoryId));
}

function byWeightThenSpecificity(a: CategoryWeight, b: CategoryWeight): number {
  const levelA = categoryById(a.categoryId)?.level ?? 0;
  const levelB = categoryById(b.categoryId)?.level ?? 0;
  return (
    b.weight - a.weight ||
    levelB - levelA ||
    (taxonomyOrder.get(a.categoryId) ?? 0) - (taxonomyOrder.get(b.categoryId) ?? 0)
  );
}

/**
 * A book's categories from its shelf tags. Each matching tag adds its count divided by the
 * book's largest count among tags that are not shelf keeping (a huge 'to-read' would otherwise
 * drown every genre); the sum is capped at 1 and rounded to 3 decimals. Parents get their
 * child's weight when higher. Categories under 0.05 are dropped; at most 8 remain, strongest
 * first (the more specific first on a tie), and a subcategory is only kept with its parents.
 */
export function categoriesForTags(tags: TagCount[]): CategoryWeight[] {
  const countByName = new Map<string, number>();
  for (const { name, count } of tags) {
    if (count > 0) countByName.set(name, Math.max(countByName.get(name) ?? 0, count));
  }
  let largest = 0;
  const signals: { categoryIds: Set<string>; count: number }[] = [];
  for (const [name, count] of countByName) {
    const words = wordsOf(name);
    if (isShelfKeeping(words)) continue;
    largest = Math.max(largest, count);
    const categoryIds = categoriesOfTag(words);
    if (categoryIds.size > 0) signals.push({ categoryIds, count });
  }
  if (largest === 0) return [];

  const weights = new Map<string, number>();
  for (const { categoryIds, count } of signals) {
    for (const id of categoryIds) {
      weights.set(id, Math.min(1, (weights.get(id) ?? 0) + count / largest));
    }
  }
  for (const [id, weight] of [...weights]) {
    for (const ancestor of ancestorsOf(id)) {
      if ((weights.get(ancestor.id) ?? 0) < weight) weights.set(ancestor.id, weight);
    }
  }
  for (const [id, weight] of weights) weights.set(id, Math.round(weight * 1000) / 1000);

  const ranked = [...weights]
    .map(([categoryId, weight]) => ({ categoryId, weight }))
    .filter((entry) => entry.weight >= minimumWeight)
    .sort(byWeightThenSpecificity);
  const chosen = new Map<string, CategoryWeight>();
  for (const entry of ranked) {
    if (chosen.has(entry.categoryId)) continue;
    const missing = [
      entry,
      ...ancestorsOf(entry.categoryId).map((a) => ({
        categoryId: a.id,
        weight: weights.get(a.id) ?? 0,
      })),
    ].filter((candidate) => !chosen.has(candidate.categoryId));
    if (chosen.size + missing.length > maximumCategories) continue;
    for (const candidate of missing) chosen.set(candidate.categoryId, candidate);
  }
  return [...chosen.values()].sort(byWeightThenSpecificity);
}

/** tags.csv of goodbooks-10k (header tag_id,tag_name; CRLF line ends) as tag id -> tag name. */
export function loadTagNames(csvText: string): Map<number, string> {
  const rows = parse(csvText, { columns: true, bom: true, skip_empty_lines: true }) as {
    tag_id?: string;
    tag_name?: string;
  }[];
  const names = new Map<number, string>();
  for (const row of rows) {
    const id = Number(row.tag_id);
    if (
      row.tag_id !== undefined &&
      row.tag_id.trim() !== '' &&
      Number.isInteger(id) &&
      row.tag_name
    ) {
      names.set(id, row.tag_name);
    }
  }
  return names;
}
