/** One book as any catalogue source describes it, before it becomes a work, editions and authors. */
import { stripHtml } from '../../../platform/content.js';

/** Who brings a record: stored on the rows it creates (a later update never changes it). */
export type RecordOrigin =
  | { source: 'goodbooks' | 'open_library' | 'google_books' | 'demo_seed' }
  | { source: 'reader_import'; userId: string; importId: string }
  | { source: 'staff'; userId: string };

/** The provenance columns of a catalogue row created from a record of this origin. */
export function originFields(origin: RecordOrigin) {
  return {
    origin: origin.source,
    addedBy: 'userId' in origin ? origin.userId : null,
    addedByImportId: 'importId' in origin ? origin.importId : null,
  };
}

export interface CatalogueRecord {
  /** Stable id in the source ("goodbooks:1"); importing the same source again updates, never duplicates. */
  sourceKey: string;
  origin: RecordOrigin;
  title: string;
  originalTitle: string | null;
  seriesName: string | null;
  seriesNumber: string | null;
  authors: string[];
  description: string;
  firstPublishedYear: number | null;
  language: string | null;
  isbn10: string | null;
  isbn13: string | null;
  pages: number | null;
  publisher: string | null;
  coverSourceUrl: string | null;
  sourceAverageRating: number | null;
  sourceRatingsCount: number;
  /** Category ids of contracts/categories.ts with how strongly the book belongs to each. */
  categories: { categoryId: string; weight: number }[];
}

/** Plain text of a field from a source: no markup, white space tidied. */
function plain(value: string): string {
  return stripHtml(value).replace(/\s+/g, ' ').trim();
}

const plainOrNull = (value: string | null) => (value === null ? null : plain(value) || null);

/**
 * The record with every text field as plain text (SPEC §5: text fields are stripped of HTML).
 * Sources are hostile until cleaned: a reader's CSV can carry markup in a title or an author's
 * name, and the catalogue is shared, so the writer cleans every record, whatever its source.
 */
export function plainTextRecord(record: CatalogueRecord): CatalogueRecord {
  return {
    ...record,
    // A title that was nothing but markup still names a book, if not a useful one.
    title: plain(record.title) || 'Untitled',
    originalTitle: plainOrNull(record.originalTitle),
    seriesName: plainOrNull(record.seriesName),
    seriesNumber: plainOrNull(record.seriesNumber),
    authors: record.authors.map(plain).filter(Boolean),
    description: stripHtml(record.description).trim(),
    publisher: plainOrNull(record.publisher),
  };
}
