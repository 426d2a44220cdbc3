/** Use cases of the catalogue: lists of books, a book's page, categories. */
import { LRUCache } from 'lru-cache';
import {
  bookPath,
  pageSize,
  type BookSummary,
  type CategoryBooks,
} from '../../../contracts/books.js';
import { categoryBySlug } from '../../../contracts/categories.js';
import { categoryQuery } from '../../../contracts/category-queries.js';
import { errors } from '../../platform/errors.js';
import { createBookDetailLoader } from './books.detail.js';
import { writeCatalogueBatch } from './import/catalogue-writer.js';
import type { BookProviders } from './providers/book-provider.js';
import type { Db } from '../../platform/db/database.js';
import {
  findPageCount,
  findReadingFacts,
  findPopularWorkIds,
  findWorkIdsInCategory,
  prepareSummaryRows,
} from './books.queries.js';
import { presentInOrder } from './books.presenter.js';
import { genresOf } from './work-genres.js';
import { workRanges, worksInRange } from './sitemap.queries.js';
import type { SitemapPage } from '../../platform/sitemap-page.js';
import {
  findOrAddReaderBook,
  type ReaderBook,
  type ReaderImport,
} from './import/reader-book-match.js';

export interface BooksDeps {
  db: Db;
  /** The Amazon associate tag "View on Amazon" links carry now (affiliates.service.ts). */
  amazonAffiliateTag: () => string;
  /** External catalogues (Open Library, Google Books), when configured. */
  providers?: BookProviders;
}

export type BooksService = ReturnType<typeof createBooksService>;

/**
 * How long a question put to the external catalogues is not put again. What they answered is
 * in our catalogue by then, so asking again (a reader typing, a thin category reloaded) would
 * only cost their quota and our writes. A failed call is not told apart from an empty answer
 * (the combiner swallows failures), so this is also how long an outage is not retried.
 */
const providerQuietMs = 5 * 60_000;

export function createBooksService({ db, amazonAffiliateTag, providers }: BooksDeps) {
  /** Summaries of works in the order given; unknown ids are left out. */
  const summaryRows = prepareSummaryRows(db);
  async function summaries(workIds: string[]): Promise<BookSummary[]> {
    const rows = await summaryRows(workIds);
    const community = new Map(
      rows.flatMap((row) => (row.community ? [[row.id, row.community]] : [])),
    );
    return presentInOrder(workIds, rows, amazonAffiliateTag(), community);
  }

  const recentlyAsked = new LRUCache<string, true>({ max: 10_000, ttl: providerQuietMs });

  /**
   * Asks the external catalogues for a page of results and adds what they find to ours (one work
   * per ISBN), so those books get pages and can be shelved. Returns the works, in their order;
   * none when the same question was asked within `providerQuietMs`.
   */
  async function fromProviders(
    query: string,
    page: number,
    searchType: 'general' | 'category',
    categoryId?: string,
  ): Promise<string[]> {
    if (!providers?.enabled) return [];
    const question = [searchType, categoryId ?? '', query.trim().toLowerCase(), page].join('|');
    if (recentlyAsked.has(question)) return [];
    recentlyAsked.set(question, true);
    const records = await providers.search({
      query,
      startIndex: (page - 1) * pageSize,
      maxResults: pageSize,
      searchType,
    });
    if (records.length === 0) return [];
    const placed = categoryId
      ? records.map((r) => ({ ...r, categories: [{ categoryId, weight: 0.5 }] }))
      : records;
    return (await writeCatalogueBatch(db, placed, { replaceCategories: categoryId !== undefined }))
      .workIds;
  }

  return {
    summaries,
    fromProviders,

    /**
     * What reading statistics need of some works: each one's page count (null when unknown)
     * and genres (work-genres.ts). Unknown ids are left out.
     */
    async readingFacts(
      workIds: string[],
    ): Promise<{ workId: string; pages: number | null; genres: string[] }[]> {
      const rows = await findReadingFacts(db, [...new Set(workIds)]);
      return rows.map((row) => ({
        workId: row.workId,
        pages: row.pages,
        genres: genresOf(row.categoryIds),
      }));
    },

    /** A work's page count (its primary edition's), or null when the catalogue does not know. */
    pageCount: (workId: string) => findPageCount(db, workId),

    /**
     * The catalogue work a book from another app is (by ISBN, then title and author), added when
     * missing, as added by that reader's import.
     */
    findOrAddReaderBook: (book: ReaderBook, from: ReaderImport) =>
      findOrAddReaderBook(db, book, from),

    async popular(limit: number): Promise<BookSummary[]> {
      return summaries(await findPopularWorkIds(db, limit));
    },

    /** The book page, by ISBN-10, ISBN-13 or (for books without one) the work id. */
    detail: createBookDetailLoader(db, amazonAffiliateTag),

    /** A page of a category's books, most popular first (§5: an empty category never searches). */
    async inCategory(slug: string, page: number): Promise<CategoryBooks> {
      const category = slug.trim() ? categoryBySlug(slug) : undefined;
      if (!category) throw errors.notFound('That category');
      const load = () =>
        findWorkIdsInCategory(db, category.id, pageSize + 1, (page - 1) * pageSize);
      let { ids, total } = await load();
      if (ids.length < pageSize && providers?.enabled) {
        // A thin category is topped up from the external catalogues, by the category's first query.
        const query = categoryQuery(category.id).split(/\s+OR\s+/i)[0] || category.name;
        if ((await fromProviders(query, 1, 'category', category.id)).length > 0)
          ({ ids, total } = await load());
      }
      return {
        category: {
          id: category.id,
          name: category.name,
          slug: category.slug,
          path: category.path,
        },
        books: await summaries(ids.slice(0, pageSize)),
        page,
        hasMore: ids.length > pageSize,
        total,
      };
    },

    /** Book pages for the sitemap: the works in ranges of `size`, and the pages of one range. */
    sitemap: {
      ranges: (size: number) => workRanges(db, size),
      async pages(from: string | null, before: string | null): Promise<SitemapPage[]> {
        const rows = await worksInRange(db, from, before);
        return rows.map((row) => ({
          path: bookPath(row.titleSlug, row.isbn13 ?? row.isbn10, row.id),
          lastModified: row.updatedAt,
        }));
      },
    },
  };
}
