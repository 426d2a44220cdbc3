/**
 * Seeds the embedded demo: one verified account per role and three readers (demo-accounts.ts),
 * the demo catalogue (demo-catalogue.ts), the readers' shelves (demo-shelves.ts), the forum
 * (demo-forum.ts), the book clubs (demo-clubs.ts) and the demo reader's direct messages
 * (demo-messages.ts). Idempotent:
 * each part is only written when it is missing, so later starts change nothing — except that
 * on the network no demo account keeps the published password (demo-passwords.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { createAccount, replaceStalePassword, type AccountDeps } from '../modules/auth/accounts.js';
import { findWorkIdByIsbn, findWorkIdBySourceKey } from '../modules/books/books.queries.js';
import { writeCatalogueBatch } from '../modules/books/import/catalogue-writer.js';
import type { BooksService } from '../modules/books/books.service.js';
import type { ClubsModule } from '../modules/clubs/clubs.module.js';
import type { ForumModule } from '../modules/forum/forum.module.js';
import type { ShelvesService } from '../modules/shelves/shelves.service.js';
import { AppError } from '../platform/errors.js';
import { demoAccounts, demoPassword, demoReaders } from './demo-accounts.js';
import { seedClubs } from './demo-clubs.js';
import { demoCatalogue } from './demo-catalogue.js';
import { seedDemoMessages } from './demo-messages.js';
import {
  oneTimePasswordsNotice,
  randomDemoPassword,
  type OneTimePassword,
} from './demo-passwords.js';
import { seedForum } from './demo-forum.js';
import { demoShelves } from './demo-shelves.js';

export interface DemoSeedDeps extends AccountDeps {
  books: Pick<BooksService, 'summaries'>;
  shelves: ShelvesService;
  forum: ForumModule;
  clubs: ClubsModule;
}

export interface DemoSeedOptions {
  /** Where the server listens (config.host), named in the console notice. */
  host: string;
  /** Other machines can reach the server (config.demoOnNetwork): random passwords only. */
  onNetwork: boolean;
  /** Shows the one-time passwords; the console in main.ts. */
  print: (text: string) => void;
}

/**
 * Creates the missing demo accounts. Returns how many were created and, on the network, the
 * random passwords given — to new accounts, and to accounts still on the published password.
 */
async function seedAccounts(
  deps: AccountDeps,
  onNetwork: boolean,
): Promise<{ created: number; given: OneTimePassword[] }> {
  let created = 0;
  const given: OneTimePassword[] = [];
  for (const account of [
    ...demoAccounts,
    ...demoReaders.map((r) => ({ ...r, role: 'user' as const })),
  ]) {
    const password = onNetwork ? randomDemoPassword() : demoPassword;
    try {
      await createAccount(deps, { ...account, password, verified: true });
      created++;
      if (onNetwork) given.push({ email: account.email, password });
    } catch (error) {
      const seededBefore =
        error instanceof AppError &&
        (error.code === 'EMAIL_TAKEN' || error.code === 'USERNAME_TAKEN');
      if (!seededBefore) throw error;
      // Seeded on an earlier start, maybe on this machine only with the published password.
      if (onNetwork && (await replaceStalePassword(deps, account.email, demoPassword, password)))
        given.push({ email: account.email, password });
    }
  }
  return { created, given };
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
    for (const { isbn13, progress, ...update } of shelf) {
      const workId = await findWorkIdByIsbn(deps.db, null, isbn13);
      if (!workId) continue;
      await deps.shelves.upsert(auth, workId, update);
      if (progress) await deps.shelves.setProgress(auth, workId, progress);
      entries++;
    }
  }
  return entries;
}

/** Seeds what is missing of the demo; on the network, prints the demo accounts' passwords. */
export async function seedDemoContent(
  deps: DemoSeedDeps,
  log: FastifyBaseLogger,
  options: DemoSeedOptions,
): Promise<void> {
  const { created: accounts, given } = await seedAccounts(deps, options.onNetwork);
  const books = await seedCatalogue(deps);
  const shelfEntries = await seedShelves(deps);
  const forumPosts = await seedForum({
    db: deps.db,
    forum: deps.forum,
    findByUsername: deps.profiles.findByUsername,
  });
  const clubs = await seedClubs({
    db: deps.db,
    clubs: deps.clubs,
    findByUsername: deps.profiles.findByUsername,
    now: new Date(),
  });
  const messages = await seedDemoMessages({
    ...deps,
    spoilers: { summaries: deps.books.summaries, readingPositions: deps.shelves.readingPositions },
  });
  if (accounts + books + shelfEntries + forumPosts + clubs + messages > 0) {
    log.info(
      { accounts, books, shelfEntries, forumPosts, clubs, messages },
      options.onNetwork
        ? 'Demo content seeded (demo account passwords: see the notice on the console)'
        : `Demo content seeded (password for every demo account: ${demoPassword})`,
    );
  }
  if (given.length > 0) {
    log.warn(
      { accounts: given.map((account) => account.email) },
      'Demo accounts got random passwords because the server is reachable from the network',
    );
    options.print(oneTimePasswordsNotice(options.host, given));
  }
}
