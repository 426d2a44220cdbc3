/** The bookshelf API (SPEC §1 "the book shelf", §3 user_book_shelves). */
import { bookSummarySchema } from './books.js';
import { z } from './zod.js';

import { shelfSorts, shelfStatuses } from './shelf-statuses.js';

export {
  shelfSorts,
  shelfStatuses,
  shelfStatusLabels,
  type ShelfSort,
  type ShelfStatus,
} from './shelf-statuses.js';

export const shelfStatusSchema = z.enum(shelfStatuses, { error: 'Choose a shelf' });

/** Half stars from 0.5 to 5. */
export const ratingSchema = z
  .number()
  .min(0.5, 'Ratings go from half a star to five stars')
  .max(5, 'Ratings go from half a star to five stars')
  .refine((value) => Number.isInteger(value * 2), 'Ratings are in half stars');

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-20')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'That is not a real date');

export const reviewMaxLength = 20_000;

/** What the server says about dates it refuses (the editor shows these as they come). */
export const shelfDateMessages = {
  readBeforeStarted: 'The date read cannot be before the date started',
  startedInFuture: 'The date started cannot be in the future',
  readInFuture: 'The date read cannot be in the future',
  needsShelf: 'Choose a shelf',
} as const;

/** Everything a reader can set on a shelved book; fields left out stay as they are. */
export const shelfEntryUpdateSchema = z
  .object({
    status: shelfStatusSchema,
    rating: ratingSchema.nullable(),
    review: z.string().max(reviewMaxLength, 'Reviews can be up to 20,000 characters'),
    reviewHasSpoilers: z.boolean(),
    privateNotes: z.string().max(5_000, 'Private notes can be up to 5,000 characters'),
    ownedCopies: z.number().int().min(0).max(99),
    dateStarted: isoDate.nullable(),
    dateRead: isoDate.nullable(),
    tags: z.array(z.string().trim().min(1).max(60)).max(30),
  })
  // Date rules (order, not in the future) need the reader's day: the server's shelves policy.
  .partial();
export type ShelfEntryUpdate = z.infer<typeof shelfEntryUpdateSchema>;

export const readThroughSchema = z.object({
  id: z.uuid(),
  startedOn: z.string().nullable(),
  finishedOn: z.string().nullable(),
});

export const readThroughInputSchema = z.object({
  startedOn: isoDate.nullable(),
  finishedOn: isoDate.nullable(),
});

/** How far the reader is through a book (contracts/reading-progress.ts says how it reads). */
export const readingProgressSchema = z.object({
  page: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  updatedAt: z.string(),
});

export const shelfEntrySchema = z.object({
  id: z.uuid(),
  book: bookSummarySchema,
  status: shelfStatusSchema,
  rating: z.number().nullable(),
  /** Sanitised HTML. */
  review: z.string(),
  reviewHasSpoilers: z.boolean(),
  /** Only ever sent to the shelf's owner; empty for everyone else. */
  privateNotes: z.string(),
  ownedCopies: z.number().int(),
  dateStarted: z.string().nullable(),
  dateRead: z.string().nullable(),
  readCount: z.number().int(),
  readThroughs: z.array(readThroughSchema),
  tags: z.array(z.string()),
  /** Reading progress; null when none is recorded (see reading-progress.policy.ts). */
  progress: readingProgressSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the viewer may do with this entry (the server's shelves policy decides). */
  abilities: z.object({ canEdit: z.boolean(), canDelete: z.boolean() }),
});
export type ShelfEntry = z.infer<typeof shelfEntrySchema>;

export const shelfListQuerySchema = z.object({
  status: shelfStatusSchema.optional(),
  /** Entries rated at least this many stars. */
  minRating: z.coerce.number().min(0.5).max(5).optional(),
  tag: z.string().trim().max(60).optional(),
  sort: z.enum(shelfSorts).default('date_added'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
});
export type ShelfListQuery = z.input<typeof shelfListQuerySchema>;

export const shelfCountsSchema = z.object({
  want_to_read: z.number().int(),
  currently_reading: z.number().int(),
  read: z.number().int(),
  did_not_finish: z.number().int(),
  total: z.number().int(),
});
export type ShelfCounts = z.infer<typeof shelfCountsSchema>;

export const shelfOwnerSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});

export const shelfListSchema = z.object({
  owner: shelfOwnerSchema,
  entries: z.array(shelfEntrySchema),
  counts: shelfCountsSchema,
  tags: z.array(z.string()),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  abilities: z.object({ edit: z.boolean() }),
});
export type ShelfList = z.infer<typeof shelfListSchema>;

export const shelfPageSize = 25;

/** A review as other readers see it on a book's page. */
export const bookReviewSchema = z.object({
  id: z.uuid(),
  reviewer: shelfOwnerSchema,
  rating: z.number().nullable(),
  review: z.string(),
  reviewHasSpoilers: z.boolean(),
  status: shelfStatusSchema,
  dateRead: z.string().nullable(),
  reviewedAt: z.string(),
});
export type BookReview = z.infer<typeof bookReviewSchema>;

export const bookReviewListSchema = z.object({
  reviews: z.array(bookReviewSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});

export const bookReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
});

/** A book on a shelf, by its work id. */
export const workParamsSchema = z.object({ workId: z.uuid() });

export const shelfOwnerParamsSchema = z.object({ userId: z.uuid() });

export const readThroughParamsSchema = workParamsSchema.extend({ readThroughId: z.uuid() });

/** Up to 100 work ids, comma-separated (a page of search results). */
export const myEntriesQuerySchema = z.object({
  workIds: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.uuid()).min(1).max(100)),
});

export const myEntriesSchema = z.object({ entries: z.array(shelfEntrySchema) });

export const myEntrySchema = z.object({ entry: shelfEntrySchema.nullable() });

export const communityRatingSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** How many ratings of each whole star, 1..5 (half stars round up). */
  distribution: z.array(z.number().int()).length(5),
});
export type CommunityRatingSummary = z.infer<typeof communityRatingSchema>;
