/**
 * Whether a spoiler stays hidden from a reader (issue 10, item 6), pure: the one rule the forum
 * and direct messages both follow, from the reader's progress on their shelf.
 */
import type { SpoilerUnit } from '../../../contracts/spoiler-constants.js';

/** How far a reader has got with a book (from their shelf). */
export interface ReaderProgress {
  finished: boolean;
  percent: number | null;
  page: number | null;
}

export interface SpoilerMark {
  unit: SpoilerUnit;
  value: number;
}

/**
 * Whether a spoiler stays behind a click for this reader. Finished readers see it; a reader
 * whose progress reaches it sees it. Pages and percents compare through the book's page count
 * when it is known; a chapter cannot be placed in pages, so only finishing the book reveals it.
 */
export function isShielded(
  spoiler: SpoilerMark,
  progress: ReaderProgress | undefined,
  bookPages: number | null,
): boolean {
  if (!progress) return true;
  if (progress.finished) return false;
  if (spoiler.unit === 'chapter') return true;
  const readerPercent =
    progress.percent ??
    (progress.page !== null && bookPages ? (progress.page / bookPages) * 100 : null);
  if (spoiler.unit === 'percent') return readerPercent === null || readerPercent < spoiler.value;
  if (progress.page !== null) return progress.page < spoiler.value;
  if (readerPercent === null || !bookPages) return true;
  return (readerPercent / 100) * bookPages < spoiler.value;
}
