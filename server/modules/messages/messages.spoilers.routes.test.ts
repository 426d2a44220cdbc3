/**
 * Spoilers in direct messages (issue 10, item 6): a message marked as a spoiler for a book up to
 * a point is behind a click for each member whose own reading progress is behind it — in the
 * conversation, the list's preview, the unread prefetch and the away e-mail — and plain for one
 * past it, one who finished, and the sender. The marks are checked as a forum post's are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../../contracts/realtime.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
let workId: string;

beforeAll(async () => {
  t = await createTestApp();
  [workId] = (await addBooks(t.database, [testBook({ title: 'Dune', pages: 400 })])) as [string];
});
afterAll(() => t.close());

type Member = { client: TestClient; id: string; username: string; email: string };

async function member(): Promise<Member> {
  const { client, user } = await t.signedInClient();
  return { client, id: user.id, username: user.username, email: user.email };
}

const progress = (m: Member, unit: 'page' | 'percent', value: number) =>
  m.client.put(`/api/shelves/me/entries/${workId}/progress`, { unit, value });

const secret = 'Jamis dies at the banquet.';
const notice = 'Spoiler for Dune, up to p. 200';

async function newestMessage(m: Member, conversationId: string) {
  const page = (
    await m.client.get(`/api/messages/conversations/${conversationId}/messages`)
  ).json();
  return page.messages.at(-1);
}

async function listPreview(m: Member, conversationId: string): Promise<string> {
  const list = (await m.client.get('/api/messages/conversations')).json();
  return list.conversations.find((c: { id: string }) => c.id === conversationId).lastMessage
    .preview;
}

async function unreadPreview(m: Member, conversationId: string): Promise<string | undefined> {
  const summary = (await m.client.get('/api/messages/unread')).json();
  return summary.latest.find((u: { conversationId: string }) => u.conversationId === conversationId)
    ?.preview;
}

describe('a spoiler in a group, as each member reads it', () => {
  it('is behind a click for a reader behind it, plain past it, finished, and for the sender', async () => {
    const [sender, behind, past, finished] = await Promise.all([
      member(),
      member(),
      member(),
      member(),
    ]);
    expect((await progress(behind, 'page', 120)).statusCode).toBe(200);
    expect((await progress(past, 'percent', 60)).statusCode).toBe(200);
    await finished.client.put(`/api/shelves/me/entries/${workId}`, { status: 'read' });

    const events: RealtimeEvent[] = [];
    const off = t.app.services.realtime.subscribe(behind.id, (event) => events.push(event));
    const started = await sender.client.post('/api/messages/conversations', {
      recipients: [behind.username, past.username, finished.username],
      body: secret,
      spoiler: { workId, unit: 'page', value: 200 },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { id } = started.json();
    // The sender has no progress with Dune at all, and still reads their own message plainly.
    expect(started.json().lastMessage.preview).toBe(secret);

    const shielded = await newestMessage(behind, id);
    expect(shielded).toMatchObject({
      body: secret,
      spoiler: { workId, bookTitle: 'Dune', unit: 'page', value: 200, shielded: true },
    });
    expect(await listPreview(behind, id)).toBe(`${notice} (hidden)`);
    expect(await unreadPreview(behind, id)).toBe(`${notice} (hidden)`);

    for (const reader of [past, finished, sender]) {
      expect((await newestMessage(reader, id)).spoiler).toMatchObject({ shielded: false });
      expect(await listPreview(reader, id)).toBe(secret);
    }
    expect(await unreadPreview(past, id)).toBe(secret);
    expect(await unreadPreview(finished, id)).toBe(secret);

    // Reading on past the point lifts the shield.
    await progress(behind, 'page', 201);
    expect((await newestMessage(behind, id)).spoiler.shielded).toBe(false);
    expect(await listPreview(behind, id)).toBe(secret);

    // The stream's event names the conversation only: no text of the message travels on it.
    const deadline = Date.now() + 5_000;
    while (events.length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    off();
    expect(events).toEqual([{ type: 'message', data: { conversationId: id } }]);
  });
});

describe('a spoiler sent in a direct conversation', () => {
  it('answers the sender plainly and shields the recipient behind it, in the e-mail too', async () => {
    const [sender, behind, past] = await Promise.all([member(), member(), member()]);
    await progress(behind, 'percent', 10);
    await progress(past, 'page', 300);
    const toBehind = (
      await sender.client.post('/api/messages/conversations', {
        recipients: [behind.username],
        body: 'Have you started Dune?',
      })
    ).json().id;
    const toPast = (
      await sender.client.post('/api/messages/conversations', {
        recipients: [past.username],
        body: 'Have you started Dune?',
      })
    ).json().id;
    // A minute later, so the spoiler is the newest message whichever order ids fall in.
    t.clock.advanceMinutes(1);
    for (const id of [toBehind, toPast]) {
      const sent = await sender.client.post(`/api/messages/conversations/${id}/messages`, {
        body: secret,
        spoiler: { workId, unit: 'page', value: 200 },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toMatchObject({ body: secret, mine: true, spoiler: { shielded: false } });
    }
    expect(await listPreview(behind, toBehind)).toBe(`${notice} (hidden)`);
    expect(await listPreview(past, toPast)).toBe(secret);

    t.clock.advanceMinutes(11);
    await t.app.services.awayEmails.sendAwayEmails();
    const hidden = await t.mail.waitFor((m) => m.to === behind.email);
    expect(hidden.text).toContain(`${notice} (hidden)`);
    expect(hidden.text).toContain('Have you started Dune?');
    expect(hidden.text).not.toContain('Jamis');
    expect(hidden.html).not.toContain('Jamis');
    const plain = await t.mail.waitFor((m) => m.to === past.email);
    expect(plain.text).toContain(secret);
  });
});

describe('checking a spoiler mark', () => {
  it('refuses a book not in the catalogue and a percentage over 100, as the forum does', async () => {
    const [sender, other] = await Promise.all([member(), member()]);
    const unknownBook = { workId: '00000000-0000-4000-8000-000000000000', unit: 'page', value: 3 };
    const start = await sender.client.post('/api/messages/conversations', {
      recipients: [other.username],
      body: 'text',
      spoiler: unknownBook,
    });
    expect(start.statusCode).toBe(400);
    expect(start.json().error).toMatchObject({
      message: 'That book is not in the catalogue',
      details: {
        issues: [{ path: ['spoiler', 'workId'], message: 'That book is not in the catalogue' }],
      },
    });
    expect((await sender.client.get('/api/messages/conversations')).json().conversations).toEqual(
      [],
    );

    const { id } = (
      await sender.client.post('/api/messages/conversations', {
        recipients: [other.username],
        body: 'Hello',
      })
    ).json();
    const send = (spoiler: object) =>
      sender.client.post(`/api/messages/conversations/${id}/messages`, { body: 'x', spoiler });
    const unknown = await send(unknownBook);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('That book is not in the catalogue');
    const tooFar = await send({ workId, unit: 'percent', value: 101 });
    expect(tooFar.statusCode).toBe(400);
    expect(JSON.stringify(tooFar.json().error)).toContain('A percentage is at most 100');
    const page = (await other.client.get(`/api/messages/conversations/${id}/messages`)).json();
    expect(page.messages.map((m: { body: string }) => m.body)).toEqual(['Hello']);
  });
});
