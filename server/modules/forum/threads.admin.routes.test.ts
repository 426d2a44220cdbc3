/**
 * The back-office's threads over HTTP (issue 10, item 8): staff list every thread by title
 * words, community and state, 20 a page, latest activity first; lock, close, pin, hide and move
 * one — each audited with before and after, as from the thread's own page — while a member
 * without content_forum is refused everything, and a thread that does not exist is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminThread, AdminThreads } from '../../../contracts/forum-admin.js';
import { auditRowsForTarget } from '../../test/db-access.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
let staff: TestClient;
let writer: TestClient;
const community = { slug: '', weekOne: '', weekTwo: '' };
const hiddenCommunity = { slug: '', chapterId: '' };
const missing = '0b6a8c1e-2f3d-4e5a-8b7c-9d0e1f2a3b4c';

async function createCommunity(name: string) {
  const created = await staff.post('/api/admin/forum/communities', { name });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string; slug: string };
}

async function createChapter(slug: string, title: string) {
  const created = await staff.post(`/api/forum/communities/${slug}/chapters`, { title });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().chapter.id as string;
}

async function startThread(chapterId: string, title: string) {
  t.clock.advanceMinutes(1);
  const response = await writer.post(`/api/forum/chapters/${chapterId}/threads`, {
    title,
    body: '<p>Over to you.</p>',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().threadId as string;
}

async function list(query = ''): Promise<AdminThreads> {
  const response = await staff.get(`/api/admin/forum/threads${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const titles = (page: AdminThreads) => page.threads.map((thread) => thread.title);
const moderate = (client: TestClient, id: string, change: object) =>
  client.patch(`/api/admin/forum/threads/${id}`, change);

let paul: string;
let worms: string;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.signedInClient('content_admin')).client;
  writer = (await t.signedInClient()).client;
  const dune = await createCommunity('Dune Readers');
  community.slug = dune.slug;
  community.weekOne = await createChapter(dune.slug, 'Week one');
  community.weekTwo = await createChapter(dune.slug, 'Week two');
  const vault = await createCommunity('The Vault');
  hiddenCommunity.slug = vault.slug;
  hiddenCommunity.chapterId = await createChapter(vault.slug, 'Archive');
  await staff.patch(`/api/admin/forum/communities/${vault.id}`, { isHidden: true });

  paul = await startThread(community.weekOne, 'Is Paul a hero?');
  worms = await startThread(community.weekOne, 'Favourite sandworm scenes');
  t.clock.advanceMinutes(1);
  secret = (
    await staff.post(`/api/forum/chapters/${hiddenCommunity.chapterId}/threads`, {
      title: 'Sandworm drafts kept aside',
      body: '<p>Staff only.</p>',
    })
  ).json().threadId;
});
afterAll(() => t.close());

describe('the thread list', () => {
  it('lists threads, latest activity first, with community, chapter, author and states', async () => {
    const page = await list(`?community=${community.slug}`);
    expect(titles(page)).toEqual(['Favourite sandworm scenes', 'Is Paul a hero?']);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    expect(page.threads[0]).toMatchObject({
      id: worms,
      url: `/forum/chapter/${worms}`,
      community: { slug: community.slug, name: 'Dune Readers', isHidden: false },
      chapter: { id: community.weekOne, title: 'Week one' },
      author: { username: expect.any(String) },
      postCount: 1,
      isPinned: false,
      isLocked: false,
      isClosed: false,
      isHidden: false,
    } satisfies Partial<Record<keyof AdminThread, unknown>>);
  });

  it('finds threads by title words, hidden communities included for staff', async () => {
    const found = await list('?q=sandworms');
    expect(titles(found)).toEqual(['Sandworm drafts kept aside', 'Favourite sandworm scenes']);
    expect(found.threads[0]!.community.isHidden).toBe(true);
    expect(titles(await list(`?q=sandworm&community=${community.slug}`))).toEqual([
      'Favourite sandworm scenes',
    ]);
    expect((await list('?q=nothing+like+this')).threads).toEqual([]);
    expect((await staff.get('/api/admin/forum/threads?state=stale')).statusCode).toBe(400);
  });

  it('filters by state: locked, closed, hidden, pinned', async () => {
    expect((await moderate(staff, paul, { isLocked: true, isPinned: true })).statusCode).toBe(204);
    expect((await moderate(staff, worms, { isClosed: true, isHidden: true })).statusCode).toBe(204);
    const only = `&community=${community.slug}`;
    expect(titles(await list(`?state=locked${only}`))).toEqual(['Is Paul a hero?']);
    expect(titles(await list(`?state=pinned${only}`))).toEqual(['Is Paul a hero?']);
    expect(titles(await list(`?state=closed${only}`))).toEqual(['Favourite sandworm scenes']);
    expect(titles(await list(`?state=hidden${only}`))).toEqual(['Favourite sandworm scenes']);
    expect(titles(await list(`?state=all${only}`))).toHaveLength(2);
    // The public chapter no longer shows the hidden thread; the back-office still does.
    const chapter = await t
      .client()
      .get(`/api/forum/communities/${community.slug}/chapters/week-one`);
    expect(chapter.json().threads.map((th: { id: string }) => th.id)).toEqual([paul]);
    await moderate(staff, paul, { isLocked: false, isPinned: false });
    await moderate(staff, worms, { isClosed: false, isHidden: false });
  });

  it('pages by 20', async () => {
    const crowded = await createCommunity('Crowded Shelf');
    const chapterId = await createChapter(crowded.slug, 'Everything');
    for (let n = 1; n <= 21; n++) await startThread(chapterId, `Thread number ${n}`);
    const first = await list(`?community=${crowded.slug}`);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 21 });
    expect(first.threads).toHaveLength(20);
    expect(first.threads[0]!.title).toBe('Thread number 21');
    const second = await list(`?community=${crowded.slug}&page=2`);
    expect(titles(second)).toEqual(['Thread number 1']);
  });
});

describe('moderating a thread from the back-office', () => {
  it('audits each action with before and after, as the thread page does', async () => {
    const id = await startThread(community.weekOne, 'Audit me');
    const changes = [
      { isLocked: true },
      { isLocked: false },
      { isClosed: true },
      { isClosed: false },
      { isPinned: true },
      { isPinned: false },
      { isHidden: true },
      { isHidden: false },
      { chapterId: community.weekTwo },
    ];
    for (const change of changes) {
      expect((await moderate(staff, id, change)).statusCode).toBe(204);
    }
    const rows = await auditRowsForTarget(t.database, id);
    expect(rows.every((row) => row.action === 'forum.thread.moderate')).toBe(true);
    expect(rows.map((row) => ({ before: row.before, after: row.after }))).toEqual(
      expect.arrayContaining([
        { before: { isLocked: false }, after: { isLocked: true } },
        { before: { isLocked: true }, after: { isLocked: false } },
        { before: { isClosed: false }, after: { isClosed: true } },
        { before: { isPinned: false }, after: { isPinned: true } },
        { before: { isHidden: false }, after: { isHidden: true } },
        { before: { isHidden: true }, after: { isHidden: false } },
        { before: { chapterId: community.weekOne }, after: { chapterId: community.weekTwo } },
      ]),
    );
    expect(rows).toHaveLength(changes.length);
    const thread = (await t.client().get(`/api/forum/threads/${id}`)).json().thread;
    expect(thread).toMatchObject({ chapterTitle: 'Week two', isLocked: false });
  });

  it('moves a thread into a chapter of another community, a hidden one too', async () => {
    const id = await startThread(community.weekOne, 'Belongs in the vault');
    expect((await moderate(staff, id, { chapterId: hiddenCommunity.chapterId })).statusCode).toBe(
      204,
    );
    const [moved] = (await list(`?q=vault&community=${hiddenCommunity.slug}`)).threads;
    expect(moved).toMatchObject({
      id,
      chapter: { title: 'Archive' },
      community: { isHidden: true },
    });
    // Out of sight for readers with its community; back where it was for staff.
    expect((await t.client().get(`/api/forum/threads/${id}`)).statusCode).toBe(404);
    expect((await moderate(staff, id, { chapterId: community.weekOne })).statusCode).toBe(204);
    expect((await t.client().get(`/api/forum/threads/${id}`)).statusCode).toBe(200);
  });

  it('refuses a chapter that does not exist, and a thread that does not exist is a 404', async () => {
    const refused = await moderate(staff, paul, { chapterId: missing });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('That chapter does not exist');
    const gone = await moderate(staff, missing, { isLocked: true });
    expect(gone.statusCode).toBe(404);
    expect((await moderate(staff, 'not-a-uuid', { isLocked: true })).statusCode).toBe(400);
  });

  it('a thread in a hidden community is moderated by staff like any other', async () => {
    expect((await moderate(staff, secret, { isLocked: true })).statusCode).toBe(204);
    expect(titles(await list(`?state=locked&community=${hiddenCommunity.slug}`))).toEqual([
      'Sandworm drafts kept aside',
    ]);
  });
});

describe('without content_forum', () => {
  it('a member — even the thread’s author — is refused the list and every action', async () => {
    expect((await writer.get('/api/admin/forum/threads')).statusCode).toBe(403);
    for (const change of [
      { isLocked: true },
      { isClosed: true },
      { isPinned: true },
      { isHidden: true },
      { chapterId: community.weekTwo },
    ]) {
      expect((await moderate(writer, paul, change)).statusCode).toBe(403);
      expect((await moderate(writer, missing, change)).statusCode).toBe(403);
    }
    const other = (await t.signedInClient('support_admin')).client;
    expect((await other.get('/api/admin/forum/threads')).statusCode).toBe(403);
    expect((await moderate(other, paul, { isLocked: true })).statusCode).toBe(403);
    expect((await t.client().get('/api/admin/forum/threads')).statusCode).toBe(401);
    const thread = (await staff.get(`/api/forum/threads/${paul}`)).json().thread;
    expect(thread).toMatchObject({ isLocked: false, isClosed: false, chapterTitle: 'Week one' });
  });
});

describe('the reports queue', () => {
  it('tells whether the reported post’s thread is locked already', async () => {
    const reader = (await t.signedInClient()).client;
    const first = (await writer.get(`/api/forum/threads/${paul}`)).json().posts[0].id;
    expect(
      (await reader.post(`/api/forum/posts/${first}/reports`, { reason: 'Rude' })).statusCode,
    ).toBe(204);
    const queued = async () =>
      (await staff.get('/api/admin/forum/reports'))
        .json()
        .reports.find((r: { threadId: string }) => r.threadId === paul);
    expect(await queued()).toMatchObject({ threadIsLocked: false });
    await moderate(staff, paul, { isLocked: true });
    expect(await queued()).toMatchObject({ threadIsLocked: true });
  });
});
