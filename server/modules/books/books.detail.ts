/** The book page: a work found by ISBN or id, with editions, categories, ratings and where to buy it. */
import { bookPath, type BookDetail } from '../../../contracts/books.js';
import { categoryById } from '../../../contracts/categories.js';
import { isbnQuery } from '../../../contracts/isbn.js';
import type { CommunityRatingSummary } from '../../../contracts/shelves.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import { prepareBookPage, type BookPageRow } from './books.queries.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "View on Amazon": the product page by ISBN-10, or a search by ISBN-13, with our affiliate tag. */
export function amazonUrl(
  isbn10: string | null,
  isbn13: string | null,
  tag: string,
): string | null {
  if (isbn10) return `https://www.amazon.com/dp/${isbn10}?tag=${encodeURIComponent(tag)}`;
  if (isbn13)
    return `https://www.amazon.com/s?k=${isbn13}&i=stripbooks&tag=${encodeURIComponent(tag)}`;
  return null;
}

/** The key a book URL ends with: an ISBN-10/13 or, for books without one, the work's id. */
function bookKey(key: string) {
  if (uuidPattern.test(key)) return { workId: key, isbn10: null, isbn13: null };
  const isbns = isbnQuery(key);
  return isbns ? { workId: null, ...isbns } : null;
}

/** Bookhive readers' ratings: the exact (half-star) average, and how many gave each whole star. */
function communityRatings(community: BookPageRow['community']): CommunityRatingSummary {
  if (!community) return { average: null, count: 0, distribution: [0, 0, 0, 0, 0] };
  return {
    average: Math.round(community.average * 100) / 100,
    count: community.count,
    distribution: community.distribution,
  };
}

export function createBookDetailLoader(db: Db, affiliateTag: () => string) {
  const bookPage = prepareBookPage(db);
  return async (key: string): Promise<BookDetail> => {
    const wanted = bookKey(key);
    const row = wanted ? await bookPage(wanted) : null;
    if (!row) throw errors.notFound('That book');
    return presentBookDetail(row, affiliateTag());
  };
}

function presentBookDetail(work: BookPageRow, affiliateTag: string): BookDetail {
  const community = communityRatings(work.community);
  const primary = work.editions[0];
  const isbn = primary?.isbn13 ?? primary?.isbn10 ?? null;
  const sourceAverage = work.sourceAverageRating === null ? null : Number(work.sourceAverageRating);
  return {
    id: work.id,
    title: work.title,
    titleSlug: work.titleSlug,
    authors: work.authors,
    coverUrl: work.coverStatus === 'stored' ? work.coverStoredUrl : null,
    rating: community.count > 0 ? community.average : sourceAverage,
    ratingsCount: community.count > 0 ? community.count : work.sourceRatingsCount,
    publishedDate: work.firstPublishedYear === null ? null : String(work.firstPublishedYear),
    isbn,
    seriesName: work.seriesName,
    seriesNumber: work.seriesNumber,
    path: bookPath(work.titleSlug, isbn, work.id),
    originalTitle: work.originalTitle,
    description: work.description,
    pages: primary?.pages ?? null,
    publisher: primary?.publisher ?? null,
    language: work.language,
    editions: work.editions,
    categories: work.categoryIds.flatMap((id) => {
      const category = categoryById(id);
      return category
        ? [{ id: category.id, name: category.name, slug: category.slug, path: category.path }]
        : [];
    }),
    sourceRating:
      sourceAverage === null ? null : { average: sourceAverage, count: work.sourceRatingsCount },
    community,
    coverStorageStatus: work.coverStatus ?? 'pending',
    amazonUrl: amazonUrl(primary?.isbn10 ?? null, primary?.isbn13 ?? null, affiliateTag),
  };
}
