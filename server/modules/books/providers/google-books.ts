/** The Google Books API (volumes search) as a book provider. */
import { parseIsbn } from '../../../../contracts/isbn.js';
import { stripHtml } from '../../../platform/content.js';
import type { CatalogueRecord } from '../import/catalogue-record.js';
import { fetchJson, type BookProvider } from './book-provider.js';

interface GoogleVolume {
  id?: string;
  volumeInfo?: {
    title?: string;
    subtitle?: string;
    authors?: string[];
    publisher?: string;
    publishedDate?: string;
    description?: string;
    industryIdentifiers?: { type: string; identifier: string }[];
    pageCount?: number;
    averageRating?: number;
    ratingsCount?: number;
    language?: string;
    imageLinks?: { thumbnail?: string; smallThumbnail?: string };
  };
}

export function googleBooksRecord(volume: GoogleVolume): CatalogueRecord | null {
  const info = volume.volumeInfo;
  if (!volume.id || !info?.title) return null;
  const identifiers = info.industryIdentifiers ?? [];
  const isbn13 = identifiers.find((i) => i.type === 'ISBN_13')?.identifier;
  const isbn10 = identifiers.find((i) => i.type === 'ISBN_10')?.identifier;
  const isbns = parseIsbn(isbn13 ?? isbn10);
  const year = Number.parseInt(info.publishedDate?.slice(0, 4) ?? '', 10);
  const cover = info.imageLinks?.thumbnail ?? info.imageLinks?.smallThumbnail;
  return {
    sourceKey: `googlebooks:${volume.id}`,
    origin: { source: 'google_books' },
    title: info.title,
    originalTitle: null,
    seriesName: null,
    seriesNumber: null,
    authors: info.authors ?? [],
    description: info.description ? stripHtml(info.description).slice(0, 5_000) : '',
    firstPublishedYear: Number.isFinite(year) ? year : null,
    language: info.language ?? null,
    ...isbns,
    pages: info.pageCount ?? null,
    publisher: info.publisher ?? null,
    // Google serves thumbnails over http; the https form works the same.
    coverSourceUrl: cover ? cover.replace(/^http:/, 'https:') : null,
    sourceAverageRating: info.averageRating ?? null,
    sourceRatingsCount: info.ratingsCount ?? 0,
    categories: [],
  };
}

export function createGoogleBooksProvider(
  baseUrl: string,
  apiKey: string | undefined,
  fetcher: typeof fetch = fetch,
): BookProvider {
  return {
    name: 'googlebooks',
    async search(query, signal) {
      const params = new URLSearchParams({
        q: query.searchType === 'category' ? `subject:${query.query}` : query.query,
        startIndex: String(query.startIndex),
        maxResults: String(Math.min(40, query.maxResults)),
        printType: 'books',
        ...(apiKey ? { key: apiKey } : {}),
      });
      const body = (await fetchJson(`${baseUrl}/volumes?${params}`, signal, fetcher)) as {
        items?: GoogleVolume[];
      };
      return (body.items ?? []).flatMap((volume) => googleBooksRecord(volume) ?? []);
    },
  };
}
