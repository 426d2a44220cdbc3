/**
 * Two app processes on one database, for the tests that a live event crosses from one to the
 * other: registers the setup and teardown in the calling `describe`. On PGlite there is no
 * second process (the embedded database is one process's), so `second()` is null there.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';
import { openSameDatabase } from './test-database.js';

export function twoAppsOnOneDatabase(): { first: () => TestApp; second: () => TestApp | null } {
  let first: TestApp;
  let second: TestApp | null = null;
  beforeAll(async () => {
    first = await createTestApp();
    const shared = await openSameDatabase(first.database);
    if (shared) second = await createTestApp({}, { database: shared });
  });
  afterAll(async () => {
    if (second) {
      await second.close();
      await second.database.close();
    }
    await first.close();
  });
  return { first: () => first, second: () => second };
}
