/** Staff see the cover statuses and start a migration; the start is audited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverStatusCounts } from '../../../../contracts/books.js';
import { addBooks, testBook } from '../../../test/catalogue.js';
import { grantPermission } from '../../../test/db-access.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function counts(client: Awaited<ReturnType<TestApp['signedInClient']>>['client']) {
  const response = await client.get('/api/admin/book-covers');
  expect(response.statusCode).toBe(200);
  return (response.json() as { counts: CoverStatusCounts }).counts;
}

describe('/api/admin/book-covers', () => {
  it('is closed to signed-out readers, members and staff without the books permissions', async () => {
    expect((await t.client().get('/api/admin/book-covers')).statusCode).toBe(401);
    for (const role of ['user', 'support_admin', 'financial_admin'] as const) {
      const { client } = await t.signedInClient(role);
      expect((await client.get('/api/admin/book-covers')).statusCode).toBe(403);
      expect((await client.post('/api/admin/book-covers/migrations', {})).statusCode).toBe(403);
    }
  });

  it('offers starting a migration only to staff holding books_edit', async () => {
    const ability = async (client: Awaited<ReturnType<TestApp['signedInClient']>>['client']) =>
      (await client.get('/api/admin/book-covers')).json().abilities;
    expect(await ability((await t.signedInClient('content_admin')).client)).toEqual({
      startMigration: true,
    });
    // A support admin granted the figures (content_books) sees them, but may not start a run.
    const { client, user } = await t.signedInClient('support_admin');
    await grantPermission(t.database, user.id, 'content_books');
    expect(await ability(client)).toEqual({ startMigration: false });
    expect((await client.post('/api/admin/book-covers/migrations', {})).statusCode).toBe(403);
  });

  it('counts the four statuses and lets a content admin start a migration', async () => {
    await addBooks(t.database, [testBook(), testBook()]);
    const { client: admin, user } = await t.signedInClient('content_admin');
    const before = await counts(admin);
    expect(Object.keys(before).sort()).toEqual(['failed', 'migrating', 'pending', 'stored']);
    expect(before.pending).toBeGreaterThanOrEqual(2);

    const bad = await admin.post('/api/admin/book-covers/migrations', { batchSize: 1000 });
    expect(bad.statusCode).toBe(400);
    const started = await admin.post('/api/admin/book-covers/migrations', { batchSize: 50 });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ queued: true });

    // Books without a cover in the catalogue end as failed, with nothing left pending or
    // migrating (a claimed book is migrating after pending has already reached 0).
    await expect
      .poll(
        async () => {
          const now = await counts(admin);
          return now.pending + now.migrating;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(0);
    const after = await counts(admin);
    expect(after.failed).toBe(before.failed + before.pending);

    const { client: superAdmin } = await t.signedInClient('super_admin');
    const { entries } = (await superAdmin.get('/api/admin/audit-log')).json() as {
      entries: { action: string; actor: { id: string }; after: unknown }[];
    };
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'book_covers.migration_started',
        actor: expect.objectContaining({ id: user.id }),
        after: { batchSize: 50, forceRemigrate: false },
      }),
    );
  });
});
