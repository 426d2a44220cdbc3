/**
 * A spoiler mark on something written — a forum post or a direct message (issue 10, item 6): a
 * book from the catalogue and how far into it the text reaches. What a writer sends, and what
 * one reader is shown: `shielded` when their reading progress is behind it.
 */
import { spoilerUnits } from './spoiler-constants.js';
import { z } from './zod.js';

export const spoilerInputSchema = z
  .object({
    workId: z.uuid(),
    unit: z.enum(spoilerUnits),
    value: z.number().int().min(1).max(100_000),
  })
  .refine((s) => s.unit !== 'percent' || s.value <= 100, {
    message: 'A percentage is at most 100',
    path: ['value'],
  });
export type SpoilerInput = z.infer<typeof spoilerInputSchema>;

/** A spoiler as one reader sees it: `shielded` when their progress is behind it. */
export const spoilerSchema = z.object({
  workId: z.uuid(),
  bookTitle: z.string(),
  bookUrl: z.string().nullable(),
  unit: z.enum(spoilerUnits),
  value: z.number().int(),
  shielded: z.boolean(),
});
export type Spoiler = z.infer<typeof spoilerSchema>;
