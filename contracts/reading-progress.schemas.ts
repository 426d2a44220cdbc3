/**
 * The schema of a reader's progress update, apart from `shelves.ts`: the shelf pages' first load
 * reads that file, and only the progress dialog (loaded on demand) and the server need this.
 */
import { maxProgressPage, progressMessages, progressUnits } from './reading-progress.js';
import { z } from './zod.js';

/**
 * A reader's progress: a page (up to the book's page count when known — the server's shelves
 * policy checks that — else 100,000) or a whole percent.
 */
export const readingProgressUpdateSchema = z
  .object({
    unit: z.enum(progressUnits, { error: progressMessages.chooseUnit }),
    value: z
      .number({ error: progressMessages.wholeNumber })
      .int(progressMessages.wholeNumber)
      .min(0, progressMessages.belowZero),
  })
  .superRefine(({ unit, value }, context) => {
    if (unit === 'percent' && value > 100)
      context.addIssue({ code: 'custom', path: ['value'], message: progressMessages.percentRange });
    if (unit === 'page' && value > maxProgressPage)
      context.addIssue({ code: 'custom', path: ['value'], message: progressMessages.pageRange });
  });
export type ReadingProgressUpdate = z.infer<typeof readingProgressUpdateSchema>;
