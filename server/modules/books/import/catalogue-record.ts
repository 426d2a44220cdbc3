/** One book as any catalogue source describes it, before it becomes a work, editions and authors. */

export interface CatalogueRecord {
  /** Stable id in the source ("goodbooks:1"); importing the same source again updates, never duplicates. */
  sourceKey: string;
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
