import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import type { JobRunner } from '../../../platform/jobs.js';
import { createLocalStorage } from '../../../platform/storage.js';
import { startLocalHttpServer, type LocalHttpServer } from '../../../test/local-http-server.js';
import { openTestDatabase } from '../../../test/test-database.js';
import type { CatalogueRecord } from '../import/catalogue-record.js';
import { writeCatalogueBatch } from '../import/catalogue-writer.js';
import { migrateCoverBatch, coverMigrationQueueDefinition } from './cover-migration.js';
import { countCoverStatuses } from './covers.queries.js';

function record(key: string, coverSourceUrl: string | null, ratings: number): CatalogueRecord {
  return {
    sourceKey: key,
    origin: { source: 'goodbooks' },
    title: `Book ${key}`,
    originalTitle: null,
    seriesName: null,
    seriesNumber: null,
    authors: ['Test Author'],
    description: '',
    firstPublishedYear: 2000,
    language: 'en',
    isbn10: null,
    isbn13: null,
    pages: null,
    publisher: null,
    coverSourceUrl,
    sourceAverageRating: 4,
    sourceRatingsCount: ratings,
    categories: [],
  };
}

describe('book cover migration', () => {
  let database: DatabaseHandle;
  let server: LocalHttpServer;
  let base: string;
  let uploads: string;
  const sent: { queue: string; data: unknown }[] = [];
  const jobs = {
    send: async (queue: string, data: object) => void sent.push({ queue, data }),
  } as unknown as JobRunner;

  beforeAll(async () => {
    const png = await sharp({
      create: { width: 300, height: 450, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const pixel = await sharp({
      create: { width: 1, height: 1, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    server = await startLocalHttpServer((req, res) => {
      if (req.url === '/cover.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else if (req.url === '/pixel.png')
        res.writeHead(200, { 'content-type': 'image/png' }).end(pixel);
      else if (req.url === '/not-an-image.png')
        res.writeHead(200, { 'content-type': 'image/png' }).end('<html>nope</html>');
      else res.writeHead(404).end();
    });
    base = server.url;
  });
  afterAll(() => server.close());

  // Each test starts from the same five pending books, whatever ran before it.
  beforeEach(async () => {
    database = await openTestDatabase();
    uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-covers-'));
    sent.length = 0;
    await writeCatalogueBatch(
      database.db,
      [
        record('good', `${base}/cover.png`, 1000),
        record('missing', `${base}/gone.png`, 900),
        record('html', `${base}/not-an-image.png`, 800),
        record('pixel', `${base}/pixel.png`, 700),
        record('none', null, 600),
      ],
      { replaceCategories: false },
    );
  });
  afterEach(async () => {
    await database.close();
    await fs.rm(uploads, { recursive: true, force: true });
  });

  it('starts with every page pending', async () => {
    expect(await countCoverStatuses(database.db)).toEqual({
      pending: 5,
      migrating: 0,
      stored: 0,
      failed: 0,
    });
  });

  it('stores good covers as resized WebP copies and marks the rest failed, in batches', async () => {
    const deps = {
      db: database.db,
      storage: createLocalStorage(uploads),
      jobs,
      log: pino({ level: 'silent' }),
    };
    expect(await migrateCoverBatch(deps, { batchSize: 2, forceRemigrate: false })).toEqual({
      stored: 1,
      failed: 1,
    });
    expect(await countCoverStatuses(database.db)).toMatchObject({
      pending: 3,
      stored: 1,
      failed: 1,
    });
    expect(await migrateCoverBatch(deps, { batchSize: 10, forceRemigrate: false })).toEqual({
      stored: 0,
      failed: 3,
    });
    expect(await countCoverStatuses(database.db)).toEqual({
      pending: 0,
      migrating: 0,
      stored: 1,
      failed: 4,
    });

    const { rows } = await database.executeSql(
      'select w.source_key, p.cover_storage_status, p.cover_stored_url, p.cover_error, p.cover_attempts from book_pages p join works w on w.id = p.work_id order by w.source_key',
    );
    type PageRow = {
      source_key: string;
      cover_storage_status: string;
      cover_stored_url: string | null;
      cover_error: string | null;
    };
    const byKey: Record<string, PageRow> = Object.fromEntries(
      (rows as PageRow[]).map((row) => [row.source_key, row]),
    );
    expect(byKey.good).toMatchObject({ cover_storage_status: 'stored', cover_error: null });
    expect(byKey.missing).toMatchObject({
      cover_storage_status: 'failed',
      cover_error: 'The cover source answered 404',
    });
    expect(byKey.html).toMatchObject({ cover_storage_status: 'failed' });
    expect(byKey.html?.cover_error).toMatch(/not a usable image/);
    expect(byKey.pixel?.cover_error).toMatch(/placeholder/);
    expect(byKey.none).toMatchObject({ cover_error: 'The catalogue has no cover for this book' });

    const storedUrl = byKey.good?.cover_stored_url ?? '';
    expect(storedUrl).toMatch(/^\/uploads\/covers\/.+\.webp$/);
    const meta = await sharp(
      await fs.readFile(path.join(uploads, storedUrl.slice('/uploads/'.length))),
    ).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300 });
  });

  it('retries a failed cover an hour later, three times at most, and everything when forced', async () => {
    const deps = {
      db: database.db,
      storage: createLocalStorage(uploads),
      jobs,
      log: pino({ level: 'silent' }),
    };
    const anHourPasses = () =>
      database.executeSql("update book_pages set cover_updated_at = now() - interval '61 minutes'");
    // The first pass: one stored, four failed; within the hour nothing is tried again.
    expect(await migrateCoverBatch(deps, { batchSize: 10, forceRemigrate: false })).toEqual({
      stored: 1,
      failed: 4,
    });
    expect(await migrateCoverBatch(deps, { batchSize: 10, forceRemigrate: false })).toEqual({
      stored: 0,
      failed: 0,
    });
    await anHourPasses();
    expect(await migrateCoverBatch(deps, { batchSize: 10, forceRemigrate: false })).toEqual({
      stored: 0,
      failed: 4,
    });
    await anHourPasses();
    expect(await migrateCoverBatch(deps, { batchSize: 10, forceRemigrate: false })).toEqual({
      stored: 0,
      failed: 4,
    });
    await anHourPasses();
    expect(await migrateCoverBatch(deps, { batchSize: 10, forceRemigrate: false })).toEqual({
      stored: 0,
      failed: 0,
    });
    expect(await migrateCoverBatch(deps, { batchSize: 10, forceRemigrate: true })).toEqual({
      stored: 1,
      failed: 4,
    });
  });

  it('the queued job chains another batch while covers are pending', async () => {
    await writeCatalogueBatch(database.db, [record('later', `${base}/cover.png`, 10)], {
      replaceCategories: false,
    });
    const definition = coverMigrationQueueDefinition({
      db: database.db,
      storage: createLocalStorage(uploads),
      jobs,
      log: pino({ level: 'silent' }),
    });
    await definition.handle({ batchSize: 10, forceRemigrate: false });
    expect(sent).toEqual([]);
    await writeCatalogueBatch(database.db, [record('a', null, 1), record('b', null, 1)], {
      replaceCategories: false,
    });
    await definition.handle({ batchSize: 1, forceRemigrate: false });
    expect(sent).toEqual([
      { queue: 'book-cover-migration', data: { batchSize: 1, forceRemigrate: false } },
    ]);
  });
});
