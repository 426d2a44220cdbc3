/**
 * The forum over HTTP (issue 10, items 1 and 2): communities by staff, chapters, threads and
 * numbered posts by members, pages of 20, read positions and unread counts, locks and closes,
 * edits with history, likes, reports, hidden posts, and the notifications a post sets off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
let staff: TestClient;
let communitySlug: string;
let chapterId: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.signedInClient('content_admin')).client;
  const created = await staff.post('/api/admin/forum/communities', {
    name: 'Science Fiction Readers',
    description: 'Starships & <b>ideas</b>',
  });
  expect(created.statusCode).toBe(201);
  communitySlug = created.json().slug;
  const chapter = await staff.post(`/api/forum/communities/${communitySlug}/chapters`, {
    title: 'Dune re-read',
  });
  expect(chapter.statusCode).toBe(201);
  chapterId = chapter.json().chapter.id;
});
afterAll(() => t.close());

const member = () => t.signedInMember();

async function startThread(
  client: TestClient,
  title = 'Is Paul a hero?',
  body = '<p>Discuss.</p>',
) {
  const response = await client.post(`/api/forum/chapters/${chapterId}/threads`, { title, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().threadId as string;
}

const reply = (client: TestClient, threadId: string, body: string, extra: object = {}) =>
  client.post(`/api/forum/threads/${threadId}/posts`, { body, ...extra });

async function notificationsOf(client: TestClient) {
  return (await client.get('/api/notifications')).json().notifications as {
    subType: string;
    title: string;
    content: string;
    actionUrl: string;
  }[];
}

describe('forum structure', () => {
  it('staff create communities (stripped of HTML, slugged); members cannot', async () => {
    const { client } = await member();
    const refused = await client.post('/api/admin/forum/communities', { name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    const home = (await t.client().get('/api/forum')).json();
    const community = home.communities.find((c: { slug: string }) => c.slug === communitySlug);
    expect(community).toMatchObject({
      name: 'Science Fiction Readers',
      description: 'Starships & ideas',
      chapterCount: 1,
    });
  });

  it('names communities and chapters in any script, with slugs in their own letters', async () => {
    const arabic = await staff.post('/api/admin/forum/communities', {
      name: 'نادي الرواية العربية',
      description: 'نقرأ معاً',
    });
    expect(arabic.statusCode, arabic.body).toBe(201);
    const slug = arabic.json().slug as string;
    expect(slug).toBe('نادي-الرواية-العربية');
    const chapter = await staff.post(
      `/api/forum/communities/${encodeURIComponent(slug)}/chapters`,
      { title: '村上春樹を読む' },
    );
    expect(chapter.statusCode, chapter.body).toBe(201);
    expect(chapter.json().chapter.slug).toBe('村上春樹を読む');
    expect(chapter.json().url).toBe(
      `/forum/c/${encodeURIComponent(slug)}/chapter/${encodeURIComponent('村上春樹を読む')}`,
    );
    const page = await t
      .client()
      .get(
        `/api/forum/communities/${encodeURIComponent(slug)}/chapters/${encodeURIComponent('村上春樹を読む')}`,
      );
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().chapter.title).toBe('村上春樹を読む');
    const community = (
      await t.client().get(`/api/forum/communities/${encodeURIComponent(slug)}`)
    ).json();
    expect(community.community.name).toBe('نادي الرواية العربية');
  });

  it('refuses short names with the exact messages', async () => {
    const response = await staff.post('/api/admin/forum/communities', { name: 'ab' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Community name must be at least 3 characters');
  });

  it('members create chapters where the community allows it, not where it does not', async () => {
    const closed = await staff.post('/api/admin/forum/communities', {
      name: 'Announcements',
      membersCanCreateChapters: false,
    });
    const { client } = await member();
    const refused = await client.post(`/api/forum/communities/${closed.json().slug}/chapters`, {
      title: 'My chapter',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Only moderators can start chapters in this community',
    );
    const allowed = await client.post(`/api/forum/communities/${communitySlug}/chapters`, {
      title: 'Foundation',
    });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().url).toBe(`/forum/c/${communitySlug}/chapter/foundation`);
  });

  it('hidden communities are a 404 to everyone but moderators', async () => {
    const created = await staff.post('/api/admin/forum/communities', { name: 'Secret drafts' });
    await staff.patch(`/api/admin/forum/communities/${created.json().id}`, { isHidden: true });
    expect((await t.client().get(`/api/forum/communities/${created.json().slug}`)).statusCode).toBe(
      404,
    );
    expect((await staff.get(`/api/forum/communities/${created.json().slug}`)).statusCode).toBe(200);
  });
});

describe('threads and posts', () => {
  it('numbers posts, pages them by 20 and keeps the deep page a range', async () => {
    const { client } = await member();
    const threadId = await startThread(client, 'Long thread');
    for (let i = 2; i <= 45; i += 1) {
      expect((await reply(client, threadId, `<p>Post ${i}</p>`)).statusCode).toBe(201);
    }
    const page3 = (await t.client().get(`/api/forum/threads/${threadId}?page=3`)).json();
    expect(page3.pageCount).toBe(3);
    expect(page3.posts.map((p: { number: number }) => p.number)).toEqual([41, 42, 43, 44, 45]);
    expect(page3.posts[0].bodyHtml).toBe('<p>Post 41</p>');
    expect(page3.thread.abilities.reply).toBe(false);
  });

  it('quotes a post of the thread, naming its author even from another page', async () => {
    const author = await member();
    const other = await member();
    const threadId = await startThread(author.client, 'Quotes', '<p>The first word.</p>');
    const firstId = (await t.client().get(`/api/forum/threads/${threadId}`)).json().posts[0].id;
    for (let i = 2; i <= 20; i += 1) await reply(other.client, threadId, `<p>Filler ${i}</p>`);
    const quoting = await reply(other.client, threadId, '<p>Well said.</p>', { quoteOf: firstId });
    expect(quoting.json().page).toBe(2);
    const page2 = (await t.client().get(`/api/forum/threads/${threadId}?page=2`)).json();
    expect(page2.posts[0].quote).toMatchObject({
      number: 1,
      author: author.username,
      excerpt: 'The first word.',
    });
    const elsewhere = await startThread(other.client, 'Elsewhere');
    const refused = await reply(other.client, elsewhere, '<p>x</p>', { quoteOf: firstId });
    expect(refused.json().error.message).toBe('You can only quote a post of this thread');
  });

  it('keeps words of separate blocks apart in its text (quotes, search, notifications)', async () => {
    const { client } = await member();
    const threadId = await startThread(
      client,
      'Lists',
      '<ul><li>Hobbit</li><li>Dune</li></ul><p>End</p>',
    );
    const firstId = (await t.client().get(`/api/forum/threads/${threadId}`)).json().posts[0].id;
    const quoting = await reply(client, threadId, '<p>Yes</p>', { quoteOf: firstId });
    expect(quoting.json().post.quote.excerpt).toBe('Hobbit Dune End');
  });

  it('sanitises post HTML and checks the text length with the §5 messages', async () => {
    const { client } = await member();
    const threadId = await startThread(client);
    const empty = await reply(client, threadId, '<p><script>alert(1)</script></p>');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Content is required');
    const long = await reply(client, threadId, `<p>${'a'.repeat(10_001)}</p>`);
    expect(long.json().error.message).toBe('Content must be less than 10,000 characters');
    const ok = await reply(
      client,
      threadId,
      '<p onclick="x()">Hi <img src="https://evil.example/x.png"></p>',
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().post.bodyHtml).toBe('<p>Hi </p>');
  });

  it('keeps read positions: unread counts and the first unread post', async () => {
    const author = await member();
    const reader = await member();
    const threadId = await startThread(author.client, 'Unread thread');
    await reply(author.client, threadId, '<p>two</p>');
    expect(
      (await reader.client.put(`/api/forum/threads/${threadId}/read`, { postNumber: 1 }))
        .statusCode,
    ).toBe(204);
    await reply(author.client, threadId, '<p>three</p>');
    const chapter = (
      await reader.client.get(`/api/forum/communities/${communitySlug}/chapters/dune-re-read`)
    ).json();
    const listed = chapter.threads.find((th: { id: string }) => th.id === threadId);
    expect(listed.unreadCount).toBe(2);
    const first = (await reader.client.get(`/api/forum/threads/${threadId}/first-unread`)).json();
    expect(first).toEqual({ page: 1, postNumber: 2 });
    // A read position never goes back.
    await reader.client.put(`/api/forum/threads/${threadId}/read`, { postNumber: 3 });
    await reader.client.put(`/api/forum/threads/${threadId}/read`, { postNumber: 1 });
    const after = (await reader.client.get(`/api/forum/threads/${threadId}`)).json();
    expect(after.thread.lastReadNumber).toBe(3);
  });

  it('locked threads refuse replies except from moderators; authors close and reopen their own', async () => {
    const author = await member();
    const other = await member();
    const threadId = await startThread(author.client, 'To be locked');
    expect(
      (await other.client.patch(`/api/forum/threads/${threadId}`, { isLocked: true })).statusCode,
    ).toBe(403);
    expect(
      (await author.client.patch(`/api/forum/threads/${threadId}`, { isLocked: true })).statusCode,
    ).toBe(403);
    expect(
      (await author.client.patch(`/api/forum/threads/${threadId}`, { isClosed: true })).statusCode,
    ).toBe(204);
    const closed = await reply(other.client, threadId, '<p>late</p>');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe('This thread is closed');
    await author.client.patch(`/api/forum/threads/${threadId}`, { isClosed: false });
    expect(
      (await staff.patch(`/api/forum/threads/${threadId}`, { isLocked: true })).statusCode,
    ).toBe(204);
    const locked = await reply(other.client, threadId, '<p>late</p>');
    expect(locked.json().error.message).toBe('This thread is locked');
    expect((await reply(staff, threadId, '<p>Moderator note</p>')).statusCode).toBe(201);
  });

  it('edits keep history for moderators and mark the post edited', async () => {
    const author = await member();
    const threadId = await startThread(author.client, 'Edits', '<p>first words</p>');
    const page = (await author.client.get(`/api/forum/threads/${threadId}`)).json();
    const postId = page.posts[0].id;
    const edited = await author.client.patch(`/api/forum/posts/${postId}`, {
      body: '<p>second words</p>',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().editedAt).not.toBeNull();
    expect((await author.client.get(`/api/forum/posts/${postId}/revisions`)).statusCode).toBe(403);
    const history = (await staff.get(`/api/forum/posts/${postId}/revisions`)).json();
    expect(history.revisions.map((r: { bodyHtml: string }) => r.bodyHtml)).toEqual([
      '<p>first words</p>',
    ]);
    const other = await member();
    expect(
      (await other.client.patch(`/api/forum/posts/${postId}`, { body: '<p>mine now</p>' }))
        .statusCode,
    ).toBe(403);
  });

  it('likes count once per member, never your own post', async () => {
    const author = await member();
    const fan = await member();
    const threadId = await startThread(author.client, 'Likes');
    const postId = (await t.client().get(`/api/forum/threads/${threadId}`)).json().posts[0].id;
    expect((await author.client.put(`/api/forum/posts/${postId}/like`)).statusCode).toBe(403);
    await Promise.all([
      fan.client.put(`/api/forum/posts/${postId}/like`),
      fan.client.put(`/api/forum/posts/${postId}/like`),
    ]);
    const liked = (await fan.client.get(`/api/forum/threads/${threadId}`)).json().posts[0];
    expect(liked).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await fan.client.delete(`/api/forum/posts/${postId}/like`)).json()).toEqual({
      likeCount: 0,
      likedByMe: false,
    });
  });

  it('reports reach the queue once; hiding hides the text from everyone but moderators and the author', async () => {
    const author = await member();
    const reporter = await member();
    const threadId = await startThread(author.client, 'Reported', '<p>rude words</p>');
    const postId = (await t.client().get(`/api/forum/threads/${threadId}`)).json().posts[0].id;
    const empty = await reporter.client.post(`/api/forum/posts/${postId}/reports`, { reason: ' ' });
    expect(empty.json().error.message).toBe('Please say what is wrong with this post');
    expect(
      (await reporter.client.post(`/api/forum/posts/${postId}/reports`, { reason: 'Rude' }))
        .statusCode,
    ).toBe(204);
    const again = await reporter.client.post(`/api/forum/posts/${postId}/reports`, {
      reason: 'Rude',
    });
    expect(again.json().error.message).toBe('You have already reported this post');
    const queue = (await staff.get('/api/admin/forum/reports')).json().reports;
    const report = queue.find((r: { postId: string }) => r.postId === postId);
    expect(report).toMatchObject({ reason: 'Rude', postExcerpt: 'rude words' });
    expect(
      (await staff.post(`/api/admin/forum/reports/${report.id}/resolve`, { action: 'hide' }))
        .statusCode,
    ).toBe(204);
    const seen = (await t.client().get(`/api/forum/threads/${threadId}`)).json().posts[0];
    expect(seen).toMatchObject({ isHidden: true, bodyHtml: '' });
    const own = (await author.client.get(`/api/forum/threads/${threadId}`)).json().posts[0];
    expect(own.bodyHtml).toBe('<p>rude words</p>');
    // The back-office lists it to restore; restoring brings it back for everyone.
    const hidden = (await staff.get('/api/admin/forum/hidden-posts')).json().posts;
    expect(hidden.find((p: { postId: string }) => p.postId === postId)).toMatchObject({
      excerpt: 'rude words',
      url: `/forum/thread/${threadId}#post-1`,
    });
    expect((await reporter.client.get('/api/admin/forum/hidden-posts')).statusCode).toBe(403);
    await staff.put(`/api/forum/posts/${postId}/hidden`, { hidden: false });
    const restored = (await t.client().get(`/api/forum/threads/${threadId}`)).json().posts[0];
    expect(restored).toMatchObject({ isHidden: false, bodyHtml: '<p>rude words</p>' });
  });

  it('a member banned from the forum reads but cannot write', async () => {
    const banned = await member();
    const threadId = await startThread(banned.client, 'Before the ban');
    expect(
      (await staff.post('/api/admin/forum/bans', { username: banned.username, reason: 'Spam' }))
        .statusCode,
    ).toBe(204);
    expect((await banned.client.get(`/api/forum/threads/${threadId}`)).statusCode).toBe(200);
    const refused = await reply(banned.client, threadId, '<p>more spam</p>');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You are banned from the forum');
    await staff.delete(`/api/admin/forum/bans/${banned.id}`);
    expect((await reply(banned.client, threadId, '<p>sorry</p>')).statusCode).toBe(201);
  });
});

describe('subscriptions and mentions', () => {
  it('a reply notifies watchers, a mention the member named — once, never the author', async () => {
    const author = await member();
    const watcher = await member();
    const named = await member();
    const threadId = await startThread(author.client, 'Fan-out');
    await watcher.client.put(`/api/forum/threads/${threadId}/subscription`, { level: 'watching' });
    const written = await reply(
      named.client,
      threadId,
      `<p>Hello @${author.username} and @${named.username}, also @${author.username}</p>`,
    );
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json().post.bodyHtml).toContain(
      `<a href="/u/${author.username}">@${author.username}</a>`,
    );
    const authorNotes = await notificationsOf(author.client);
    expect(authorNotes.map((n) => n.subType)).toEqual(['mention']);
    expect(authorNotes[0]?.actionUrl).toBe(`/forum/thread/${threadId}#post-2`);
    expect((await notificationsOf(watcher.client)).map((n) => n.subType)).toEqual(['thread_reply']);
    expect(await notificationsOf(named.client)).toEqual([]);
  });

  it('a muted thread stays quiet for replies but a mention still arrives', async () => {
    const author = await member();
    const writer = await member();
    const threadId = await startThread(author.client, 'Muted');
    await author.client.put(`/api/forum/threads/${threadId}/subscription`, { level: 'muted' });
    await reply(writer.client, threadId, '<p>quiet reply</p>');
    expect(await notificationsOf(author.client)).toEqual([]);
    await reply(writer.client, threadId, `<p>hey @${author.username}</p>`);
    expect((await notificationsOf(author.client)).map((n) => n.subType)).toEqual(['mention']);
  });

  it('never tells a member who blocked the author, of a reply or a mention', async () => {
    const author = await member();
    const blocker = await member();
    const threadId = await startThread(blocker.client, 'Blocked fan-out');
    const blocked = await blocker.client.post('/api/messages/blocks', {
      username: author.username,
    });
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    await reply(author.client, threadId, `<p>hello @${blocker.username}</p>`);
    expect(await notificationsOf(blocker.client)).toEqual([]);
  });

  it('suggests members by username prefix', async () => {
    const someone = await member();
    const { client } = await member();
    const found = (
      await client.get(`/api/forum/mention-suggestions?q=${someone.username.toUpperCase()}`)
    ).json();
    expect(found.members.map((m: { username: string }) => m.username)).toContain(someone.username);
  });
});

describe('forum search', () => {
  type Pieces = { text: string; hit: boolean }[];
  /** What a visitor's search finds, in order (`query`: the URL's query). */
  const resultsFound = async (query: string) =>
    (await t.client().get(`/api/forum/search?${query}`)).json().results as {
      postNumber: number;
      threadTitle: Pieces;
      snippet: Pieces;
    }[];
  /** The numbers of the posts a visitor's search finds, in order. */
  const numbersFound = async (query: string) =>
    (await resultsFound(query)).map((r) => r.postNumber);

  it('finds posts by words and threads by title, by author, never in a hidden thread', async () => {
    const author = await member();
    const threadId = await startThread(
      author.client,
      'Zeppelins of Arrakis',
      '<p>Opening words.</p>',
    );
    t.clock.advanceMinutes(1); // newest first needs two different times
    await reply(author.client, threadId, '<p>The sandworms are magnificent.</p>');
    const search = resultsFound;
    const byTitle = await search('q=zeppelins');
    expect(byTitle.map((r) => r.postNumber)).toEqual([1]);
    expect(byTitle[0]?.threadTitle).toContainEqual({ text: 'Zeppelins', hit: true });
    const byWords = await search('q=sandworm');
    expect(byWords.map((r) => r.postNumber)).toEqual([2]);
    expect(byWords[0]?.snippet).toContainEqual({ text: 'sandworms', hit: true });
    expect((await search(`author=${author.username}`)).map((r) => r.postNumber)).toEqual([2, 1]);
    await staff.patch(`/api/forum/threads/${threadId}`, { isHidden: true });
    expect(await search('q=sandworm')).toEqual([]);
  });

  it('leaves out what a minus word names, in a first post found by its title too', async () => {
    const author = await member();
    const threadId = await startThread(
      author.client,
      'Lighthouses in novels',
      '<p>Our circle reads them aloud.</p>',
    );
    t.clock.advanceMinutes(1);
    await reply(author.client, threadId, '<p>Lighthouses again, without a circle.</p>');
    const numbers = (q: string) => numbersFound(`q=${encodeURIComponent(q)}`);
    expect(await numbers('lighthouses')).toEqual([2, 1]);
    // The first post is found by its title, but says "circle": left out with it.
    expect(await numbers('lighthouses -circle')).toEqual([]);
    expect(await numbers('lighthouses -aloud')).toEqual([2]);
    expect(await numbers('lighthouses -seagulls')).toEqual([2, 1]);
  });

  it('finds Chinese and Japanese words inside sentences written without spaces', async () => {
    const author = await member();
    const threadId = await startThread(
      author.client,
      '三体读书会',
      '<p>我们这个月在读刘慈欣的小说，大家觉得怎么样？</p>',
    );
    t.clock.advanceMinutes(1);
    await reply(author.client, threadId, '<p>村上春樹の小説が好きです。</p>');
    const search = (q: string) => resultsFound(`q=${encodeURIComponent(q)}`);
    const byWord = await search('刘慈欣');
    expect(byWord.map((r) => r.postNumber)).toEqual([1]);
    // The highlight marks the word within the sentence, written as it was (no spaces added).
    expect(byWord[0]?.snippet.map((piece) => piece.text).join('')).toContain(
      '刘慈欣的小说，大家觉得怎么样？',
    );
    expect(byWord[0]?.snippet.filter((piece) => piece.hit).map((piece) => piece.text)).toEqual([
      '刘慈欣',
    ]);
    // By its title: "读书会" within "三体读书会".
    const byTitle = await search('读书会');
    expect(byTitle.map((r) => r.postNumber)).toEqual([1]);
    expect(byTitle[0]?.threadTitle.map((piece) => piece.text).join('')).toBe('三体读书会');
    expect(byTitle[0]?.threadTitle).toContainEqual({ text: '读书会', hit: true });
    expect((await search('村上春樹')).map((r) => r.postNumber)).toEqual([2]);
    // The characters of a word, not each of them anywhere: 小 and 说 are both in post 1, apart.
    expect((await search('说小')).map((r) => r.postNumber)).toEqual([]);
    expect((await search('小说')).map((r) => r.postNumber)).toEqual([1]);
    // Left out by a minus, as a phrase.
    expect((await search('小说 -刘慈欣')).map((r) => r.postNumber)).toEqual([]);
  });

  it('fills a page however many newer matches a filter or a hidden thread drops', async () => {
    const writer = await member();
    // Older: three matches in a second community; newer: 70 in a hidden thread of the first (more than a first look takes).
    const other = await staff.post('/api/admin/forum/communities', {
      name: 'Quiet Corner',
      description: 'Few posts.',
    });
    const otherSlug = other.json().slug as string;
    const otherChapter = await staff.post(`/api/forum/communities/${otherSlug}/chapters`, {
      title: 'Odds and ends',
    });
    const quietThread = await writer.client.post(
      `/api/forum/chapters/${otherChapter.json().chapter.id}/threads`,
      { title: 'Quiet thread', body: '<p>A marmalade sandwich.</p>' },
    );
    const quietId = quietThread.json().threadId as string;
    for (const n of [2, 3]) {
      t.clock.advanceMinutes(1);
      await reply(writer.client, quietId, `<p>Marmalade again, ${n}.</p>`);
    }
    const loud = await startThread(writer.client, 'Loud thread', '<p>Marmalade first.</p>');
    for (let n = 2; n <= 70; n += 1) {
      t.clock.advanceMinutes(1);
      await reply(writer.client, loud, `<p>More marmalade, ${n}.</p>`);
    }
    expect(await numbersFound(`q=marmalade&community=${otherSlug}`)).toEqual([3, 2, 1]);
    await staff.patch(`/api/forum/threads/${loud}`, { isHidden: true });
    expect(await numbersFound('q=marmalade')).toEqual([3, 2, 1]);
  });
});
