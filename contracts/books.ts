/** The catalogue API: search results, book pages, categories and authors (SPEC §3, §4, §5). */
import { searchLimits } from './constants.js';
import { paths } from './paths.js';
import { searchQueryMaxLength } from './search-limits.js';
import { z } from './zod.js';

export const authorRefSchema = z.object({ name: z.string(), slug: z.string() });

/** SPEC §3 "Book search result": id, title, authors, coverUrl, rating, publishedDate, isbn — plus what a page needs to link it. */
export const bookSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  authors: z.array(authorRefSchema),
  coverUrl: z.string().nullable(),
  /** Average rating in stars (Bookhive readers where there are any, else the source catalogue's). */
  rating: z.number().nullable(),
  ratingsCount: z.number().int(),
  publishedDate: z.string().nullable(),
  isbn: z.string().nullable(),
  seriesName: z.string().nullable(),
  seriesNumber: z.string().nullable(),
  /** The book page: /book/{titleSlug}/{isbn or id}. */
  path: z.string(),
  /** View on Amazon, with the affiliate tag; null when the book has no ISBN. */
  amazonUrl: z.string().nullable(),
});
export type BookSummary = z.infer<typeof bookSummarySchema>;

export { searchQueryMaxLength } from './search-limits.js';

export const bookSearchQuerySchema = z.object({
  q: z.string().trim().max(searchQueryMaxLength),
  page: z.coerce.number().int().min(1).max(400).default(1),
});

export const bookSearchResultSchema = z.object({
  books: z.array(bookSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** True when a page came back full (SPEC §4: hasMore when a page is full at 25). */
  hasMore: z.boolean(),
  /** When the words were misspelt: what was searched instead ("harry poter" -> "harry potter"). */
  correctedQuery: z.string().nullable(),
});
export type BookSearchResult = z.infer<typeof bookSearchResultSchema>;

export const popularBooksQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

export const popularBooksSchema = z.object({ books: z.array(bookSummarySchema) });

/** A book by ISBN-10, ISBN-13 or work id. */
export const bookKeyParamsSchema = z.object({ key: z.string().min(1).max(60) });

export const categoryParamsSchema = z.object({ slug: z.string().max(120) });

export const pageSize = searchLimits.pageSize;

/** /book/{titleSlug}/{isbn13, or the work id when the book has no ISBN}. */
export function bookPath(titleSlug: string, isbn: string | null, id: string): string {
  return paths.book(titleSlug || 'book', isbn ?? id);
}

export const categoryRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  path: z.array(z.string()),
});

/**
 * The category taxonomy as the web draws it (GET /api/categories): the three levels as a tree,
 * named by slug (unique across the taxonomy), with the icon of each top-level category. It
 * travels as data rather than in the app's JavaScript, so only the pages that draw it pay for it.
 */
export const categoryLeafSchema = z.object({ name: z.string(), slug: z.string() });
export const categoryBranchSchema = categoryLeafSchema.extend({
  children: z.array(categoryLeafSchema),
});
export const topCategorySchema = categoryBranchSchema.extend({
  /** A symbol of the category icon sprite (web/features/books/assets). */
  icon: z.string(),
  children: z.array(categoryBranchSchema),
});
export const quickCategoryPillSchema = z.object({
  name: z.string(),
  icon: z.string(),
  categorySlug: z.string(),
});
export const categoryTaxonomySchema = z.object({
  categories: z.array(topCategorySchema),
  quickPills: z.array(quickCategoryPillSchema),
});
export type CategoryLeaf = z.infer<typeof categoryLeafSchema>;
export type TopCategory = z.infer<typeof topCategorySchema>;
export type CategoryTaxonomy = z.infer<typeof categoryTaxonomySchema>;

export const editionSchema = z.object({
  isbn10: z.string().nullable(),
  isbn13: z.string().nullable(),
  title: z.string(),
  format: z.string().nullable(),
  publisher: z.string().nullable(),
  publicationYear: z.number().int().nullable(),
  pages: z.number().int().nullable(),
});

/** The book page (/book/{titleSlug}/{isbn}). */
export const bookDetailSchema = bookSummarySchema.extend({
  titleSlug: z.string(),
  originalTitle: z.string().nullable(),
  description: z.string(),
  pages: z.number().int().nullable(),
  publisher: z.string().nullable(),
  language: z.string().nullable(),
  editions: z.array(editionSchema),
  categories: z.array(categoryRefSchema),
  /** The source catalogue's rating, shown apart from Bookhive readers' own. */
  sourceRating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  community: z.object({
    average: z.number().nullable(),
    count: z.number().int(),
    distribution: z.array(z.number().int()),
  }),
  coverStorageStatus: z.enum(['pending', 'migrating', 'stored', 'failed']),
});
export type BookDetail = z.infer<typeof bookDetailSchema>;

export const categoryBooksQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(400).default(1),
});

export const categoryBooksSchema = z.object({
  category: categoryRefSchema,
  books: z.array(bookSummarySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
  /** How many books the catalogue has in this category. */
  total: z.number().int(),
});
export type CategoryBooks = z.infer<typeof categoryBooksSchema>;

export const authorSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  photoUrl: z.string().nullable(),
  bookCount: z.number().int(),
  verified: z.boolean(),
  /** Titles of their best-known books, for the directory. */
  knownFor: z.array(z.string()),
});
export type AuthorSummary = z.infer<typeof authorSummarySchema>;

export const authorListQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(400).default(1),
});

export const authorListSchema = z.object({
  authors: z.array(authorSummarySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});

export const authorPageSchema = z.object({
  author: authorSummarySchema.extend({ bio: z.string(), website: z.string().nullable() }),
  books: z.array(bookSummarySchema),
  abilities: z.object({ claimBooks: z.boolean(), edit: z.boolean() }),
});
export type AuthorPage = z.infer<typeof authorPageSchema>;

export const authorSlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });

/** Admin: how many book pages are in each cover storage status (SPEC §4). */
export const coverStatusCountsSchema = z.object({
  pending: z.number().int(),
  migrating: z.number().int(),
  stored: z.number().int(),
  failed: z.number().int(),
});
export type CoverStatusCounts = z.infer<typeof coverStatusCountsSchema>;

export const coverStatusResponseSchema = z.object({
  counts: coverStatusCountsSchema,
  abilities: z.object({ startMigration: z.boolean() }),
});

/** Admin: start a `book-cover-migration` run (SPEC §7). */
export const coverMigrationRequestSchema = z.object({
  batchSize: z.number().int().min(1).max(100).default(10),
  /** Store every cover again, even those already stored. */
  forceRemigrate: z.boolean().default(false),
});
export type CoverMigrationRequest = z.infer<typeof coverMigrationRequestSchema>;

export const coverMigrationQueuedSchema = z.object({ queued: z.literal(true) });
