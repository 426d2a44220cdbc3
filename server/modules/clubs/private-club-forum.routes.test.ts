/**
 * A private club's reading plan and its forum community, read by the club's approved members
 * alone (decision 0020): the section threads open for members; visitors, other members and
 * former members get a 404 everywhere — thread, chapter, community, replies, likes — and never
 * find it on the forum's home, in its latest threads, in search or on their realtime stream;
 * nobody outside is told of a reply or a mention; turning the club public opens it, and
 * private again closes it, from the moment the change commits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooks, testBook } from '../../test/catalogue.js';
import { cookieOf, listening, openStream } from '../../test/event-stream.js';
import {
  createTestApp,
  type TestApp,
  type TestClient,
  type TestMember,
} from '../../test/test-app.js';

let t: TestApp;
let bookId: string;

beforeAll(async () => {
  t = await createTestApp();
  [bookId = ''] = await addBooks(t.database, [testBook({ title: 'The Secret History' })]);
});
afterAll(() => t.close());

const today = () => t.clock.now().toISOString().slice(0, 10);

/** A private club with an approved member and a plan whose first section opens today. */
async function privateClubWithPlan() {
  const owner = await t.signedInMember();
  const created = await owner.client.post('/api/clubs', {
    name: 'Hampden Classics Circle',
    category: 'Mystery',
    visibility: 'private',
    currentBookId: bookId,
  });
  expect(created.statusCode, created.body).toBe(201);
  const club = created.json().club as { id: string; slug: string };
  const member = await t.signedInMember();
  await member.client.post(`/api/clubs/${club.id}/membership`);
  const approve = `/api/clubs/${club.id}/requests/${member.id}/approve`;
  expect((await owner.client.post(approve)).statusCode).toBe(204);
  const plan = await owner.client.put(`/api/clubs/${club.id}/plan`, {
    timeZone: 'UTC',
    sections: [{ title: 'Book one', startsOn: today() }],
  });
  expect(plan.statusCode, plan.body).toBe(200);
  const reading = (await member.client.get(`/api/clubs/${club.id}/reading`)).json();
  const threadUrl = reading.plan.sections[0].threadUrl as string;
  const chapterUrl = reading.plan.chapterUrl as string;
  expect(threadUrl).toMatch(/^\/forum\/chapter\//);
  const [, , , communitySlug, , chapterSlug] = chapterUrl.split('/');
  return {
    owner,
    member,
    club,
    threadId: threadUrl.split('/').pop() as string,
    community: `/api/forum/communities/${communitySlug}`,
    chapter: `/api/forum/communities/${communitySlug}/chapters/${chapterSlug}`,
  };
}

const statusOf = async (client: TestClient, url: string) => (await client.get(url)).statusCode;

async function noticesOf(person: TestMember) {
  const response = await person.client.get('/api/notifications');
  return response.json().notifications as { subType: string; content: string }[];
}

describe('a private club’s forum community', () => {
  it('is read and written by its members, and is a 404 to everyone else', async () => {
    const club = await privateClubWithPlan();
    const thread = `/api/forum/threads/${club.threadId}`;
    for (const url of [thread, club.chapter, club.community])
      expect(await statusOf(club.member.client, url), url).toBe(200);
    const reply = await club.member.client.post(`${thread}/posts`, { body: '<p>Bunny!</p>' });
    expect(reply.statusCode, reply.body).toBe(201);

    const outsider = await t.signedInMember();
    for (const client of [t.client(), outsider.client])
      for (const url of [thread, club.chapter, club.community])
        expect(await statusOf(client, url), url).toBe(404);
    const written = await outsider.client.post(`${thread}/posts`, { body: '<p>Let me in</p>' });
    expect(written.statusCode).toBe(404);
    const postId = reply.json().post.id as string;
    expect((await outsider.client.put(`/api/forum/posts/${postId}/like`)).statusCode).toBe(404);

    const home = (await outsider.client.get('/api/forum')).json();
    expect(JSON.stringify(home)).not.toContain('Hampden');
    const found = (await outsider.client.get('/api/forum/search?q=bunny')).json();
    expect(found.results).toEqual([]);
    // Its members do not find it by searching either: the club's plan is where they go.
    expect((await club.member.client.get('/api/forum/search?q=bunny')).json().results).toEqual([]);

    const staff = (await t.signedInClient('content_admin')).client;
    expect(await statusOf(staff, thread)).toBe(200);
  });

  it('tells members alone of a reply or a mention, and stops telling those who left', async () => {
    const club = await privateClubWithPlan();
    const thread = `/api/forum/threads/${club.threadId}`;
    const outsider = await t.signedInMember();
    const leaver = await t.signedInMember();
    await leaver.client.post(`/api/clubs/${club.club.id}/membership`);
    await club.owner.client.post(`/api/clubs/${club.club.id}/requests/${leaver.id}/approve`);
    const watch = await leaver.client.put(`${thread}/subscription`, { level: 'watching' });
    expect(watch.statusCode, watch.body).toBe(204);
    expect((await leaver.client.delete(`/api/clubs/${club.club.id}/membership`)).statusCode).toBe(
      200,
    );
    expect(await statusOf(leaver.client, thread)).toBe(404);

    const body = `<p>@${outsider.username} and @${club.owner.username}: Henry knew.</p>`;
    const reply = await club.member.client.post(`${thread}/posts`, { body });
    expect(reply.statusCode, reply.body).toBe(201);
    expect((await noticesOf(club.owner)).map((n) => n.subType)).toContain('mention');
    expect(await noticesOf(outsider)).toEqual([]);
    expect((await noticesOf(leaver)).filter((n) => n.content.includes('Henry'))).toEqual([]);
  });

  it('announces a new post on the members’ streams only', async () => {
    const club = await privateClubWithPlan();
    const outsider = await t.signedInMember();
    const baseUrl = await listening(t);
    const inside = await openStream(baseUrl, cookieOf(club.owner.client));
    const outside = await openStream(baseUrl, cookieOf(outsider.client));
    await inside.waitFor(() => inside.text.includes('event: ready'), 'ready');
    await outside.waitFor(() => outside.text.includes('event: ready'), 'ready');
    const thread = `/api/forum/threads/${club.threadId}`;
    await club.member.client.post(`${thread}/posts`, { body: '<p>Snow in Vermont.</p>' });
    await inside.waitFor(() => inside.text.includes('"type":"notification"'), 'the reply notice');
    await t.app.services.notifications.send([
      { userId: outsider.id, type: 'system', title: 'marker', content: 'x' },
    ]);
    await outside.waitFor(() => outside.text.includes('marker'), 'the marker');
    expect(outside.text).not.toContain(club.threadId);
    await Promise.all([inside.close(), outside.close()]);
  });

  it('opens to everyone while the club is public, and closes again when it is private', async () => {
    const club = await privateClubWithPlan();
    const thread = `/api/forum/threads/${club.threadId}`;
    const outsider = await t.signedInMember();
    const edit = (visibility: string) =>
      club.owner.client.patch(`/api/clubs/${club.club.id}`, { visibility });
    expect((await edit('public')).statusCode).toBe(200);
    expect(await statusOf(outsider.client, thread)).toBe(200);
    expect(await statusOf(t.client(), club.community)).toBe(200);
    expect((await edit('private')).statusCode).toBe(200);
    expect(await statusOf(outsider.client, thread)).toBe(404);
    expect(await statusOf(t.client(), thread)).toBe(404);
    expect(await statusOf(club.member.client, thread)).toBe(200);
  });
});
