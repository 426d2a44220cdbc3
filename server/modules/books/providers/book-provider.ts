/**
 * External book catalogues (SPEC §7 unified-google-books): asked only when configured, and only
 * to fill in what the local catalogue lacks. A provider failure is logged with the §8 message
 * and gives an empty list — a search never breaks because another service is down.
 */
import type { FastifyBaseLogger } from 'fastify';
import { searchMessages } from '../../../../contracts/messages.js';
import type { CatalogueRecord } from '../import/catalogue-record.js';

export interface ProviderQuery {
  query: string;
  /** Where this page starts (load-more asks for the next page). */
  startIndex: number;
  maxResults: number;
  /** "category" searches by subject instead of free text. */
  searchType: 'general' | 'category';
}

export interface BookProvider {
  readonly name: 'openlibrary' | 'googlebooks';
  search(query: ProviderQuery, signal: AbortSignal): Promise<CatalogueRecord[]>;
}

export interface BookProviders {
  readonly enabled: boolean;
  /** Every configured provider's results, merged (one record per ISBN), never throwing. */
  search(query: ProviderQuery): Promise<CatalogueRecord[]>;
}

const timeoutMs = 8_000;

export function combineProviders(providers: BookProvider[], log: FastifyBaseLogger): BookProviders {
  return {
    enabled: providers.length > 0,
    async search(query) {
      if (!query.query.trim()) return [];
      const results = await Promise.all(
        providers.map(async (provider) => {
          try {
            return await provider.search(query, AbortSignal.timeout(timeoutMs));
          } catch (error) {
            const message =
              query.searchType === 'category'
                ? searchMessages.categoryFailed
                : query.startIndex > 0
                  ? searchMessages.loadMoreFailed
                  : searchMessages.searchFailed;
            log.warn({ err: error, provider: provider.name, query: query.query }, message);
            return [];
          }
        }),
      );
      const seen = new Set<string>();
      return results.flat().filter((record) => {
        const key = record.isbn13 ?? record.isbn10 ?? record.sourceKey;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },
  };
}

/** Fetches JSON, turning any non-2xx answer into an error the combiner logs. */
export async function fetchJson(
  url: string,
  signal: AbortSignal,
  fetcher: typeof fetch,
): Promise<unknown> {
  const response = await fetcher(url, {
    signal,
    headers: {
      accept: 'application/json',
      'user-agent': 'Bookhive/1.0 (+https://bookhive.example)',
    },
  });
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
  return response.json();
}
