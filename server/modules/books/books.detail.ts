/** The book page: a work found by ISBN or id, with editions, categories, ratings and where to buy it. */
import { bookPath, type BookDetail } from '../../../contracts/books.js';
import { categoryById } from '../../../contracts/categories.js';
import { isbnQuery } from '../../../contracts/isbn.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import type { CommunityRatings } from './ratings-source.js';
import { findAuthorsOfWorks, findWorkDetail, findWorkIdByIsbn } from './books.queries.js';

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

/** The work behind the last segment of a book URL: an ISBN-10/13 or, for books without one, the id. */
export async function resolveBookKey(db: Db, key: string): Promise<string> {
  if (uuidPattern.test(key)) return key;
  const isbns = isbnQuery(key);
  const workId = isbns ? await findWorkIdByIsbn(db, isbns.isbn10, isbns.isbn13) : null;
  if (!workId) throw errors.notFound('That book');
  return workId;
}

export async function loadBookDetail(
  db: Db,
  ratings: CommunityRatings,
  key: string,
  affiliateTag: string,
): Promise<BookDetail> {
  const workId = await resolveBookKey(db, key);
  const [detail, authors, community] = await Promise.all([
    findWorkDetail(db, workId),
    findAuthorsOfWorks(db, [workId]),
    ratings.summary(workId),
  ]);
  if (!detail) throw errors.notFound('That book');
  const { work } = detail;
  const primary = detail.editions[0];
  const isbn = primary?.isbn13 ?? primary?.isbn10 ?? null;
  const sourceAverage = work.sourceAverageRating === null ? null : Number(work.sourceAverageRating);
  return {
    id: work.id,
    title: work.title,
    titleSlug: work.titleSlug,
    authors: authors.map((a) => ({ name: a.name, slug: a.slug })),
    coverUrl: detail.coverStatus === 'stored' ? detail.coverStoredUrl : null,
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
    editions: detail.editions.map((e) => ({
      isbn10: e.isbn10,
      isbn13: e.isbn13,
      title: e.title,
      format: e.format,
      publisher: e.publisher,
      publicationYear: e.publicationYear,
      pages: e.pages,
    })),
    categories: detail.categories.flatMap((c) => {
      const category = categoryById(c.categoryId);
      return category
        ? [{ id: category.id, name: category.name, slug: category.slug, path: category.path }]
        : [];
    }),
    sourceRating:
      sourceAverage === null ? null : { average: sourceAverage, count: work.sourceRatingsCount },
    community,
    coverStorageStatus: detail.coverStatus ?? 'pending',
    amazonUrl: amazonUrl(primary?.isbn10 ?? null, primary?.isbn13 ?? null, affiliateTag),
  };
}
