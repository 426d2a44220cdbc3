/** Open Library's search API (https://openlibrary.org/dev/docs/api/search) as a book provider. */
import { parseIsbn } from '../../../../contracts/isbn.js';
import type { CatalogueRecord } from '../import/catalogue-record.js';
import { fetchJson, type BookProvider } from './book-provider.js';

interface OpenLibraryDoc {
  key?: string;
  title?: string;
  author_name?: string[];
  first_publish_year?: number;
  isbn?: string[];
  number_of_pages_median?: number;
  cover_i?: number;
  publisher?: string[];
  ratings_average?: number;
  ratings_count?: number;
  language?: string[];
}

function bestIsbn(isbns: string[] = []) {
  const parsed = isbns.map(parseIsbn).filter((i) => i.isbn13 !== null);
  return parsed.find((i) => i.isbn10 !== null) ?? parsed[0] ?? { isbn10: null, isbn13: null };
}

export function openLibraryRecord(doc: OpenLibraryDoc): CatalogueRecord | null {
  if (!doc.key || !doc.title) return null;
  const isbns = bestIsbn(doc.isbn);
  return {
    sourceKey: `openlibrary:${doc.key}`,
    origin: { source: 'open_library' },
    title: doc.title,
    originalTitle: null,
    seriesName: null,
    seriesNumber: null,
    authors: doc.author_name ?? [],
    description: '',
    firstPublishedYear: doc.first_publish_year ?? null,
    language: doc.language?.includes('eng') ? 'en' : (doc.language?.[0] ?? null),
    ...isbns,
    pages: doc.number_of_pages_median ?? null,
    publisher: doc.publisher?.[0] ?? null,
    coverSourceUrl: doc.cover_i ? `https://covers.openlibrary.org/b/id/${doc.cover_i}-L.jpg` : null,
    sourceAverageRating: doc.ratings_average ? Math.round(doc.ratings_average * 100) / 100 : null,
    sourceRatingsCount: doc.ratings_count ?? 0,
    categories: [],
  };
}

export function createOpenLibraryProvider(
  baseUrl: string,
  fetcher: typeof fetch = fetch,
): BookProvider {
  return {
    name: 'openlibrary',
    async search(query, signal) {
      const params = new URLSearchParams({
        [query.searchType === 'category' ? 'subject' : 'q']: query.query,
        offset: String(query.startIndex),
        limit: String(query.maxResults),
        fields:
          'key,title,author_name,first_publish_year,isbn,number_of_pages_median,cover_i,publisher,ratings_average,ratings_count,language',
      });
      const body = (await fetchJson(`${baseUrl}/search.json?${params}`, signal, fetcher)) as {
        docs?: OpenLibraryDoc[];
      };
      return (body.docs ?? []).flatMap((doc) => openLibraryRecord(doc) ?? []);
    },
  };
}
