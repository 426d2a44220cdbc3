import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryById } from '../../contracts/categories.js';
import { isValidIsbn13 } from '../../contracts/isbn.js';
import { passwordRuleViolations } from '../../contracts/password.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { demoAccounts, demoPassword, demoReaders } from './demo-accounts.js';
import { demoCatalogue } from './demo-catalogue.js';
import { demoClubs } from './demo-clubs-content.js';
import { demoConversations } from './demo-messages.js';
import { seedDemoContent } from './demo-seed.js';
import { demoForum } from './demo-forum-content.js';
import { demoShelves } from './demo-shelves.js';

const demoEmails = [...demoAccounts, ...demoReaders].map((account) => account.email).sort();

/** Seeds the demo into `t`'s database; returns what it printed on the console. */
async function seedInto(t: TestApp, onNetwork: boolean): Promise<string[]> {
  const printed: string[] = [];
  await seedDemoContent(
    {
      db: t.database.db,
      clock: t.clock,
      profiles: t.app.services.profiles,
      books: t.app.services.books,
      shelves: t.app.services.shelves,
      forum: t.app.services.forum,
      clubs: t.app.services.clubs,
    },
    pino({ level: 'silent' }),
    { host: onNetwork ? '0.0.0.0' : 'localhost', onNetwork, print: (text) => printed.push(text) },
  );
  return printed;
}

/** The e-mail -> password lines of the console notice. */
function passwordsIn(notice: string): Map<string, string> {
  const lines = [...notice.matchAll(/^ {3}(\S+@bookhive\.example) +(\S+)$/gm)];
  return new Map(lines.map(([, email, password]) => [email ?? '', password ?? '']));
}

const signIn = (t: TestApp, email: string, password: string) =>
  t.client().post('/api/auth/signin', { email, password });

describe('demo content', () => {
  let t: TestApp;
  const seed = () => seedInto(t, false);

  beforeAll(async () => {
    t = await createTestApp();
    await seed();
  }, 60_000);
  afterAll(() => t.close());

  it('has valid ISBNs, real categories and a description for every demo book', () => {
    for (const book of demoCatalogue()) {
      expect(book.isbn13 && isValidIsbn13(book.isbn13), book.title).toBe(true);
      expect(book.description.length, book.title).toBeGreaterThan(80);
      for (const { categoryId } of book.categories)
        expect(categoryById(categoryId), `${book.title}: ${categoryId}`).toBeDefined();
    }
    const shelved = Object.values(demoShelves)
      .flat()
      .map((e) => e.isbn13);
    const isbns = new Set(demoCatalogue().map((b) => b.isbn13));
    for (const isbn of shelved) expect(isbns.has(isbn), isbn).toBe(true);
  });

  it('gives the demo reader four conversations, one a group, one with a spoiler they are behind', async () => {
    const reader = await t.app.services.profiles.findByUsername('demoreader');
    const messages = t.app.services.messages;
    const { conversations } = await messages.listConversations(reader!.id);
    expect(conversations).toHaveLength(demoConversations.length);
    expect(conversations.filter((c) => c.isGroup).map((c) => c.title)).toEqual([
      'Thursday biography club',
    ]);
    // Newest first: the group (two unanswered), Maya, Tomás, and Priya's (read).
    expect(conversations.map((c) => c.unreadCount)).toEqual([2, 1, 1, 0]);
    // Priya finished The Road; the demo reader, on page 148, sees her spoiler as its notice.
    expect(conversations[3]!.lastMessage?.preview).toBe(
      'Spoiler for The Road, up to p. 225 (hidden)',
    );
    expect((await messages.unread(reader!.id)).unreadCount).toBe(4);
    const maya = await t.app.services.profiles.findByUsername('mayareads');
    expect((await messages.unread(maya!.id)).unreadCount).toBe(0);
    await seed();
    expect((await messages.listConversations(reader!.id)).conversations).toHaveLength(
      demoConversations.length,
    );
  });

  it('seeds a dozen clubs in every category, each reading a demo book, once', async () => {
    const search = async (query = '') =>
      (await t.client().get(`/api/clubs?sort=newest${query}`)).json().clubs as {
        name: string;
        category: string;
        visibility: string;
        memberCount: number;
        memberLimit: number | null;
        currentBook: { title: string } | null;
      }[];
    const clubs = await search();
    expect(clubs).toHaveLength(demoClubs.length);
    expect(new Set(clubs.map((club) => club.category)).size).toBe(11);
    expect(clubs.filter((club) => club.visibility === 'private').length).toBeGreaterThan(1);
    expect(clubs.filter((club) => club.memberLimit === club.memberCount + 1)).toHaveLength(1);
    expect(clubs.some((club) => /\p{Script=Arabic}/u.test(club.name))).toBe(true);
    for (const club of clubs) expect(club.currentBook, club.name).not.toBeNull();
    expect(clubs.reduce((sum, club) => sum + club.memberCount, 0)).toBe(
      demoClubs.reduce((sum, club) => sum + 1 + club.members.length, 0),
    );
    await seed();
    expect(await search()).toHaveLength(demoClubs.length);
  });

  it('seeds accounts, books and the readers’ shelves, and seeding again changes nothing', async () => {
    const popular = (await t.client().get('/api/books/popular?limit=50')).json().books;
    expect(popular).toHaveLength(demoCatalogue().length);
    const reader = (await t.client().get('/api/profiles/by-username/demoreader')).json();
    const shelf = (await t.client().get(`/api/shelves/users/${reader.id}`)).json();
    expect(shelf.counts).toMatchObject({
      currently_reading: 1,
      read: 3,
      want_to_read: 2,
      total: 6,
    });
    const reading = (
      await t.client().get(`/api/shelves/users/${reader.id}?status=currently_reading`)
    ).json();
    expect(reading.entries[0].progress).toMatchObject({ page: 148, pages: 241, percent: 61 });
    const reviews = (
      await t
        .client()
        .get(
          `/api/books/${popular.find((b: { title: string }) => b.title === 'Pride and Prejudice').id}/reviews`,
        )
    ).json();
    expect(reviews.reviews).toHaveLength(2);

    await seed();
    expect((await t.client().get('/api/books/popular?limit=50')).json().books).toHaveLength(
      demoCatalogue().length,
    );
    expect((await t.client().get(`/api/shelves/users/${reader.id}`)).json().counts.total).toBe(6);
  });
});

describe('demo accounts on the network', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('get random strong passwords, printed once, that sign in; the published one does not', async () => {
    const printed = await seedInto(t, true);
    expect(printed).toHaveLength(1);
    const notice = printed[0] ?? '';
    expect(notice).toContain('Bookhive listens on 0.0.0.0');
    const passwords = passwordsIn(notice);
    expect([...passwords.keys()].sort()).toEqual(demoEmails);
    expect(new Set(passwords.values()).size).toBe(demoEmails.length);
    for (const [email, password] of passwords) {
      expect(password).not.toBe(demoPassword);
      expect(password.length).toBeGreaterThanOrEqual(20);
      expect(passwordRuleViolations(password), password).toEqual([]);
      expect((await signIn(t, email, password)).statusCode, email).toBe(200);
    }
    expect((await signIn(t, 'superadmin@bookhive.example', demoPassword)).statusCode).toBe(401);

    // A later start finds nothing to change and prints nothing.
    expect(await seedInto(t, true)).toEqual([]);
    const [email, password] = [...passwords][0] ?? ['', ''];
    expect((await signIn(t, email, password)).statusCode).toBe(200);
  });
});

describe('a demo seeded on this machine, then started on the network', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedInto(t, false)).toEqual([]);
  }, 60_000);
  afterAll(() => t.close());

  it('loses the published password (and the sessions opened with it); passwords owners chose stay', async () => {
    const admin = t.client();
    await admin.post('/api/auth/signin', {
      email: 'superadmin@bookhive.example',
      password: demoPassword,
    });
    expect((await admin.get('/api/auth/session')).json().user?.role).toBe('super_admin');
    const owner = t.client();
    await owner.post('/api/auth/signin', {
      email: 'priya@bookhive.example',
      password: demoPassword,
    });
    const ownPassword = 'Priya&Reads2026!';
    const changed = await owner.post('/api/auth/password', {
      currentPassword: demoPassword,
      newPassword: ownPassword,
      confirmPassword: ownPassword,
    });
    expect(changed.statusCode).toBe(200);

    const printed = await seedInto(t, true);
    expect(printed).toHaveLength(1);
    const passwords = passwordsIn(printed[0] ?? '');
    expect([...passwords.keys()].sort()).toEqual(
      demoEmails.filter((email) => email !== 'priya@bookhive.example'),
    );
    expect((await admin.get('/api/auth/session')).json()).toEqual({ user: null });
    expect((await signIn(t, 'superadmin@bookhive.example', demoPassword)).statusCode).toBe(401);
    expect(
      (
        await signIn(
          t,
          'superadmin@bookhive.example',
          passwords.get('superadmin@bookhive.example') ?? '',
        )
      ).statusCode,
    ).toBe(200);
    expect((await signIn(t, 'priya@bookhive.example', ownPassword)).statusCode).toBe(200);

    expect(await seedInto(t, true)).toEqual([]);
  });
});

describe('the demo forum', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedInto(t, false);
  });
  afterAll(() => t.close());

  it('has communities with threads, pinned welcomes, mentions and shielded spoilers', async () => {
    const home = (await t.client().get('/api/forum')).json();
    // Then the community of the demo club with a reading plan, its two open sections' threads.
    expect(home.communities.map((c: { name: string }) => c.name)).toEqual([
      ...demoForum.map((c) => c.name),
      'Literary Fiction Slow Reads',
    ]);
    const expectedPosts =
      demoForum.flatMap((c) => c.chapters.flatMap((ch) => ch.threads.flatMap((th) => th.posts)))
        .length + 2;
    const total = home.communities.reduce(
      (sum: number, c: { postCount: number }) => sum + c.postCount,
      0,
    );
    expect(total).toBe(expectedPosts);

    const reader = t.client();
    await reader.post('/api/auth/signin', {
      email: 'reader@bookhive.example',
      password: demoPassword,
    });
    const notes = (await reader.get('/api/notifications')).json().notifications;
    expect(notes.some((n: { subType: string }) => n.subType === 'mention')).toBe(true);

    const community = (
      await reader.get(`/api/forum/communities/${home.communities[0].slug}`)
    ).json();
    const chapter = (
      await reader.get(
        `/api/forum/communities/${community.community.slug}/chapters/${community.chapters[0].slug}`,
      )
    ).json();
    expect(chapter.threads[0]).toMatchObject({
      title: 'Welcome, and how we mark spoilers',
      isPinned: true,
    });
    const ending = chapter.threads.find((th: { title: string }) =>
      th.title.startsWith('The ending'),
    );
    const thread = (await reader.get(`/api/forum/threads/${ending.id}`)).json();
    // The demo reader is on p. 148 of The Road: the ending stays behind a click.
    expect(thread.posts.map((p: { spoiler: { shielded: boolean } }) => p.spoiler.shielded)).toEqual(
      [true, true],
    );
    const cellar = chapter.threads.find((th: { title: string }) => th.title === 'The cellar scene');
    const cellarPosts = (await reader.get(`/api/forum/threads/${cellar.id}`)).json().posts;
    expect(cellarPosts[0].spoiler.shielded).toBe(false);
  });

  it('has a club reading a plan with meetings, and a club choosing its next book', async () => {
    const reader = t.client();
    await reader.post('/api/auth/signin', {
      email: 'reader@bookhive.example',
      password: demoPassword,
    });
    const readingOf = async (slug: string) => {
      const page = (await reader.get(`/api/clubs/by-slug/${slug}`)).json();
      return (await reader.get(`/api/clubs/${page.club.id}/reading`)).json();
    };
    const slow = await readingOf('literary-fiction-slow-reads');
    expect(slow.plan.sections.map((s: { open: boolean }) => s.open)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(slow.plan.sections[1].threadUrl).toMatch(/^\/forum\/chapter\//);
    expect(slow.meetings).toHaveLength(2);
    expect(slow.meetings[0].counts).toEqual({ going: 2, maybe: 1, not_going: 0 });
    const dune = await readingOf('dune-and-beyond');
    expect(dune.poll).toMatchObject({ status: 'open', totalVotes: 1 });
    expect(dune.poll.candidates).toHaveLength(3);
    expect(dune.meetings).toHaveLength(1);
  });

  it('is seeded once', async () => {
    await seedInto(t, false);
    const home = (await t.client().get('/api/forum')).json();
    expect(home.communities).toHaveLength(demoForum.length + 1);
  });
});
