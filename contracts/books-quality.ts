/** Admin → Books quality: the books readers added to the shared catalogue through their imports. */
import { authorRefSchema } from './books.js';
import { importSources } from './shelf-imports.js';
import { z } from './zod.js';

export const readerAddedBooksQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const readerAddedBookSchema = z.object({
  book: z.object({
    id: z.uuid(),
    title: z.string(),
    authors: z.array(authorRefSchema),
    isbn: z.string().nullable(),
    /** The public book page. */
    path: z.string(),
  }),
  /** The reader who added it; null once their account is deleted (it stays "a reader"). */
  addedBy: z.object({ id: z.uuid(), username: z.string(), fullName: z.string() }).nullable(),
  addedAt: z.string(),
  /** The import it came from; null once that import is no longer kept (docs/operations.md). */
  fromImport: z
    .object({
      id: z.uuid(),
      source: z.enum(importSources),
      fileName: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type ReaderAddedBook = z.infer<typeof readerAddedBookSchema>;

export const readerAddedBooksSchema = z.object({
  books: z.array(readerAddedBookSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReaderAddedBooks = z.infer<typeof readerAddedBooksSchema>;
