/** Catalogue rows -> the BookSummary every list of books shows. */
import { bookPath, type BookSummary } from '../../../contracts/books.js';
import { amazonUrl } from './books.detail.js';
import type { SummaryRow } from './books.queries.js';

export interface CommunityRating {
  average: number;
  count: number;
}

/** Bookhive readers' rating when there is one, otherwise the source catalogue's. */
function ratingOf(
  row: SummaryRow,
  community: CommunityRating | undefined,
): { rating: number | null; ratingsCount: number } {
  if (community && community.count > 0)
    return { rating: Math.round(community.average * 100) / 100, ratingsCount: community.count };
  const source = row.sourceAverageRating === null ? null : Number(row.sourceAverageRating);
  return { rating: source, ratingsCount: row.sourceRatingsCount };
}

export function presentBookSummary(
  row: SummaryRow,
  affiliateTag: string,
  community?: CommunityRating,
): BookSummary {
  const isbn = row.isbn13 ?? row.isbn10;
  return {
    id: row.id,
    title: row.title,
    authors: row.authors.map((a) => ({ name: a.name, slug: a.slug })),
    // Only our stored copy is shown: covers are never hot-linked from other sites.
    coverUrl: row.coverStatus === 'stored' ? row.coverStoredUrl : null,
    ...ratingOf(row, community),
    publishedDate: row.firstPublishedYear === null ? null : String(row.firstPublishedYear),
    isbn,
    seriesName: row.seriesName,
    seriesNumber: row.seriesNumber,
    path: bookPath(row.titleSlug, isbn, row.id),
    amazonUrl: amazonUrl(row.isbn10, row.isbn13, affiliateTag),
  };
}

/** Presents rows in the order of `ids` (search ranking), skipping ids that no longer exist. */
export function presentInOrder(
  ids: string[],
  rows: SummaryRow[],
  affiliateTag: string,
  ratings: Map<string, CommunityRating> = new Map(),
): BookSummary[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentBookSummary(row, affiliateTag, ratings.get(id))] : [];
  });
}
