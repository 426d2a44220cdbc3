/**
 * Things made from the database kept between requests while the version they were made at is
 * still the current one. The caller reads the version from the database on every request, so
 * a write is seen by every process the moment it commits; `ttlMs` bounds how old whatever the
 * version does not cover (names, titles from other modules) may get. Used for shelf pages and
 * forum thread pages: read far more often than they change, and costly to make afresh.
 */
import { LRUCache } from 'lru-cache';

interface Kept<T> {
  version: string | number;
  value: T;
}

export interface VersionedCacheOptions {
  /** Size kept, in the units `sizeOf` measures (bytes of JSON); 0 keeps nothing. */
  maxSize: number;
  ttlMs: number;
}

export interface VersionedCache<T> {
  /**
   * The value under `key` made at `version`, or `make()`'s, kept for next time. The version
   * must be read before the value is made: a write in between then leaves a value that is
   * newer than its version says, never older. A null version (nothing to version yet) is
   * never kept.
   */
  get(key: string, version: string | number | null, make: () => Promise<T>): Promise<T>;
  /** The value kept under `key` at `version`, if there is one: for callers that make in batches. */
  peek(key: string, version: string | number): T | undefined;
  /** Keeps `value`, made at `version` (read before it was made, as for `get`). */
  set(key: string, version: string | number, value: T): void;
}

export function createVersionedCache<T extends object>(
  options: VersionedCacheOptions,
  sizeOf: (value: T) => number,
): VersionedCache<T> {
  if (options.maxSize <= 0) {
    return { get: (_key, _version, make) => make(), peek: () => undefined, set: () => undefined };
  }
  const cache = new LRUCache<string, Kept<T>>({
    maxSize: options.maxSize,
    sizeCalculation: (kept) => Math.max(1, sizeOf(kept.value) + 64),
    ttl: options.ttlMs,
  });
  const peek = (key: string, version: string | number) => {
    const kept = cache.get(key);
    return kept && kept.version === version ? kept.value : undefined;
  };
  const set = (key: string, version: string | number, value: T) => {
    cache.set(key, { version, value });
  };
  return {
    async get(key, version, make) {
      if (version === null) return make();
      const known = peek(key, version);
      if (known !== undefined) return known;
      const value = await make();
      set(key, version, value);
      return value;
    },
    peek,
    set,
  };
}
