/** Importing a reader's Goodreads or StoryGraph history (issue 3 §6): preview, progress, per-row results. */
import { shelfStatusSchema } from './shelves.js';
import { z } from './zod.js';

export const importSources = ['goodreads', 'storygraph'] as const;
export const importStatuses = ['previewed', 'queued', 'running', 'completed', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];
export const importOutcomes = ['pending', 'matched', 'created', 'skipped', 'failed'] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

export const importOutcomeLabels: Record<ImportOutcome, string> = {
  pending: 'Waiting',
  matched: 'Matched to a book',
  created: 'Added to the catalogue',
  skipped: 'Kept your newer entry',
  failed: 'Needs your help',
};

/** The parsed row as the preview and the results list show it. */
export const importedRowSchema = z.object({
  title: z.string(),
  authors: z.array(z.string()),
  isbn13: z.string().nullable(),
  isbn10: z.string().nullable(),
  status: shelfStatusSchema,
  rating: z.number().nullable(),
  dateRead: z.string().nullable(),
  tags: z.array(z.string()),
  hasReview: z.boolean(),
  warnings: z.array(z.string()),
});
export type ImportedRow = z.infer<typeof importedRowSchema>;

export const importRowResultSchema = z.object({
  id: z.uuid(),
  rowNumber: z.number().int(),
  row: importedRowSchema,
  outcome: z.enum(importOutcomes),
  message: z.string().nullable(),
  book: z.object({ id: z.uuid(), title: z.string(), path: z.string() }).nullable(),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

export const importSummarySchema = z.object({
  id: z.uuid(),
  source: z.enum(importSources),
  fileName: z.string(),
  status: z.enum(importStatuses),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  counts: z.record(z.enum(importOutcomes), z.number().int()),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** What the reader may do with the import next (the server's import policy decides). */
  abilities: z.object({ canStart: z.boolean(), canFixRows: z.boolean() }),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importPreviewSchema = importSummarySchema.extend({
  columns: z.array(z.object({ column: z.string(), field: z.string().nullable() })),
  /** Records that name no book at all: they are not imported. */
  unreadable: z.array(z.object({ rowNumber: z.number().int(), reason: z.string() })),
  sample: z.array(importedRowSchema),
  statusCounts: z.record(shelfStatusSchema, z.number().int()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importRowsQuerySchema = z.object({
  outcome: z.enum(importOutcomes).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const importRowsSchema = z.object({
  rows: z.array(importRowResultSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});

/** Fixing a row that failed: point it at the right book (found by search) or give its ISBN. */
export const importRowFixSchema = z.union([
  z.object({ workId: z.uuid() }),
  z.object({
    isbn: z
      .string()
      .trim()
      .min(10, 'Enter an ISBN-10 or ISBN-13')
      .max(17, 'Enter an ISBN-10 or ISBN-13'),
  }),
]);
export type ImportRowFix = z.infer<typeof importRowFixSchema>;

export const maxImportFileBytes = 10 * 1024 * 1024;

export const importIdParamsSchema = z.object({ id: z.uuid() });

export const importRowParamsSchema = importIdParamsSchema.extend({ rowId: z.uuid() });

export const importListSchema = z.object({ imports: z.array(importSummarySchema) });
