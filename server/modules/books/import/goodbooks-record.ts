/**
 * A row of goodbooks-10k's books.csv as a CatalogueRecord, with the dataset's quirks handled
 * (see ../shared/data/README.md): ISBN-10 without leading zeros, ISBN-13 as a float that lost
 * its check digit, years as floats (negative for BCE), series inside the title, placeholder
 * covers.
 */
import { isbn13CheckDigit, parseIsbn } from '../../../../contracts/isbn.js';
import type { CatalogueRecord } from './catalogue-record.js';

/** "The Hunger Games (The Hunger Games, #1)" -> title, series and number. */
export function splitSeries(fullTitle: string): {
  title: string;
  seriesName: string | null;
  seriesNumber: string | null;
} {
  const match = /^(.*\S)\s*\(([^()]+?),?\s+#([\d.]+(?:-[\d.]+)?)\)\s*$/.exec(fullTitle.trim());
  if (!match?.[1] || !match[2] || !match[3])
    return { title: fullTitle.trim(), seriesName: null, seriesNumber: null };
  return { title: match[1].trim(), seriesName: match[2].trim(), seriesNumber: match[3] };
}

/** "9.78043902348e+12" keeps 12 significant digits: the ISBN-13 without its check digit. */
export function isbn13FromFloat(raw: string): string | null {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) return null;
  const first12 = Math.round(value / 10).toString();
  if (!/^97[89]\d{9}$/.test(first12)) return null;
  return first12 + isbn13CheckDigit(first12);
}

function yearOf(raw: string | undefined): number | null {
  const value = Number.parseFloat(raw ?? '');
  return Number.isFinite(value) && value !== 0 && Math.abs(value) < 3000 ? Math.trunc(value) : null;
}

function languageOf(code: string | undefined): string | null {
  const value = (code ?? '').trim();
  if (!value) return null;
  // English is split across eng/en-US/en-GB/en-CA in this dataset.
  return value.startsWith('en') ? 'en' : value;
}

export type GoodbooksRow = Record<string, string | undefined>;

export function goodbooksRecord(row: GoodbooksRow): CatalogueRecord | { error: string } {
  const bookId = row.book_id?.trim();
  const fullTitle = row.title?.trim() || row.original_title?.trim();
  if (!bookId) return { error: 'no book_id' };
  if (!fullTitle) return { error: `book ${bookId} has no title` };
  const { title, seriesName, seriesNumber } = splitSeries(fullTitle);
  const fromIsbn10 = parseIsbn(row.isbn);
  const isbn13 = fromIsbn10.isbn13 ?? (row.isbn13 ? isbn13FromFloat(row.isbn13) : null);
  const image = row.image_url?.trim() ?? '';
  const ratings = Number.parseInt(row.work_ratings_count ?? row.ratings_count ?? '0', 10);
  const average = Number.parseFloat(row.average_rating ?? '');
  const originalTitle = row.original_title?.trim() || null;
  return {
    sourceKey: `goodbooks:${bookId}`,
    origin: { source: 'goodbooks' },
    title,
    originalTitle: originalTitle && originalTitle !== title ? originalTitle : null,
    seriesName,
    seriesNumber,
    authors: (row.authors ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    description: '',
    firstPublishedYear: yearOf(row.original_publication_year),
    language: languageOf(row.language_code),
    isbn10: fromIsbn10.isbn10,
    isbn13,
    pages: null,
    publisher: null,
    coverSourceUrl: image && !image.includes('nophoto') ? image : null,
    sourceAverageRating: Number.isFinite(average) ? average : null,
    sourceRatingsCount: Number.isFinite(ratings) ? ratings : 0,
    categories: [],
  };
}
