/** Words for what an import shows: sources, statuses, and the Bookhive field each column fills. */
import type { ImportSummary } from '@contracts/shelf-imports';

export const sourceLabels: Record<ImportSummary['source'], string> = {
  goodreads: 'Goodreads',
  storygraph: 'StoryGraph',
};

export const importStatusLabels: Record<ImportSummary['status'], string> = {
  previewed: 'Not started',
  queued: 'Waiting to start',
  running: 'Importing',
  completed: 'Finished',
  failed: 'Stopped',
};

/** The server's field keys (the parsed row's fields) in a reader's words. */
const fieldLabels: Record<string, string> = {
  title: 'Title',
  authors: 'Authors',
  isbn10: 'ISBN-10',
  isbn13: 'ISBN-13',
  sourceId: 'Book id (to find the same book)',
  status: 'Shelf',
  rating: 'Your rating',
  review: 'Your review',
  reviewHasSpoilers: 'Spoiler warning',
  privateNotes: 'Private notes',
  readCount: 'Times read',
  ownedCopies: 'Owned copies',
  dateAdded: 'Date added',
  readThroughs: 'Dates read',
  tags: 'Tags (your own shelves)',
  pages: 'Pages',
  publicationYear: 'Year published',
  publisher: 'Publisher',
  format: 'Format',
};

/** The Bookhive field a column fills, or null when it is not imported. */
export function fieldLabel(field: string | null): string | null {
  if (field === null) return null;
  return fieldLabels[field] ?? field;
}
