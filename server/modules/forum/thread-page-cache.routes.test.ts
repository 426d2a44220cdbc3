/**
 * Thread pages are kept between requests (thread-page-cache.ts) and never outlive a change:
 * a new post raises the thread's post count and an edit, a hide or a like its pages version,
 * in the change's own transaction, so the next page — from this process or another with its
 * own cache — shows it. What is the reader's own (likes, read position, subscription, hidden
 * posts for moderators and authors) is never shared between readers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { threadPageSchema, type ThreadPage } from '../../../contracts/forum.js';
import { effectivePermissions, type Role } from '../../../contracts/roles.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { threadPageCacheDefaults } from './thread-page-cache.js';
import { createThreadPagesService } from './thread-page.service.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
let staff: TestClient;
let author: TestClient;
let reader: TestClient;
let readerId: string;
let authorId: string;
let chapterIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.signedInClient('content_admin')).client;
  ({
    client: author,
    user: { id: authorId },
  } = await t.signedInClient());
  ({
    client: reader,
    user: { id: readerId },
  } = await t.signedInClient());
  const created = await staff.post('/api/admin/forum/communities', {
    name: 'Kept Pages',
    description: 'Threads read again and again.',
  });
  expect(created.statusCode, created.body).toBe(201);
  chapterIds = [];
  for (const title of ['First shelf', 'Second shelf']) {
    const chapter = await staff.post(`/api/forum/communities/${created.json().slug}/chapters`, {
      title,
    });
    expect(chapter.statusCode, chapter.body).toBe(201);
    chapterIds.push(chapter.json().chapter.id as string);
  }
});
afterAll(() => t.close());

async function startThread(): Promise<{ threadId: string; firstPostId: string }> {
  const started = await author.post(`/api/forum/chapters/${chapterIds[0]}/threads`, {
    title: 'A thread read often',
    body: '<p>The first words.</p>',
  });
  expect(started.statusCode, started.body).toBe(201);
  const threadId = started.json().threadId as string;
  const page = await pageOf(t.client(), threadId);
  return { threadId, firstPostId: page.posts[0]!.id };
}

async function pageOf(client: TestClient, threadId: string, page = 1): Promise<ThreadPage> {
  const answer = await client.get(`/api/forum/threads/${threadId}?page=${page}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as ThreadPage;
}

async function versionOf(threadId: string) {
  const { rows } = await t.database.executeSql(
    'select post_count, pages_version from forum_threads where id = $1',
    [threadId],
  );
  const row = rows[0] as { post_count: number; pages_version: number };
  return row.post_count * 1000 + row.pages_version;
}

const ok = (answer: { statusCode: number; body: string }) =>
  expect(answer.statusCode, answer.body).toBeLessThan(300);

describe('kept thread pages', () => {
  it('raise the thread’s version with every change to its posts, in the change’s transaction', async () => {
    const { threadId, firstPostId } = await startThread();
    const post = `/api/forum/posts/${firstPostId}`;
    const steps: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      [
        'reply',
        () => reader.post(`/api/forum/threads/${threadId}/posts`, { body: '<p>Me too.</p>' }),
      ],
      ['edit', () => author.patch(post, { body: '<p>The first words, edited.</p>' })],
      ['like', () => reader.put(`${post}/like`)],
      ['unlike', () => reader.delete(`${post}/like`)],
      ['hide', () => staff.put(`${post}/hidden`, { hidden: true })],
      ['restore', () => staff.put(`${post}/hidden`, { hidden: false })],
    ];
    let last = await versionOf(threadId);
    for (const [step, change] of steps) {
      ok(await change());
      const now = await versionOf(threadId);
      expect({ step, raised: now > last }).toEqual({ step, raised: true });
      last = now;
    }
    // A like that changes nothing (a second one) leaves the kept pages alone.
    ok(await reader.put(`${post}/like`));
    const liked = await versionOf(threadId);
    ok(await reader.put(`${post}/like`));
    expect(await versionOf(threadId)).toBe(liked);
  });

  it('show every change at once to visitors, whose page is kept whole', async () => {
    const { threadId, firstPostId } = await startThread();
    const post = `/api/forum/posts/${firstPostId}`;
    const seen = async () => (await pageOf(t.client(), threadId)).posts[0]!;
    expect((await seen()).bodyHtml).toBe('<p>The first words.</p>');

    ok(await author.patch(post, { body: '<p>Second thoughts.</p>' }));
    expect(await seen()).toMatchObject({ bodyHtml: '<p>Second thoughts.</p>' });
    expect((await seen()).editedAt).not.toBeNull();
    ok(await reader.put(`${post}/like`));
    expect(await seen()).toMatchObject({ likeCount: 1, likedByMe: false });
    ok(await staff.put(`${post}/hidden`, { hidden: true }));
    expect(await seen()).toMatchObject({ isHidden: true, bodyHtml: '' });
    ok(await staff.put(`${post}/hidden`, { hidden: false }));
    ok(await reader.post(`/api/forum/threads/${threadId}/posts`, { body: '<p>A reply.</p>' }));
    expect((await pageOf(t.client(), threadId)).posts.map((p) => p.number)).toEqual([1, 2]);

    // Changes to the thread itself: locked, then moved to the other chapter.
    ok(await staff.patch(`/api/forum/threads/${threadId}`, { isLocked: true }));
    expect((await pageOf(t.client(), threadId)).thread.isLocked).toBe(true);
    ok(await staff.patch(`/api/forum/threads/${threadId}`, { chapterId: chapterIds[1] }));
    expect((await pageOf(t.client(), threadId)).thread).toMatchObject({
      chapterId: chapterIds[1],
      chapterTitle: 'Second shelf',
    });
  });

  it('never share one reader’s own rows with another, nor a moderator’s view with a visitor', async () => {
    const { threadId, firstPostId } = await startThread();
    const post = `/api/forum/posts/${firstPostId}`;
    ok(await reader.put(`${post}/like`));
    ok(await reader.put(`/api/forum/threads/${threadId}/subscription`, { level: 'muted' }));
    // Made first for the reader, then read by the others from what was kept.
    expect((await pageOf(reader, threadId)).posts[0]).toMatchObject({ likedByMe: true });
    expect((await pageOf(reader, threadId)).thread.subscription).toBe('muted');
    const other = (await t.signedInClient()).client;
    const theirs = await pageOf(other, threadId);
    expect(theirs.posts[0]).toMatchObject({ likeCount: 1, likedByMe: false });
    expect(theirs.thread.subscription).toBe('none');
    expect((await pageOf(author, threadId)).thread.subscription).toBe('watching');
    expect((await pageOf(t.client(), threadId)).thread.abilities.reply).toBe(false);

    // A hidden post: the moderator's page is made first; the visitor still sees no text.
    ok(await staff.put(`${post}/hidden`, { hidden: true }));
    expect((await pageOf(staff, threadId)).posts[0]!.bodyHtml).toContain('The first words.');
    expect((await pageOf(author, threadId)).posts[0]!.bodyHtml).toContain('The first words.');
    expect((await pageOf(t.client(), threadId)).posts[0]!.bodyHtml).toBe('');
    expect((await pageOf(other, threadId)).posts[0]!.bodyHtml).toBe('');

    // A hidden thread, kept for the moderator, is still a 404 to everyone else.
    ok(await staff.patch(`/api/forum/threads/${threadId}`, { isHidden: true }));
    await pageOf(staff, threadId);
    for (const client of [t.client(), other]) {
      const answer = await client.get(`/api/forum/threads/${threadId}`);
      expect(answer.statusCode).toBe(404);
    }
  });

  it('show a page past the end as the last page, with the reader’s likes on it', async () => {
    const { threadId, firstPostId } = await startThread();
    ok(await reader.put(`/api/forum/posts/${firstPostId}/like`));
    const past = await pageOf(reader, threadId, 7);
    expect(past).toMatchObject({ page: 1, pageCount: 1 });
    expect(past.posts[0]).toMatchObject({ number: 1, likedByMe: true });
  });

  it('give each member the page presented for them alone, though made of posts kept as any member sees them', async () => {
    const [workId] = (await addBooks(t.database, [testBook({ title: 'Kept Dune' })])) as [string];
    const { threadId, firstPostId } = await startThread();
    const write = async (client: TestClient, body: string, extra: object = {}) => {
      const answer = await client.post(`/api/forum/threads/${threadId}/posts`, { body, ...extra });
      ok(answer);
      return answer.json().post.id as string;
    };
    // The reader's own post (then hidden), a post quoting it, a spoiler, a post hidden, a like.
    const own = await write(reader, '<p>Mine, hidden later.</p>');
    await write(author, '<p>Quoting you.</p>', { quoteOf: own });
    await write(author, '<p>Beware.</p>', { spoiler: { workId, unit: 'page', value: 100 } });
    const hidden = await write(author, '<p>Hidden from most.</p>');
    ok(await reader.put(`/api/forum/posts/${firstPostId}/like`));
    for (const id of [own, hidden])
      ok(await staff.put(`/api/forum/posts/${id}/hidden`, { hidden: true }));
    const { client: other, user } = await t.signedInClient();
    const readers: [string, TestClient, string, Role][] = [
      ['reader', reader, readerId, 'user'],
      ['author', author, authorId, 'user'],
      ['another member', other, user.id, 'user'],
    ];
    for (const [who, client, userId, role] of readers) {
      const permissions = Promise.resolve(new Set(effectivePermissions(role, [])));
      const presented = await t.app.services.forum.threadPages.page(
        userId,
        permissions,
        threadId,
        1,
      );
      const sent = await pageOf(client, threadId);
      expect({ who, page: sent }).toEqual({ who, page: z.encode(threadPageSchema, presented) });
    }
    // What differs between them is there: the reader's like and hidden post, the quote of it.
    const [first, mine, quoting] = (await pageOf(reader, threadId)).posts;
    expect(first).toMatchObject({ likedByMe: true, abilities: { like: true } });
    expect(mine).toMatchObject({
      bodyHtml: '<p>Mine, hidden later.</p>',
      abilities: { like: false },
    });
    expect(quoting!.quote!.excerpt).toBe('Mine, hidden later.');
    const theirs = (await pageOf(other, threadId)).posts;
    expect([theirs[0]!.likedByMe, theirs[1]!.bodyHtml, theirs[2]!.quote!.excerpt]).toEqual([
      false,
      '',
      '',
    ]);
  });

  /** The thread pages of a second process: the same database, its own kept pages. */
  function otherProcessPages(maxSize = threadPageCacheDefaults.maxSize) {
    const { profiles, books, shelves } = t.app.services;
    return createThreadPagesService(
      {
        db: t.database.db,
        clock: t.clock,
        publicNames: (ids) => profiles.publicNames(ids),
        spoilers: {
          summaries: (ids) => books.summaries(ids),
          readingPositions: (userId, ids) => shelves.readingPositions(userId, ids),
        },
        clubMembers: {
          among: (clubId, ids) => t.app.services.clubs.membership.approvedAmong(clubId, ids),
        },
      },
      { maxSize, ttlMs: threadPageCacheDefaults.ttlMs },
    );
  }

  it('are made the same with nothing kept (FORUM_PAGE_CACHE_MB=0)', async () => {
    const { threadId } = await startThread();
    const uncached = otherProcessPages(0);
    const made = JSON.parse(
      (await uncached.json(null, Promise.resolve(new Set()), threadId, 1)).toString(),
    );
    expect(made).toEqual(await pageOf(t.client(), threadId));
  });

  it('are seen changed by another process, whose cache is its own', async () => {
    const { threadId, firstPostId } = await startThread();
    const otherProcess = otherProcessPages();
    const read = async () =>
      (
        JSON.parse(
          (await otherProcess.json(null, Promise.resolve(new Set()), threadId, 1)).toString(),
        ) as ThreadPage
      ).posts[0]!.bodyHtml;
    expect(await read()).toBe('<p>The first words.</p>');
    ok(await author.patch(`/api/forum/posts/${firstPostId}`, { body: '<p>Changed here.</p>' }));
    expect(await read()).toBe('<p>Changed here.</p>');
  });
});
