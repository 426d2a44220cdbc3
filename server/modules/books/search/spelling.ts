/**
 * Choosing the correction of a misspelt word among the vocabulary words that look like it.
 * Trigram similarity finds the look-alikes fast but ranks them poorly ("hungr" is closer to
 * "hung" than to "hunger" by trigrams), so they are re-ranked here: the words that appear
 * with the rest of the query first, then by edit distance, then by how many books hold them.
 */

/**
 * Optimal string alignment distance (insertions, deletions, substitutions, transpositions),
 * except that doubling or undoubling a letter costs half: "poter" is nearer "potter" than
 * "peter", and "hobit" nearer "hobbit" than "habit" — a missed double letter is the commonest
 * slip of all.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
  for (let i = 0; i < rows; i++) d[i]![0] = i;
  for (let j = 0; j < cols; j++) d[0]![j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const deletion = i > 1 && a[i - 1] === a[i - 2] ? 0.5 : 1;
      const insertion = j > 1 && b[j - 1] === b[j - 2] ? 0.5 : 1;
      const substitution = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        d[i - 1]![j]! + deletion,
        d[i]![j - 1]! + insertion,
        d[i - 1]![j - 1]! + substitution,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Short words may differ by one edit, longer ones by two ("hary" -> "harry", "hungr" -> "hunger"). */
export function maxEdits(word: string): number {
  return word.length <= 4 ? 1 : 2;
}

export interface Candidate {
  term: string;
  /** Books holding the word. */
  docs: number;
  /** Trigram similarity to the misspelt word, 0 to 1. */
  similarity: number;
}

/** Sounding-out slips ("twilite") are far in edits but near in trigrams; this near, they count. */
export const closeSimilarity = 0.4;

/**
 * Look-alikes worth checking: those within a few edits of `word`, closest and most common
 * first; failing any, the most similar by trigrams if it is close enough.
 */
export function shortlist(word: string, candidates: Candidate[], size = 5): Candidate[] {
  // Two letters are too few to tell a slip from another word ("sci" is not "sc").
  if (word.length < 3) return [];
  const near = candidates
    .filter((c) => c.term.length >= 3)
    .map((c) => ({ c, distance: editDistance(word, c.term) }))
    .filter(({ distance }) => distance > 0 && distance <= maxEdits(word))
    .sort(
      (x, y) => x.distance - y.distance || y.c.docs - x.c.docs || x.c.term.localeCompare(y.c.term),
    )
    .map(({ c }) => c);
  if (near.length > 0) return near.slice(0, size);
  const similar = candidates
    .filter((c) => c.term.length >= 3 && c.similarity >= closeSimilarity)
    .sort((x, y) => y.similarity - x.similarity || y.docs - x.docs);
  return similar.slice(0, 1);
}

/**
 * The best correction of `word`, or null. `context` counts, per candidate, the popular books
 * that hold it together with the query's other words (absent when the query has one word).
 */
export function chooseCorrection(
  word: string,
  candidates: Candidate[],
  context?: Map<string, number>,
): string | null {
  const ranked = shortlist(word, candidates)
    .map((c) => ({
      ...c,
      distance: editDistance(word, c.term),
      together: context?.get(c.term) ?? 0,
    }))
    .sort(
      (a, b) =>
        Number(b.together > 0) - Number(a.together > 0) ||
        a.distance - b.distance ||
        b.together - a.together ||
        b.docs - a.docs,
    );
  return ranked[0]?.term ?? null;
}
