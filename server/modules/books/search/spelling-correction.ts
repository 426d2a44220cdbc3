/**
 * Correcting the misspelt words of a query against the vocabulary, using the rest of the
 * query as context: "harry poter" becomes "harry potter" because Harry Potter books hold both.
 */
import type { Db } from '../../../platform/db/database.js';
import { countContextMatches, findSpellingCandidates } from './search.queries.js';
import { chooseCorrection, shortlist, type Candidate } from './spelling.js';

export interface Corrected {
  words: string[];
  /** Positions of the words that were replaced. */
  changed: Set<number>;
}

/**
 * Replaces each unknown word by its best look-alike. The context of a word is the other
 * words: the known ones as they are, the unknown ones as any of their look-alikes (or their
 * correction once chosen), so two misspelt words help each other ("hary poter").
 */
export async function correctSpelling(
  db: Db,
  query: string[],
  unknown: string[],
): Promise<Corrected> {
  const words = [...query];
  const changed = new Set<number>();
  const misspelt = words.flatMap((w, i) => (unknown.includes(w) ? [i] : []));
  if (misspelt.length === 0) return { words, changed };

  const found = await findSpellingCandidates(db, [...new Set(misspelt.map((i) => words[i]!))]);
  const alternatives = new Map<number, Candidate[]>(
    misspelt.map((i) => [
      i,
      shortlist(
        words[i]!,
        found.filter((c) => c.word === words[i]),
      ),
    ]),
  );

  for (const i of misspelt) {
    const choices = alternatives.get(i) ?? [];
    if (choices.length === 0) continue;
    const context = words.flatMap((other, j): string[][] => {
      if (j === i) return [];
      if (!misspelt.includes(j) || changed.has(j)) return [[other]];
      const terms = (alternatives.get(j) ?? []).map((c) => c.term);
      return terms.length > 0 ? [terms] : [];
    });
    const together =
      context.length > 0
        ? await countContextMatches(
            db,
            choices.map((c) => c.term),
            context,
          )
        : undefined;
    const correction = chooseCorrection(words[i]!, choices, together);
    if (!correction) continue;
    words[i] = correction;
    changed.add(i);
  }
  return { words, changed };
}
