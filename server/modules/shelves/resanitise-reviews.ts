/**
 * Reviews are sanitised when they are written, by the policy of that day. When the policy
 * tightens (issue 8: classes could position a review over the page), this pass brings every
 * stored review under today's policy: `npm run cli -- content:resanitise` after such a release.
 * It reads in batches and writes a review only if no reader changed it in the meantime.
 */
import type { ContentSanitiser } from '../../platform/content.js';
import type { Db } from '../../platform/db/database.js';
import { replaceReviewIf, reviewsAfter } from './shelves.queries.js';

/** Re-sanitises every stored review; returns how many were read and how many changed. */
export async function resanitiseReviews(
  db: Db,
  content: ContentSanitiser,
  batchSize = 500,
): Promise<{ checked: number; changed: number }> {
  let checked = 0;
  let changed = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await reviewsAfter(db, after, batchSize);
    const last = batch.at(-1);
    if (!last) return { checked, changed };
    for (const { id, review } of batch) {
      // The same trim the service applies when a reader saves.
      const clean = content.richText(review).trim();
      if (clean !== review && (await replaceReviewIf(db, id, review, clean))) changed++;
    }
    checked += batch.length;
    after = last.id;
  }
}
