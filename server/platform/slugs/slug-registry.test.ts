/**
 * The slug registry over a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): one
 * owner per slug across kinds, reserved words, renames that keep redirecting, release, names in
 * any script, and two claims of one slug at once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugMessages, type SlugKind } from '../../../contracts/public-slugs.js';
import { publicSlugs } from '../../db/schema/slugs.js';
import { openTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle, Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { reservedSlugs } from './reserved-slugs.js';
import { keptOldSlugs, slugRegistry } from './slug-registry.js';

let database: DatabaseHandle;
let db: Db;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const owner = (kind: SlugKind) => ({ kind, targetId: randomUUID() });
const claim = (slug: string, kind: SlugKind = 'club', targetId = randomUUID()) =>
  db.transaction((tx) => slugRegistry.tryClaim(tx, { slug, kind, targetId }));
const rename = (who: { kind: SlugKind; targetId: string }, slug: string, keepOld?: boolean) =>
  db.transaction((tx) =>
    slugRegistry.tryRename(tx, { ...who, slug, ...(keepOld === undefined ? {} : { keepOld }) }),
  );
const resolve = (slug: string) => slugRegistry.resolve(db, slug);

describe('claiming a slug', () => {
  it('gives the slug to its first owner, kept lower-case, found in any case', async () => {
    const club = owner('club');
    expect(await claim('Night-Readers', club.kind, club.targetId)).toBe('claimed');
    expect(await resolve('NIGHT-READERS')).toEqual({
      ...club,
      slug: 'night-readers',
      redirect: false,
    });
    // Claiming one's own current slug again changes nothing.
    expect(await claim('night-readers', club.kind, club.targetId)).toBe('claimed');
  });

  it.each<[SlugKind, SlugKind]>([
    ['member', 'author'],
    ['author', 'member'],
    ['club', 'community'],
    ['community', 'club'],
    ['member', 'club'],
  ])('a slug a %s holds is taken for a %s', async (first, second) => {
    const slug = `plato-${first}-${second}`;
    expect(await claim(slug, first)).toBe('claimed');
    expect(await claim(slug.toUpperCase(), second)).toBe('taken');
  });

  it('throws the catalogue conflict from claim(), and leaves the holder in place', async () => {
    const holder = owner('member');
    await claim('dostoevsky', holder.kind, holder.targetId);
    const refused = db.transaction((tx) =>
      slugRegistry.claim(tx, { slug: 'Dostoevsky', ...owner('club') }),
    );
    await expect(refused).rejects.toMatchObject({
      code: 'CONFLICT',
      status: 409,
      message: slugMessages.taken,
    });
    expect((await resolve('dostoevsky'))?.targetId).toBe(holder.targetId);
  });

  it.each([
    'dashboard',
    'Admin',
    'api',
    'forum',
    'docs',
    'blog',
    'b',
    'c',
    'u',
    'a',
    'book-clubs',
    'find-books',
    'invite',
    'settings',
    'test-migration',
    'sitemap.xml',
    'assets',
    'static',
  ])('refuses the reserved word %s, with a clear message, and never resolves it', async (word) => {
    expect(await claim(word, 'member')).toBe('reserved');
    const refused = db.transaction((tx) =>
      slugRegistry.claim(tx, { slug: word, ...owner('club') }),
    );
    await expect(refused).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: slugMessages.reserved,
    });
    expect(await resolve(word)).toBeNull();
  });

  it('reserves the first segment of every page of the paths table and every API path', () => {
    const reserved = reservedSlugs();
    for (const word of [
      'profile',
      'book-shelf',
      'bookshelf',
      'author',
      'author-dashboard',
      'welcome',
      'auth',
      'privacy-policy',
      'terms-of-service',
      'notifications',
      'unsubscribe',
      'support',
      'browse',
      'find-authors',
      'club',
      'robots.txt',
      'sitemaps',
    ])
      expect(reserved, word).toContain(word);
    // /{slug} itself is not a word of its own.
    expect(reserved).not.toContain('x');
    expect(reserved).not.toContain(':slug');
  });

  it('refuses a slug with no letter or digit', async () => {
    expect(await claim('---', 'club')).toBe('empty');
  });

  it('gives a free slug in bulk, skipping held and reserved ones (authors)', async () => {
    const holder = owner('member');
    await claim('homer', holder.kind, holder.targetId);
    const [homer, virgil, admin] = [owner('author'), owner('author'), owner('author')];
    await db.transaction((tx) =>
      slugRegistry.claimWhereFree(tx, [
        { ...homer, slug: 'homer' },
        { ...virgil, slug: 'virgil' },
        { ...admin, slug: 'admin' },
      ]),
    );
    expect((await resolve('homer'))?.targetId).toBe(holder.targetId);
    expect(await resolve('virgil')).toEqual({ ...virgil, slug: 'virgil', redirect: false });
    expect(await resolve('admin')).toBeNull();
  });
});

describe('claiming the first free slug (a new club named like another)', () => {
  it('takes the name, else the first free suffix, skipping reserved and held ones', async () => {
    expect(
      await db.transaction((tx) =>
        slugRegistry.claimFirstFree(tx, { slug: 'Readers-Circle', ...owner('club') }),
      ),
    ).toBe('readers-circle');
    await claim('readers-circle-2', 'member');
    const third = owner('club');
    expect(
      await db.transaction((tx) =>
        slugRegistry.claimFirstFree(tx, { slug: 'readers-circle', ...third }),
      ),
    ).toBe('readers-circle-3');
    expect(await resolve('readers-circle-3')).toEqual({
      ...third,
      slug: 'readers-circle-3',
      redirect: false,
    });
    expect(
      await db.transaction((tx) =>
        slugRegistry.claimFirstFree(tx, { slug: 'Settings', ...owner('club') }),
      ),
    ).toBe('settings-2');
  });

  it('goes past a full window of held suffixes', async () => {
    for (let n = 1; n <= 25; n++) await claim(n === 1 ? 'crowded' : `crowded-${n}`, 'club');
    expect(
      await db.transaction((tx) =>
        slugRegistry.claimFirstFree(tx, { slug: 'crowded', ...owner('club') }),
      ),
    ).toBe('crowded-26');
  });

  it('gives each of many concurrent claims of one name its own slug', async () => {
    const slugs = await Promise.all(
      Array.from({ length: 8 }, () =>
        db.transaction((tx) =>
          slugRegistry.claimFirstFree(tx, { slug: 'popular', ...owner('club') }),
        ),
      ),
    );
    expect(new Set(slugs).size).toBe(8);
  });
});

describe('names in any script', () => {
  it.each([
    ['Arabic', 'نجيب-محفوظ', 'نجيب-محفوظ'],
    ['Japanese', '村上-春樹', '村上-春樹'],
    ['Cyrillic, upper case', 'ФЁДОР-ДОСТОЕВСКИЙ', 'фёдор-достоевский'],
    ['accented Latin, decomposed', 'E\u0301mile-zola', 'émile-zola'],
    ['Greek', 'Ἀριστοτέλης', 'ἀριστοτέλης'],
  ])('%s: claimed once, resolved however the URL spells it', async (_script, written, stored) => {
    const club = owner('club');
    expect(await claim(written, club.kind, club.targetId)).toBe('claimed');
    for (const spelling of [written, stored, stored.normalize('NFD'), written.toUpperCase()])
      expect(await resolve(spelling), spelling).toEqual({ ...club, slug: stored, redirect: false });
    // Another owner cannot take it in another form of the same letters.
    expect(await claim(stored.normalize('NFD'), 'community')).toBe('taken');
  });
});

describe('renaming', () => {
  it('keeps the old slug redirecting to the new one, and nobody else may take it', async () => {
    const club = owner('club');
    await claim('old-title', club.kind, club.targetId);
    expect(await rename(club, 'New-Title')).toBe('claimed');
    expect(await resolve('new-title')).toEqual({ ...club, slug: 'new-title', redirect: false });
    expect(await resolve('old-title')).toEqual({ ...club, slug: 'new-title', redirect: true });
    expect(await claim('old-title', 'member')).toBe('taken');
    // Renamed again: both old slugs lead to the newest.
    await rename(club, 'newest-title');
    expect(await resolve('old-title')).toMatchObject({ slug: 'newest-title', redirect: true });
    expect(await resolve('new-title')).toMatchObject({ slug: 'newest-title', redirect: true });
  });

  it('lets an owner take back its own old slug', async () => {
    const member = owner('member');
    await claim('firstname', member.kind, member.targetId);
    await rename(member, 'secondname');
    expect(await rename(member, 'FirstName')).toBe('claimed');
    expect(await resolve('firstname')).toMatchObject({ slug: 'firstname', redirect: false });
    expect(await resolve('secondname')).toMatchObject({ slug: 'firstname', redirect: true });
  });

  it('drops the old slug when told to (a placeholder nobody links to)', async () => {
    const member = owner('member');
    await claim('user_0a1b2c', member.kind, member.targetId);
    await rename(member, 'chosenname', false);
    expect(await resolve('user_0a1b2c')).toBeNull();
    expect(await claim('user_0a1b2c', 'member')).toBe('claimed');
  });

  it('refuses a new slug someone holds, and the whole change rolls back', async () => {
    const [a, b] = [owner('club'), owner('club')];
    await claim('club-a', a.kind, a.targetId);
    await claim('club-b', b.kind, b.targetId);
    const refused = db.transaction((tx) => slugRegistry.rename(tx, { ...a, slug: 'club-b' }));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    expect(await resolve('club-a')).toEqual({ ...a, slug: 'club-a', redirect: false });
    expect(await rename(a, 'dashboard')).toBe('reserved');
  });

  it('renames to the first free slug (a club renamed like another), keeping the old one', async () => {
    const renameFree = (who: { kind: SlugKind; targetId: string }, slug: string) =>
      db.transaction((tx) => slugRegistry.renameFirstFree(tx, { ...who, slug }));
    const [club, other] = [owner('club'), owner('club')];
    await claim('quiet-readers', club.kind, club.targetId);
    await claim('loud-readers', other.kind, other.targetId);
    expect(await renameFree(club, 'Loud-Readers')).toBe('loud-readers-2');
    expect(await resolve('quiet-readers')).toEqual({
      ...club,
      slug: 'loud-readers-2',
      redirect: true,
    });
    // A name of the same slug keeps it; its own old slug is taken back, not numbered.
    expect(await renameFree(club, 'LOUD-READERS')).toBe('loud-readers-2');
    expect(await renameFree(club, 'quiet-readers')).toBe('quiet-readers');
    expect(await resolve('loud-readers-2')).toMatchObject({
      slug: 'quiet-readers',
      redirect: true,
    });
    expect(await renameFree(club, 'Forum')).toBe('forum-2');
  });

  it(`keeps the ${keptOldSlugs} most recent old slugs`, async () => {
    const club = owner('club');
    await claim('name-0', club.kind, club.targetId);
    for (let n = 1; n <= keptOldSlugs + 2; n++)
      expect(await rename(club, `name-${n}`)).toBe('claimed');
    const kept = await db
      .select({ slug: publicSlugs.slug })
      .from(publicSlugs)
      .where(and(eq(publicSlugs.targetId, club.targetId), eq(publicSlugs.isCurrent, false)))
      .orderBy(publicSlugs.slug);
    expect(kept.map((row) => row.slug)).toEqual(
      Array.from({ length: keptOldSlugs }, (_, i) => `name-${i + 2}`),
    );
    expect(await resolve('name-0')).toBeNull();
    expect(await resolve('name-2')).toMatchObject({
      slug: `name-${keptOldSlugs + 2}`,
      redirect: true,
    });
  });
});

describe('releasing', () => {
  it('frees the current and old slugs of a deleted owner for anyone', async () => {
    const member = owner('member');
    await claim('leaving', member.kind, member.targetId);
    await rename(member, 'left');
    await db.transaction((tx) => slugRegistry.release(tx, 'member', [member.targetId]));
    expect(await resolve('leaving')).toBeNull();
    expect(await resolve('left')).toBeNull();
    expect(await claim('left', 'club')).toBe('claimed');
  });

  it('frees slugs by name for one kind only', async () => {
    await claim('merged-author', 'author');
    await claim('merged-club', 'club');
    await db.transaction((tx) =>
      slugRegistry.releaseSlugs(tx, 'author', ['merged-author', 'merged-club']),
    );
    expect(await resolve('merged-author')).toBeNull();
    expect(await resolve('merged-club')).not.toBeNull();
  });
});

describe('availability', () => {
  it('says whether an owner could claim a slug now', async () => {
    const member = owner('member');
    await claim('mine', member.kind, member.targetId);
    expect(await slugRegistry.availability(db, 'Mine', member)).toBe('available');
    expect(await slugRegistry.availability(db, 'mine', owner('member'))).toBe('taken');
    expect(await slugRegistry.availability(db, 'mine', null)).toBe('taken');
    expect(await slugRegistry.availability(db, 'nobodys', null)).toBe('available');
    expect(await slugRegistry.availability(db, 'settings', member)).toBe('reserved');
  });
});

describe('two claims of one slug at once', () => {
  it('lets exactly one win; the others hear it is taken', async () => {
    const claims = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        db.transaction((tx) =>
          slugRegistry.claim(tx, { slug: 'contested', ...owner(i % 2 ? 'club' : 'member') }),
        ),
      ),
    );
    expect(claims.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    const refused = claims.filter((c) => c.status === 'rejected');
    expect(refused).toHaveLength(11);
    for (const c of refused)
      expect(c.reason).toMatchObject({ code: 'CONFLICT', message: slugMessages.taken });
  });

  // PGlite has one connection, so the two transactions below cannot interleave there.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a claim waits for a rival transaction holding the slug, and loses once it commits',
    async () => {
      const [first, second] = [owner('club'), owner('member')];
      let rival: Promise<string> = Promise.resolve('');
      await db.transaction(async (tx) => {
        await slugRegistry.claim(tx, { slug: 'race', ...first });
        rival = db.transaction((other) =>
          slugRegistry.tryClaim(other, { slug: 'race', ...second }),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      expect(await rival).toBe('taken');
      expect((await resolve('race'))?.targetId).toBe(first.targetId);
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a claim waiting on a rival that rolls back gets the slug',
    async () => {
      const [first, second] = [owner('club'), owner('member')];
      let rival: Promise<string> = Promise.resolve('');
      await expect(
        db.transaction(async (tx) => {
          await slugRegistry.claim(tx, { slug: 'race-undone', ...first });
          rival = db.transaction((other) =>
            slugRegistry.tryClaim(other, { slug: 'race-undone', ...second }),
          );
          await new Promise((resolve) => setTimeout(resolve, 300));
          throw new Error('the club was not created after all');
        }),
      ).rejects.toThrow('not created');
      expect(await rival).toBe('claimed');
      expect((await resolve('race-undone'))?.targetId).toBe(second.targetId);
    },
  );
});
