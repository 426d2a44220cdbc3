/** One book as any catalogue source describes it, before it becomes a work, editions and authors. */

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
