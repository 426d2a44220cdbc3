/** The providers the configuration enables (BOOK_PROVIDERS), combined. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.js';
import { combineProviders, type BookProviders } from './book-provider.js';
import { createGoogleBooksProvider } from './google-books.js';
import { createOpenLibraryProvider } from './open-library.js';

export function createBookProviders(
  settings: Config['bookProviders'],
  log: FastifyBaseLogger,
  fetcher: typeof fetch = fetch,
): BookProviders {
  return combineProviders(
    settings.enabled.map((name) =>
      name === 'openlibrary'
        ? createOpenLibraryProvider(settings.openLibraryUrl, fetcher)
        : createGoogleBooksProvider(settings.googleBooksUrl, settings.googleBooksApiKey, fetcher),
    ),
    log,
  );
}
