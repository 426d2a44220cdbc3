/**
 * New posts reach open streams (issue 10, item 5): a post in a visible thread is announced to
 * every open stream, a hidden thread's never; a watcher's notification reaches only them; and
 * on PostgreSQL a post written through one app process reaches a stream held by another.
 * Concurrent replies take consecutive numbers, never the same one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, listening, openStream } from '../../test/event-stream.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { twoAppsOnOneDatabase } from '../../test/two-apps.js';

async function chapterIn(t: TestApp) {
  const staff = (await t.signedInClient('content_admin')).client;
  const community = (
    await staff.post('/api/admin/forum/communities', { name: 'Live talk' })
  ).json();
  const chapter = await staff.post(`/api/forum/communities/${community.slug}/chapters`, {
    title: 'Everything',
  });
  return { staff, chapterId: chapter.json().chapter.id as string };
}

async function startThread(client: TestClient, chapterId: string) {
  const response = await client.post(`/api/forum/chapters/${chapterId}/threads`, {
    title: 'Live thread',
    body: '<p>first</p>',
  });
  return response.json().threadId as string;
}

describe('forum posts on the realtime channel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('announces a new post to open streams, and a reply notification to the watcher only', async () => {
    const { staff, chapterId } = await chapterIn(t);
    const watcher = await t.signedInClient();
    const bystander = await t.signedInClient();
    const writer = await t.signedInClient();
    const threadId = await startThread(watcher.client, chapterId);
    const baseUrl = await listening(t);
    const watching = await openStream(baseUrl, cookieOf(watcher.client));
    const other = await openStream(baseUrl, cookieOf(bystander.client));
    await watching.waitFor(() => watching.text.includes('event: ready'), 'ready');
    await other.waitFor(() => other.text.includes('event: ready'), 'ready');

    await writer.client.post(`/api/forum/threads/${threadId}/posts`, { body: '<p>second</p>' });
    const announced = `"type":"forum_post","data":{"threadId":"${threadId}","number":2}`;
    await watching.waitFor(() => watching.text.includes(announced), 'the post');
    await other.waitFor(() => other.text.includes(announced), 'the post');
    await watching.waitFor(() => watching.text.includes('"type":"notification"'), 'notification');
    expect(other.text).not.toContain('"type":"notification"');
    // It says which thread it is about: a page showing that thread raises no toast for it.
    expect(watching.text).toContain(`"about":"${threadId}"`);

    // A hidden thread's posts are nobody's news.
    await staff.patch(`/api/forum/threads/${threadId}`, { isHidden: true });
    await staff.post(`/api/forum/threads/${threadId}/posts`, { body: '<p>behind the curtain</p>' });
    await t.app.services.notifications.send([
      { userId: bystander.user.id, type: 'system', title: 'marker', content: 'x' },
    ]);
    await other.waitFor(() => other.text.includes('marker'), 'the marker');
    expect(other.text).not.toContain('"number":3');
    await Promise.all([watching.close(), other.close()]);
  });

  it('gives concurrent replies consecutive numbers', async () => {
    const { chapterId } = await chapterIn(t);
    const writers = await Promise.all([1, 2, 3, 4, 5].map(() => t.signedInClient()));
    const threadId = await startThread(writers[0]!.client, chapterId);
    const answers = await Promise.all(
      writers.flatMap((w) =>
        [1, 2].map(() =>
          w.client.post(`/api/forum/threads/${threadId}/posts`, { body: '<p>me!</p>' }),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const numbers = answers.map((a) => a.json().post.number as number).sort((a, b) => a - b);
    expect(numbers).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const page = (await t.client().get(`/api/forum/threads/${threadId}`)).json();
    expect(page.thread.postCount).toBe(11);
  });
});

describe('two app processes on one PostgreSQL', () => {
  const apps = twoAppsOnOneDatabase();

  it('a post written through one reaches a stream held by the other', async (context) => {
    const [first, second] = [apps.first(), apps.second()];
    if (!second) return context.skip(); // PGlite: one process holds the embedded database.
    const { chapterId } = await chapterIn(first);
    const author = await first.signedInClient();
    const threadId = await startThread(author.client, chapterId);
    const stream = await openStream(await listening(second), cookieOf(author.client));
    await stream.waitFor(() => stream.text.includes('event: ready'), 'ready');
    const writer = await first.signedInClient();
    await writer.client.post(`/api/forum/threads/${threadId}/posts`, {
      body: `<p>hello @${author.user.username}</p>`,
    });
    await stream.waitFor(
      () => stream.text.includes(`"threadId":"${threadId}","number":2`),
      'the post',
    );
    await stream.waitFor(() => stream.text.includes('mentioned you'), 'the mention');
    await stream.close();
  });
});
