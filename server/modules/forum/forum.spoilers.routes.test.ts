/**
 * Spoiler shielding that knows how far you have read (issue 10, item 6): a post marked as a
 * spoiler up to a point in a book is behind a click for a reader whose shelf progress is behind
 * it — in the thread, in notification text and in search results — and plain for one past it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
let workId: string;
let chapterId: string;

beforeAll(async () => {
  t = await createTestApp();
  [workId] = (await addBooks(t.database, [testBook({ title: 'Dune', pages: 400 })])) as [string];
  const staff = (await t.signedInClient('content_admin')).client;
  const community = (
    await staff.post('/api/admin/forum/communities', { name: 'Spoiler club' })
  ).json();
  chapterId = (
    await staff.post(`/api/forum/communities/${community.slug}/chapters`, { title: 'Dune' })
  ).json().chapter.id;
});
afterAll(() => t.close());

const progress = (client: TestClient, unit: 'page' | 'percent', value: number) =>
  client.put(`/api/shelves/me/entries/${workId}/progress`, { unit, value });

async function spoilerOf(client: TestClient, threadId: string, number = 2) {
  const page = (await client.get(`/api/forum/threads/${threadId}`)).json();
  return page.posts.find((p: { number: number }) => p.number === number).spoiler;
}

describe('spoiler shielding', () => {
  it('hides a page spoiler from readers behind it and shows it to readers past it or finished', async () => {
    const author = await t.signedInClient();
    const behind = await t.signedInClient();
    const past = await t.signedInClient();
    const finished = await t.signedInClient();
    const threadId = (
      await author.client.post(`/api/forum/chapters/${chapterId}/threads`, {
        title: 'The banquet',
        body: '<p>Where are you up to?</p>',
      })
    ).json().threadId;
    for (const reader of [behind, past, finished]) {
      await reader.client.put(`/api/forum/threads/${threadId}/subscription`, { level: 'watching' });
    }
    expect((await progress(behind.client, 'page', 120)).statusCode).toBe(200);
    expect((await progress(past.client, 'percent', 60)).statusCode).toBe(200);
    await finished.client.put(`/api/shelves/me/entries/${workId}`, { status: 'read' });
    const written = await author.client.post(`/api/forum/threads/${threadId}/posts`, {
      body: '<p>Jamis dies at the banquet.</p>',
      spoiler: { workId, unit: 'page', value: 200 },
    });
    expect(written.statusCode, written.body).toBe(201);

    expect(await spoilerOf(behind.client, threadId)).toMatchObject({
      bookTitle: 'Dune',
      unit: 'page',
      value: 200,
      shielded: true,
    });
    expect((await spoilerOf(past.client, threadId)).shielded).toBe(false);
    expect((await spoilerOf(finished.client, threadId)).shielded).toBe(false);
    expect((await spoilerOf(t.client(), threadId)).shielded).toBe(true);

    const noteOf = async (client: TestClient) =>
      (await client.get('/api/notifications')).json().notifications[0].content as string;
    expect(await noteOf(behind.client)).toContain('Spoiler for Dune, up to p. 200');
    expect(await noteOf(behind.client)).not.toContain('Jamis');
    expect(await noteOf(past.client)).toContain('Jamis dies');

    const found = async (client: TestClient) =>
      (await client.get('/api/forum/search?q=banquet+Jamis')).json().results;
    const [hidden] = await found(behind.client);
    expect(hidden.snippet).toEqual([{ text: 'Spoiler for Dune, up to p. 200', hit: false }]);
    const [plain] = await found(past.client);
    expect(plain.snippet.some((piece: { hit: boolean }) => piece.hit)).toBe(true);
  });

  it('refuses a spoiler for a book that is not in the catalogue', async () => {
    const author = await t.signedInClient();
    const response = await author.client.post(`/api/forum/chapters/${chapterId}/threads`, {
      title: 'Unknown book',
      body: '<p>text</p>',
      spoiler: { workId: '00000000-0000-4000-8000-000000000000', unit: 'page', value: 3 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('That book is not in the catalogue');
  });
});
