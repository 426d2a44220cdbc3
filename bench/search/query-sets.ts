/**
 * The queries of each kind, taken from the loaded catalogue itself (so they match what is
 * there at any size) and always the same for the same data and seed.
 */
import type { VocabularyWord } from './bench.queries.js';
import { seededRandom, type Random } from '../support/prng.js';

export const queryKinds = ['typical', 'common', 'twoWords', 'prefix', 'misspelt'] as const;
export type QueryKind = (typeof queryKinds)[number];

export const kindLabels: Record<QueryKind, string> = {
  typical: 'typical word',
  common: 'top-20 word',
  twoWords: 'two words',
  prefix: 'prefix as typed',
  misspelt: 'misspelling',
};

const perKind = 20;

function sample<T>(random: Random, items: T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0)
    chosen.push(pool.splice(random.int(pool.length), 1)[0]!);
  return chosen;
}

/** One slip of the kind people make: a letter dropped, doubled letter undone, two swapped, a vowel changed. */
function misspell(random: Random, word: string): string {
  const i = 1 + random.int(word.length - 2);
  switch (random.int(4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1: {
      const doubled = [...word].findIndex((c, k) => k > 0 && word[k - 1] === c);
      return doubled > 0
        ? word.slice(0, doubled) + word.slice(doubled + 1)
        : word.slice(0, i) + word.slice(i + 1);
    }
    case 2:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    default: {
      const vowels = 'aeiou';
      const v = [...word].findIndex((c, k) => k > 0 && vowels.includes(c));
      if (v < 0) return word.slice(0, i) + word.slice(i + 1);
      const other = vowels.replace(word[v]!, '')[random.int(4)]!;
      return word.slice(0, v) + other + word.slice(v + 1);
    }
  }
}

export function buildQuerySets(
  words: VocabularyWord[],
  titles: string[],
  seed: number,
): Record<QueryKind, string[]> {
  const random = seededRandom(seed);
  const alphabetic = words.filter((w) => /^[a-z]+$/.test(w.term));
  const byTitles = [...alphabetic].sort((a, b) => b.titleDocs - a.titleDocs);
  const common = byTitles.slice(0, 20).map((w) => w.term);
  // Neither rare nor common: the 200th to the 2,000th title word, five letters or more.
  const typicalPool = byTitles.slice(200, 2_000).filter((w) => w.term.length >= 5);
  const typical = sample(random, typicalPool, perKind).map((w) => w.term);
  const known = new Set(words.map((w) => w.term));
  const sorted = words.map((w) => w.term).sort();
  const startsAWord = (prefix: string) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return sorted[lo]?.startsWith(prefix) ?? false;
  };

  const pairs = [
    ...new Set(
      titles.slice(0, 2_000).flatMap((title) => {
        const ws = title
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter(Boolean);
        return ws.slice(1).flatMap((w, i) => {
          const pair = `${ws[i]} ${w}`;
          return ws[i]!.length >= 4 && w.length >= 4 ? [pair] : [];
        });
      }),
    ),
  ];
  const twoWords = sample(random, pairs, perKind);

  const prefix = sample(
    random,
    [...typicalPool.slice(0, 400), ...byTitles.slice(20, 200)],
    perKind / 2,
  )
    .filter((w) => w.term.length >= 5)
    .flatMap((w) => [w.term.slice(0, 3), w.term.slice(0, 4)]);

  const misspelt: string[] = [];
  for (const w of sample(random, typicalPool, 200)) {
    if (misspelt.length >= perKind * 0.75) break;
    const typo = misspell(random, w.term);
    if (!known.has(typo) && !startsAWord(typo)) misspelt.push(typo);
  }
  for (const pair of sample(random, pairs, 100)) {
    if (misspelt.length >= perKind) break;
    const [first, second] = pair.split(' ') as [string, string];
    const typo = misspell(random, second);
    if (!known.has(typo) && !startsAWord(typo)) misspelt.push(`${first} ${typo}`);
  }
  return { typical, common, twoWords, prefix, misspelt };
}
