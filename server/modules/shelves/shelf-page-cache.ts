/**
 * Shelf pages as they were sent, kept per shelf, view and query while the shelf's version
 * (migration shelf_versions) is the one they were made at. The version is read from the
 * database on every request, so a write is seen by every process the moment it commits;
 * what else a page shows — the books' titles, covers and community ratings, the owner's name —
 * may be up to `ttlMs` old. A shelf page is read far more often than its shelf changes, and
 * made afresh it is five statements and 22 KB of JSON (docs/performance.md, "API under load").
 */
import { LRUCache } from 'lru-cache';

interface CachedPage {
  version: number;
  /** UTF-8, as sent: half the memory of a JS string with any non-Latin-1 letter, outside V8's heap. */
  json: Buffer;
}

export interface ShelfPageCacheOptions {
  /** Bytes of JSON kept: a few MB; 0 keeps none. */
  maxSize: number;
  ttlMs: number;
}

export const shelfPageCacheDefaults: ShelfPageCacheOptions = {
  maxSize: 6 * 1024 * 1024,
  ttlMs: 60_000,
};

export interface ShelfPageCache {
  page(key: string, version: number | null, make: () => Promise<Buffer>): Promise<Buffer>;
}

export function createShelfPageCache(
  options: ShelfPageCacheOptions = shelfPageCacheDefaults,
): ShelfPageCache {
  if (options.maxSize <= 0) return { page: (_key, _version, make) => make() };
  const cache = new LRUCache<string, CachedPage>({
    maxSize: options.maxSize,
    sizeCalculation: (page) => page.json.length + 64,
    ttl: options.ttlMs,
  });

  return {
    /**
     * The page under `key` made at `version`, or `make()`'s, kept for next time. The version
     * must be read before the page is made: a write in between then leaves a page that is
     * newer than its version says, never older. A null version (no shelf yet) is never kept.
     */
    async page(key, version, make) {
      if (version === null) return make();
      const kept = cache.get(key);
      if (kept && kept.version === version) return kept.json;
      const json = await make();
      cache.set(key, { version, json });
      return json;
    },
  };
}
