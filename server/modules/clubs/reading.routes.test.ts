/**
 * Reading together over HTTP (issue 11 part 5): a poll picks the club's book, the plan's first
 * section thread opens on its day (spoiler-marked to where the section ends), later ones on
 * theirs, meetings are answered, and the book lands on the shelves of members who asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooks, testBook } from '../../test/catalogue.js';
import {
  createTestApp,
  type TestApp,
  type TestClient,
  type TestMember,
} from '../../test/test-app.js';

let t: TestApp;
let books: string[];

beforeAll(async () => {
  t = await createTestApp();
  books = await addBooks(t.database, [
    testBook({ title: 'Middlemarch' }),
    testBook({ title: 'Kindred' }),
    testBook({ title: 'Piranesi' }),
  ]);
});
afterAll(() => t.close());

const member = () => t.signedInMember();
type Member = TestMember;

let counter = 0;
async function clubWith(body: object = {}) {
  const owner = await member();
  const created = await owner.client.post('/api/clubs', {
    name: `Reading club ${++counter}`,
    category: 'Fiction',
    ...body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const club = created.json().club as { id: string; slug: string };
  const reader = await member();
  expect((await reader.client.post(`/api/clubs/${club.id}/membership`)).statusCode).toBe(200);
  return { owner, reader, club };
}

const reading = async (client: TestClient, id: string) => {
  const response = await client.get(`/api/clubs/${id}/reading`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const errorOf = (response: { statusCode: number; json(): { error: { message: string } } }) => [
  response.statusCode,
  response.json().error.message,
];
const today = () => t.clock.now().toISOString().slice(0, 10);
const inDays = (days: number) =>
  new Date(t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

async function openPoll(owner: Member, clubId: string, workIds = books.slice(0, 2)) {
  const response = await owner.client.post(`/api/clubs/${clubId}/polls`, { workIds });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().poll as { id: string };
}

describe('polls', () => {
  it('a poll picks the book: members vote, the host closes, the book is current', async () => {
    const { owner, reader, club } = await clubWith();
    const other = await member();
    await other.client.post(`/api/clubs/${club.id}/membership`);
    const poll = await openPoll(owner, club.id);
    const told = (await reader.client.get('/api/notifications')).json().notifications[0];
    expect(told).toMatchObject({ title: 'Your club is choosing its next book' });
    expect(told.actionUrl).toBe(`/b/${club.slug}`);

    const vote = (m: Member, workId: string) =>
      m.client.put(`/api/clubs/${club.id}/polls/${poll.id}/vote`, { workId });
    expect((await vote(reader, books[0] as string)).statusCode).toBe(200);
    // A changed vote replaces the first.
    const changed = await vote(reader, books[1] as string);
    expect(changed.json().poll).toMatchObject({ myVote: books[1], totalVotes: 1 });
    expect((await vote(other, books[1] as string)).statusCode).toBe(200);
    expect(errorOf(await vote(other, books[2] as string))).toEqual([
      400,
      'That book is not one of the poll’s choices',
    ]);
    const outsider = await member();
    expect((await vote(outsider, books[0] as string)).statusCode).toBe(403);
    expect(
      (await reader.client.post(`/api/clubs/${club.id}/polls/${poll.id}/close`, {})).statusCode,
    ).toBe(403);

    const closed = await owner.client.post(`/api/clubs/${club.id}/polls/${poll.id}/close`, {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().poll).toMatchObject({ status: 'closed', winnerId: books[1] });
    const page = (await t.client().get(`/api/clubs/by-slug/${club.slug}`)).json();
    expect(page.currentBook).toMatchObject({ id: books[1], title: 'Kindred' });
    const titles = (await other.client.get('/api/notifications'))
      .json()
      .notifications.map((n: { title: string }) => n.title);
    expect(titles.sort()).toEqual([
      'Your club chose its next book',
      'Your club is choosing its next book',
    ]);
    expect(errorOf(await vote(reader, books[0] as string))).toEqual([409, 'This poll is closed']);
  });

  it('asks the host to settle a tie, and offers 2 to 5 catalogue books once at a time', async () => {
    const { owner, reader, club } = await clubWith();
    const few = await owner.client.post(`/api/clubs/${club.id}/polls`, { workIds: [books[0]] });
    expect(errorOf(few)).toEqual([400, 'A poll offers 2 to 5 books']);
    const unknown = await owner.client.post(`/api/clubs/${club.id}/polls`, {
      workIds: [books[0], '00000000-0000-4000-8000-000000000000'],
    });
    expect(errorOf(unknown)).toEqual([400, 'That book is not in the catalogue']);
    const poll = await openPoll(owner, club.id, books);
    const again = await owner.client.post(`/api/clubs/${club.id}/polls`, { workIds: books });
    expect(errorOf(again)).toEqual([409, 'This club already has an open poll']);
    await reader.client.put(`/api/clubs/${club.id}/polls/${poll.id}/vote`, { workId: books[0] });
    await owner.client.put(`/api/clubs/${club.id}/polls/${poll.id}/vote`, { workId: books[2] });
    const close = (winnerId: string | null) =>
      owner.client.post(`/api/clubs/${club.id}/polls/${poll.id}/close`, { winnerId });
    expect(errorOf(await close(null))).toEqual([
      400,
      'The vote is tied: choose the winner among the books tied first',
    ]);
    expect(errorOf(await close(books[1] as string))).toEqual([
      400,
      'Choose one of the books tied first',
    ]);
    const closed = await close(books[2] as string);
    expect(closed.json().poll).toMatchObject({ status: 'closed', winnerId: books[2] });
  });

  it('keeps one vote a member when the same vote races itself', async () => {
    const { owner, reader, club } = await clubWith();
    const poll = await openPoll(owner, club.id);
    const votes = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((i) =>
        reader.client.put(`/api/clubs/${club.id}/polls/${poll.id}/vote`, { workId: books[i] }),
      ),
    );
    expect(votes.map((v) => v.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await reading(reader.client, club.id)).poll.totalVotes).toBe(1);
  });

  it('opens one poll when hosts open polls at once', async () => {
    const { owner, club } = await clubWith();
    const opened = await Promise.all(
      [0, 1, 2].map(() => owner.client.post(`/api/clubs/${club.id}/polls`, { workIds: books })),
    );
    expect(opened.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('counts a vote racing the close, or refuses it: never lost after the winner is chosen', async () => {
    const { owner, reader, club } = await clubWith();
    const poll = await openPoll(owner, club.id);
    await owner.client.put(`/api/clubs/${club.id}/polls/${poll.id}/vote`, { workId: books[0] });
    const [vote, close] = await Promise.all([
      reader.client.put(`/api/clubs/${club.id}/polls/${poll.id}/vote`, { workId: books[1] }),
      owner.client.post(`/api/clubs/${club.id}/polls/${poll.id}/close`, { winnerId: books[0] }),
    ]);
    expect(close.statusCode, close.body).toBe(200);
    expect([200, 409]).toContain(vote.statusCode);
    const final = (await reading(reader.client, club.id)).poll;
    expect(final.status).toBe('closed');
    expect(final.totalVotes).toBe(vote.statusCode === 200 ? 2 : 1);
  });

  it('puts the chosen book on the shelves of members who asked, never twice', async () => {
    const { owner, reader, club } = await clubWith();
    const shelved = await member();
    await shelved.client.post(`/api/clubs/${club.id}/membership`);
    for (const m of [reader, shelved])
      expect(
        (await m.client.put(`/api/clubs/${club.id}/reading/me`, { wantToRead: true })).json().me,
      ).toMatchObject({ wantToRead: true });
    // Already read: the entry stays as it is.
    await shelved.client.put(`/api/shelves/me/entries/${books[0]}`, { status: 'read' });
    const poll = await openPoll(owner, club.id);
    await reader.client.put(`/api/clubs/${club.id}/polls/${poll.id}/vote`, { workId: books[0] });
    await owner.client.post(`/api/clubs/${club.id}/polls/${poll.id}/close`, {});
    const entry = async (m: Member) =>
      (await m.client.get(`/api/shelves/me/entries/${books[0]}`)).json().entry;
    expect(await entry(reader)).toMatchObject({ status: 'want_to_read' });
    expect(await entry(shelved)).toMatchObject({ status: 'read' });
    expect(await entry(owner)).toBeNull();
  });
});

describe('the reading plan', () => {
  it('needs a current book, and is for hosts to make', async () => {
    const { owner, reader, club } = await clubWith();
    const plan = { timeZone: 'UTC', sections: [{ title: 'Part one', startsOn: today() }] };
    expect(errorOf(await owner.client.put(`/api/clubs/${club.id}/plan`, plan))).toEqual([
      400,
      'Choose the club’s current book before making a reading plan',
    ]);
    await owner.client.patch(`/api/clubs/${club.id}`, { currentBookId: books[0] });
    expect((await reader.client.put(`/api/clubs/${club.id}/plan`, plan)).statusCode).toBe(403);
    const bad = await owner.client.put(`/api/clubs/${club.id}/plan`, {
      timeZone: 'Mars/Olympus',
      sections: [
        { title: 'Later', startsOn: inDays(3) },
        { title: 'Sooner', startsOn: today() },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.details.issues.map((d: { message: string }) => d.message)
        .sort(),
    ).toEqual([
      'Choose a time zone from the list',
      'Each section starts on or after the one before it',
    ]);
  });

  it('opens the first section thread today, spoiler-marked, and the next on its day', async () => {
    const { owner, reader, club } = await clubWith({ currentBookId: books[0] });
    const saved = await owner.client.put(`/api/clubs/${club.id}/plan`, {
      timeZone: 'UTC',
      sections: [
        { title: 'Chapters 1–5', startsOn: today(), spoiler: { unit: 'chapter', value: 5 } },
        { title: 'Chapters 6–10', startsOn: inDays(1), spoiler: { unit: 'chapter', value: 10 } },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const plan = (await reading(reader.client, club.id)).plan;
    expect(plan.book.title).toBe('Middlemarch');
    expect(plan.chapterUrl).toMatch(/^\/forum\/c\/reading-club-[\d-]+\/chapter\/middlemarch$/);
    expect(plan.sections).toMatchObject([
      { title: 'Chapters 1–5', open: true, spoiler: { unit: 'chapter', value: 5 } },
      { title: 'Chapters 6–10', open: false, threadUrl: null },
    ]);
    const threadId = (plan.sections[0].threadUrl as string).split('/').pop();
    const thread = (await reader.client.get(`/api/forum/threads/${threadId}`)).json();
    expect(thread.thread.title).toBe('Middlemarch: Chapters 1–5');
    expect(thread.posts[0].spoiler).toMatchObject({ unit: 'chapter', value: 5, shielded: true });

    // Readers racing on the day open the thread once.
    t.clock.advance(86_400_000);
    const seen = await Promise.all([1, 2, 3].map(() => reading(reader.client, club.id)));
    const urls = seen.map((r) => r.plan.sections[1].threadUrl);
    expect(urls[0]).toMatch(/^\/forum\/chapter\//);
    expect(new Set(urls).size).toBe(1);
    // Edited, a kept section keeps its thread.
    // A day on, the host signs in again.
    await owner.client.post('/api/auth/signin', { email: owner.email, password: owner.password });
    const edit = await owner.client.put(`/api/clubs/${club.id}/plan`, {
      timeZone: 'UTC',
      sections: [{ title: 'Chapters 1–6', startsOn: inDays(-1) }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = (await reading(reader.client, club.id)).plan.sections;
    expect(edited).toMatchObject([
      { title: 'Chapters 1–6', threadUrl: plan.sections[0].threadUrl },
    ]);

    // Made private, the club goes on opening threads, now for its members alone.
    await owner.client.patch(`/api/clubs/${club.id}`, { visibility: 'private' });
    await owner.client.put(`/api/clubs/${club.id}/plan`, {
      timeZone: 'UTC',
      sections: [
        { title: 'Chapters 1–6', startsOn: inDays(-1) },
        { title: 'Chapters 7–9', startsOn: inDays(0) },
      ],
    });
    const closedOff = (await reading(owner.client, club.id)).plan.sections;
    expect(closedOff).toMatchObject([
      { threadUrl: plan.sections[0].threadUrl },
      { open: true, threadUrl: expect.stringMatching(/^\/forum\/chapter\//) },
    ]);
    const newest = `/api/forum/threads/${closedOff[1].threadUrl.split('/').pop()}`;
    // (The owner: the clock has moved on days, past the reader's session.)
    expect((await owner.client.get(newest)).statusCode).toBe(200);
    expect((await t.client().get(newest)).statusCode).toBe(404);
  });
  // A private club's plan and its members-only threads: private-club-forum.routes.test.ts.
});

describe('meetings', () => {
  const meeting = {
    title: 'First evening',
    localStart: '2027-06-01T19:00',
    timeZone: 'Europe/Paris',
    durationMinutes: 90,
    onlineUrl: 'https://meet.example.org/middlemarch',
    place: null,
  };

  it('checks the link and the place, takes answers and counts them', async () => {
    const { owner, reader, club } = await clubWith();
    const add = (body: object) => owner.client.post(`/api/clubs/${club.id}/meetings`, body);
    expect(errorOf(await add({ ...meeting, onlineUrl: 'ftp://x.org' }))).toEqual([
      400,
      'URL must use HTTP or HTTPS protocol',
    ]);
    expect(errorOf(await add({ ...meeting, onlineUrl: 'not a url' }))).toEqual([
      400,
      'Invalid URL',
    ]);
    expect(errorOf(await add({ ...meeting, onlineUrl: null }))).toEqual([
      400,
      'Give an online link or a place',
    ]);
    expect((await reader.client.post(`/api/clubs/${club.id}/meetings`, meeting)).statusCode).toBe(
      403,
    );
    const added = await add(meeting);
    expect(added.statusCode, added.body).toBe(201);
    const [shown] = added.json().meetings;
    expect(shown).toMatchObject({
      startsAt: '2027-06-01T17:00:00.000Z',
      localStart: '2027-06-01T19:00',
      sequence: 0,
    });
    const rsvp = (m: Member, answer: string) =>
      m.client.put(`/api/clubs/${club.id}/meetings/${shown.id}/rsvp`, { answer });
    await rsvp(reader, 'maybe');
    const answered = (await rsvp(reader, 'going')).json().meetings[0];
    expect(answered).toMatchObject({ myAnswer: 'going', counts: { going: 1, maybe: 0 } });
    await rsvp(owner, 'not_going');
    const outsider = await member();
    expect((await rsvp(outsider, 'going')).statusCode).toBe(403);
    const edited = await owner.client.patch(`/api/clubs/${club.id}/meetings/${shown.id}`, {
      ...meeting,
      onlineUrl: null,
      place: 'The Lamb, Lamb’s Conduit Street',
    });
    expect(edited.json().meetings[0]).toMatchObject({
      sequence: 1,
      place: 'The Lamb, Lamb’s Conduit Street',
      counts: { going: 1, maybe: 0, not_going: 1 },
    });
    const cancel = (m: Member) => m.client.delete(`/api/clubs/${club.id}/meetings/${shown.id}`);
    expect((await cancel(reader)).statusCode).toBe(403);
    const cancelled = await cancel(owner);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().meetings).toEqual([]);
    expect((await cancel(owner)).statusCode).toBe(404);
  });
});
