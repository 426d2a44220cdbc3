/**
 * Spoiler marks without their schemas (issue 10, item 6), shared by the forum and direct
 * messages, so web pages can use them without loading zod (decision 0006); contracts/spoilers.ts
 * builds its schemas from them.
 */

/** How far into a book a spoiler reaches. */
export const spoilerUnits = ['page', 'chapter', 'percent'] as const;
export type SpoilerUnit = (typeof spoilerUnits)[number];

/** The words a shielded spoiler shows in place of its text ("Spoiler for Dune, up to p. 120"). */
export function spoilerNotice(
  bookTitle: string,
  spoiler: { unit: SpoilerUnit; value: number },
): string {
  const point =
    spoiler.unit === 'page'
      ? `p. ${spoiler.value}`
      : spoiler.unit === 'chapter'
        ? `chapter ${spoiler.value}`
        : `${spoiler.value}%`;
  return `Spoiler for ${bookTitle}, up to ${point}`;
}
