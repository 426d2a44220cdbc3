/**
 * Direct messages over HTTP (issue 10, "Direct messages"): conversations of two and groups,
 * unread counts and mark read, leave and mute; only members still in a conversation read or
 * write it (404 to everyone else); SPEC §5's body messages; the sending limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../contracts/messages.js';
import { messagingTexts } from '../../../contracts/direct-messages.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { client: TestClient; id: string; username: string };

async function member(): Promise<Member> {
  const { client, user } = await t.signedInClient();
  return { client, id: user.id, username: user.username };
}

async function start(from: Member, to: Member[], body = 'Hello there', title?: string) {
  const response = await from.client.post('/api/messages/conversations', {
    recipients: to.map((m) => m.username),
    body,
    ...(title ? { title } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; isGroup: boolean; participants: { username: string }[] };
}

const url = (id: string, rest = '') => `/api/messages/conversations/${id}${rest}`;

async function unread(m: Member): Promise<number> {
  return (await m.client.get('/api/messages/unread')).json().unreadCount;
}

describe('direct conversations', () => {
  it('finds the same conversation from either side, lists it and counts unread', async () => {
    const ada = await member();
    const ben = await member();
    const first = await start(ada, [ben], 'Have you read Middlemarch?');
    expect(first.isGroup).toBe(false);
    expect(first.participants.map((p) => p.username)).toEqual([ben.username]);
    t.clock.advanceMinutes(1);
    const again = await start(ben, [ada], 'Not yet!');
    expect(again.id).toBe(first.id);

    expect(await unread(ada)).toBe(1);
    expect(await unread(ben)).toBe(1);
    const list = (await ada.client.get('/api/messages/conversations')).json();
    expect(list.conversations).toHaveLength(1);
    expect(list.conversations[0]).toMatchObject({
      id: first.id,
      unreadCount: 1,
      lastMessage: { preview: 'Not yet!', senderId: ben.id },
      abilities: { send: true, leave: false, block: true },
    });
    const summary = (await ada.client.get('/api/messages/unread')).json();
    expect(summary.latest).toEqual([
      expect.objectContaining({ conversationId: first.id, senderUsername: ben.username }),
    ]);

    expect((await ada.client.post(url(first.id, '/read'))).statusCode).toBe(204);
    expect(await unread(ada)).toBe(0);
    expect(await unread(ben)).toBe(1);
  });

  it('pages messages 30 at a time, newest page first, with a before cursor', async () => {
    const ada = await member();
    const ben = await member();
    const { id } = await start(ada, [ben], 'Message 0');
    for (let i = 1; i < 35; i++) {
      t.clock.advanceMinutes(0.01);
      await t.app.services.messages.send(i % 2 ? ben.id : ada.id, id, `Message ${i}`);
      // The limiter's window ends every few messages, as a real conversation's would.
      if (i % 20 === 0) t.clock.advanceMinutes(2);
    }
    const newest = (await ada.client.get(url(id, '/messages'))).json();
    expect(newest.messages).toHaveLength(30);
    expect(newest.messages[0].body).toBe('Message 5');
    expect(newest.messages[29]).toMatchObject({ body: 'Message 34', mine: true });
    expect(newest.messages[28]).toMatchObject({ body: 'Message 33', mine: false });
    expect(newest.hasMore).toBe(true);
    const older = (
      await ada.client.get(url(id, `/messages?before=${newest.messages[0].id}`))
    ).json();
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `Message ${i}`),
    );
    expect(older.hasMore).toBe(false);
  });

  it('sends plain text: markup stripped, SPEC §5 messages for empty and too long', async () => {
    const ada = await member();
    const ben = await member();
    const { id } = await start(ada, [ben]);
    const sent = await ada.client.post(url(id, '/messages'), {
      body: '<script>alert(1)</script><b>Bold</b> words',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().body).toBe('Bold words');
    for (const [body, message] of [
      ['', fieldMessages.contentRequired],
      ['   ', fieldMessages.contentRequired],
      ['<p></p>', fieldMessages.contentRequired],
      ['x'.repeat(10_001), fieldMessages.contentTooLong],
    ] as const) {
      const response = await ada.client.post(url(id, '/messages'), { body });
      expect(response.statusCode, body).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const longest = await ada.client.post(url(id, '/messages'), { body: 'x'.repeat(10_000) });
    expect(longest.statusCode).toBe(200);
  });

  it('refuses to start with nobody, an unknown member or oneself', async () => {
    const ada = await member();
    const post = (recipients: string[]) =>
      ada.client.post('/api/messages/conversations', { recipients, body: 'Hi' });
    const none = await post([]);
    expect(none.json().error.message).toBe(messagingTexts.recipientsRequired);
    const unknown = await post(['nobody_by_that_name']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(messagingTexts.unknownMember('nobody_by_that_name'));
    const self = await post([ada.username]);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(messagingTexts.notYourself);
  });
});

describe('privacy: a non-participant is told the conversation does not exist', () => {
  it('answers 404 to every conversation route, for an outsider and a member who left', async () => {
    const ada = await member();
    const ben = await member();
    const cy = await member();
    const outsider = await member();
    const direct = await start(ada, [ben], 'Private');
    const group = await start(ada, [ben, cy], 'Group talk', 'Book club');
    expect((await cy.client.post(url(group.id, '/leave'))).statusCode).toBe(204);
    const [message] = (await ada.client.get(url(direct.id, '/messages'))).json().messages;

    for (const [who, id] of [
      [outsider, direct.id],
      [outsider, group.id],
      [cy, direct.id],
      [cy, group.id],
    ] as const) {
      const calls = [
        who.client.get(url(id)),
        who.client.get(url(id, '/messages')),
        who.client.post(url(id, '/messages'), { body: 'Let me in' }),
        who.client.post(url(id, '/read')),
        who.client.post(url(id, '/leave')),
        who.client.put(url(id, '/mute'), { muted: true }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Private');
      }
    }
    const report = await outsider.client.post(`/api/messages/messages/${message.id}/report`, {
      reason: 'spam',
    });
    expect(report.statusCode).toBe(404);
    const unknown = await outsider.client.get(url('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(
      (await outsider.client.get(url(direct.id))).json().error.message,
    );
    // A visitor is asked to sign in.
    expect((await t.client().get('/api/messages/conversations')).statusCode).toBe(401);
  });
});

describe('groups', () => {
  it('makes a group of up to 10, tells each member, and lets a member leave', async () => {
    const ada = await member();
    const others = await Promise.all(Array.from({ length: 9 }, () => member()));
    const group = await start(ada, others, 'Welcome all', 'Reading circle');
    expect(group).toMatchObject({ isGroup: true, title: 'Reading circle' });
    expect(group.participants).toHaveLength(9);
    for (const m of others) expect(await unread(m)).toBe(1);

    const tooMany = await ada.client.post('/api/messages/conversations', {
      recipients: [...others, await member()].map((m) => m.username),
      body: 'Too many',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(messagingTexts.tooManyRecipients);

    const leaver = others[0]!;
    expect((await leaver.client.post(url(group.id, '/leave'))).statusCode).toBe(204);
    await ada.client.post(url(group.id, '/messages'), { body: 'After the leave' });
    // Gone from the leaver's badge, unread or not.
    expect(await unread(leaver)).toBe(0);
    expect(await unread(others[1]!)).toBe(2);
    const seen = (await ada.client.get(url(group.id))).json();
    expect(seen.participants).toHaveLength(8);
    expect((await leaver.client.get('/api/messages/conversations')).json().conversations).toEqual(
      [],
    );
  });

  it('refuses to leave a direct conversation', async () => {
    const ada = await member();
    const ben = await member();
    const { id } = await start(ada, [ben]);
    const response = await ada.client.post(url(id, '/leave'));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(messagingTexts.onlyGroupsLeave);
  });

  it('mutes: the conversation keeps its count but leaves the badge alone', async () => {
    const ada = await member();
    const ben = await member();
    const { id } = await start(ada, [ben], 'One');
    expect((await ben.client.put(url(id, '/mute'), { muted: true })).statusCode).toBe(204);
    expect(await unread(ben)).toBe(0);
    const [listed] = (await ben.client.get('/api/messages/conversations')).json().conversations;
    expect(listed).toMatchObject({ muted: true, unreadCount: 1 });
    await ben.client.put(url(id, '/mute'), { muted: false });
    expect(await unread(ben)).toBe(1);
  });
});

describe('sending limits', () => {
  it('allows 30 messages a minute, then answers 429 until the minute is over', async () => {
    const ada = await member();
    const ben = await member();
    const { id } = await start(ada, [ben]);
    t.clock.advanceMinutes(2);
    for (let i = 0; i < 30; i++) {
      const response = await ada.client.post(url(id, '/messages'), { body: `m${i}` });
      expect(response.statusCode, `message ${i}`).toBe(200);
    }
    const refused = await ada.client.post(url(id, '/messages'), { body: 'one too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(messagingTexts.tooFast.replace('{wait}', '1 minute'));
    expect(refused.headers['retry-after']).toBe('60');
    // Ben's own limit is his.
    expect((await ben.client.post(url(id, '/messages'), { body: 'fine' })).statusCode).toBe(200);
    t.clock.advanceMinutes(1);
    expect((await ada.client.post(url(id, '/messages'), { body: 'later' })).statusCode).toBe(200);
  });

  it('allows 10 new conversations an hour', async () => {
    const ada = await member();
    const people = await Promise.all(Array.from({ length: 11 }, () => member()));
    for (const person of people.slice(0, 10)) await start(ada, [person]);
    const refused = await ada.client.post('/api/messages/conversations', {
      recipients: [people[10]!.username],
      body: 'Hi',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      messagingTexts.tooManyStarted.replace('{wait}', '60 minutes'),
    );
    t.clock.advanceMinutes(61);
    await start(ada, [people[10]!]);
  });
});
