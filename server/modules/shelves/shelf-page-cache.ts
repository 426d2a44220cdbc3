/**
 * Shelf pages as they were sent, kept per shelf, view and query while the shelf's version
 * (migration shelf_versions) is the one they were made at (platform/versioned-cache.ts). What
 * else a page shows — the books' titles, covers and community ratings, the owner's name — may
 * be up to `ttlMs` old. A shelf page is read far more often than its shelf changes, and made
 * afresh it is five statements and 22 KB of JSON (docs/performance.md, "API under load").
 */
import {
  createVersionedCache,
  type VersionedCacheOptions,
} from '../../platform/versioned-cache.js';

export type ShelfPageCacheOptions = VersionedCacheOptions;

export const shelfPageCacheDefaults: ShelfPageCacheOptions = {
  maxSize: 6 * 1024 * 1024,
  ttlMs: 60_000,
};

export interface ShelfPageCache {
  page(key: string, version: number | null, make: () => Promise<Buffer>): Promise<Buffer>;
}

/** Pages kept as UTF-8 JSON: half the memory of a JS string with any non-Latin-1 letter, outside V8's heap. */
export function createShelfPageCache(
  options: ShelfPageCacheOptions = shelfPageCacheDefaults,
): ShelfPageCache {
  const cache = createVersionedCache<Buffer>(options, (json) => json.length);
  return { page: (key, version, make) => cache.get(key, version, make) };
}
