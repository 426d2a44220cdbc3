/** Schemas of the shelf, review, import and export endpoints. */
import {
  importIdParamsSchema,
  importListSchema,
  importPreviewSchema,
  importRowFixSchema,
  importRowParamsSchema,
  importRowResultSchema,
  importRowsQuerySchema,
  importRowsSchema,
  importSummarySchema,
} from '../shelf-imports.js';
import {
  bookReviewListSchema,
  bookReviewsQuerySchema,
  myEntriesQuerySchema,
  myEntriesSchema,
  myEntrySchema,
  readThroughInputSchema,
  readThroughParamsSchema,
  shelfEntrySchema,
  shelfEntryUpdateSchema,
  shelfListQuerySchema,
  shelfListSchema,
  shelfOwnerParamsSchema,
  workParamsSchema,
} from '../shelves.js';
import { readingProgressUpdateSchema } from '../reading-progress.schemas.js';
import type { SchemaTable } from './schema-table.js';
import type { shelvesEndpoints } from './shelves.js';

export const shelvesSchemas = {
  mine: {
    summary: 'My shelf: filtered, sorted, 25 a page, with counts per status',
    query: shelfListQuerySchema,
    response: shelfListSchema,
  },
  ofUser: {
    summary: "A reader's public shelf",
    params: shelfOwnerParamsSchema,
    query: shelfListQuerySchema,
    response: shelfListSchema,
  },
  myEntries: {
    summary: 'My entries for up to 100 books (those I have shelved)',
    query: myEntriesQuerySchema,
    response: myEntriesSchema,
  },
  myEntry: {
    summary: 'My entry for a book, or null',
    params: workParamsSchema,
    response: myEntrySchema,
  },
  saveEntry: {
    summary: 'Shelve a book, or change its status, rating, review, dates, notes or tags',
    params: workParamsSchema,
    body: shelfEntryUpdateSchema,
    response: shelfEntrySchema,
  },
  removeEntry: {
    summary: 'Take a book off my shelf',
    params: workParamsSchema,
    response: null,
    status: 204,
  },
  setProgress: {
    summary:
      'Set how far I am through a book (a page or a percent); a book not on my shelf goes on Currently reading',
    params: workParamsSchema,
    body: readingProgressUpdateSchema,
    response: shelfEntrySchema,
  },
  clearProgress: {
    summary: 'Forget my progress through a book (it stays on my shelf)',
    params: workParamsSchema,
    response: shelfEntrySchema,
  },
  addReadThrough: {
    summary: 'Record another reading (a re-read) of a shelved book',
    params: workParamsSchema,
    body: readThroughInputSchema,
    response: shelfEntrySchema,
  },
  removeReadThrough: {
    summary: 'Remove one reading of a shelved book',
    params: readThroughParamsSchema,
    response: shelfEntrySchema,
  },
  reviews: {
    summary: "Bookhive readers' reviews of a book",
    params: workParamsSchema,
    query: bookReviewsQuerySchema,
    response: bookReviewListSchema,
  },
  uploadImport: {
    summary: 'Upload a Goodreads or StoryGraph export and preview it (multipart field "file")',
    consumes: ['multipart/form-data'],
    response: importPreviewSchema,
  },
  imports: { summary: 'My recent imports', response: importListSchema },
  importStatus: {
    summary: "An import's progress and outcome counts",
    params: importIdParamsSchema,
    response: importSummarySchema,
  },
  importPreview: {
    summary: 'The preview of an import not started yet, again',
    params: importIdParamsSchema,
    response: importPreviewSchema,
  },
  startImport: {
    summary: 'Import the previewed rows (runs in the background)',
    params: importIdParamsSchema,
    response: importSummarySchema,
  },
  importRows: {
    summary: 'What became of each row',
    params: importIdParamsSchema,
    query: importRowsQuerySchema,
    response: importRowsSchema,
  },
  fixImportRow: {
    summary: 'Fix a row: point it at the right book or give its ISBN',
    params: importRowParamsSchema,
    body: importRowFixSchema,
    response: importRowResultSchema,
  },
  exportCsv: {
    summary: 'My whole shelf as a CSV in the Goodreads layout',
    produces: ['text/csv'],
    response: null,
  },
} as const satisfies SchemaTable<typeof shelvesEndpoints>;
