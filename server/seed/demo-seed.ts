/**
 * Seeds the embedded demo: one verified account per role and three readers (demo-accounts.ts),
 * the demo catalogue (demo-catalogue.ts) and the readers' shelves (demo-shelves.ts). Idempotent:
 * each part is only written when it is missing, so later starts change nothing.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createAccount, type AccountDeps } from '../modules/auth/accounts.js';
import { findWorkIdByIsbn, findWorkIdBySourceKey } from '../modules/books/books.queries.js';
import { writeCatalogueBatch } from '../modules/books/import/catalogue-writer.js';
import type { ShelvesService } from '../modules/shelves/shelves.service.js';
import { AppError } from '../platform/errors.js';
import { demoAccounts, demoPassword, demoReaders } from './demo-accounts.js';
import { demoCatalogue } from './demo-catalogue.js';
import { demoShelves } from './demo-shelves.js';

export interface DemoSeedDeps extends AccountDeps {
  shelves: ShelvesService;
}

async function seedAccounts(deps: AccountDeps): Promise<number> {
  let created = 0;
  for (const account of [
    ...demoAccounts,
    ...demoReaders.map((r) => ({ ...r, role: 'user' as const })),
  ]) {
    try {
      await createAccount(deps, { ...account, password: demoPassword, verified: true });
      created++;
    } catch (error) {
      // Already seeded on an earlier start.
      if (
        error instanceof AppError &&
        (error.code === 'EMAIL_TAKEN' || error.code === 'USERNAME_TAKEN')
      )
        continue;
      throw error;
    }
  }
  return created;
}

async function seedCatalogue(deps: DemoSeedDeps): Promise<number> {
  const records = demoCatalogue();
  const first = records[0];
  if (!first || (await findWorkIdBySourceKey(deps.db, first.sourceKey))) return 0;
  return (await writeCatalogueBatch(deps.db, records, { replaceCategories: true })).workIds.length;
}

async function seedShelves(deps: DemoSeedDeps): Promise<number> {
  let entries = 0;
  for (const [username, shelf] of Object.entries(demoShelves)) {
    const profile = await deps.profiles.findByUsername(username);
    if (!profile) continue;
    const auth = {
      userId: profile.id,
      sessionId: 'demo-seed',
      role: 'user' as const,
      emailVerified: true,
    };
    const existing = await deps.shelves.list(profile.id, { page: 1 }, auth);
    if (existing.counts.total > 0) continue;
    for (const { isbn13, ...update } of shelf) {
      const workId = await findWorkIdByIsbn(deps.db, null, isbn13);
      if (!workId) continue;
      await deps.shelves.upsert(auth, workId, update);
      entries++;
    }
  }
  return entries;
}

export async function seedDemoContent(deps: DemoSeedDeps, log: FastifyBaseLogger): Promise<void> {
  const accounts = await seedAccounts(deps);
  const books = await seedCatalogue(deps);
  const shelfEntries = await seedShelves(deps);
  if (accounts + books + shelfEntries > 0) {
    log.info(
      { accounts, books, shelfEntries },
      `Demo content seeded (password for every demo account: ${demoPassword})`,
    );
  }
}
