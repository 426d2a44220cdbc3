/**
 * E-mail for what a member missed (issue 10, item 4): a mention left unread ten minutes is
 * e-mailed once, with the member's per-kind preferences respected, a spoiler-safe text, and an
 * unsubscribe link that works without signing in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function mention(userId: string, title: string) {
  await t.app.services.notifications.send([
    {
      userId,
      type: 'mention',
      title,
      content: '@someone: hello there',
      relatedId: 'thread-1#post-2',
    },
  ]);
}

const run = () => t.app.services.awayEmails.sendAwayEmails();
const to = (email: string) => t.mail.messages.filter((m) => m.to === email);

describe('away e-mails', () => {
  it('e-mails an unread mention after ten minutes, once, with an unsubscribe link', async () => {
    const { client, user } = await t.signedInClient();
    await mention(user.id, 'maya mentioned you in “Dune”');
    t.clock.advanceMinutes(9);
    expect(await run()).toBe(0);
    t.clock.advanceMinutes(2);
    expect(await run()).toBe(1);
    const message = await t.mail.waitFor((m) => m.to === user.email);
    expect(message.subject).toBe('maya mentioned you in “Dune”');
    expect(message.text).toContain('@someone: hello there');
    expect(message.text).toContain('/forum/thread/thread-1#post-2');
    expect(message.headers?.['List-Unsubscribe']).toMatch(/^<http.*\/unsubscribe\?token=/);
    expect(await run()).toBe(0);
    expect(to(user.email)).toHaveLength(1);

    // The link turns mentions off without a session.
    const token = new URL(message.link!).searchParams.get('token')!;
    const answer = await t.client().post('/api/notifications/unsubscribe', { token });
    expect(answer.json()).toEqual({
      kind: 'mentions',
      description: 'someone mentions you in the forum',
    });
    expect((await client.get('/api/notifications/email-preferences')).json()).toEqual({
      mentions: false,
      replies: false,
      messages: true,
      clubAnnouncements: true,
    });
    await mention(user.id, 'again');
    t.clock.advanceMinutes(11);
    expect(await run()).toBe(0);
    expect(to(user.email)).toHaveLength(1);
    expect(
      (await t.client().post('/api/notifications/unsubscribe', { token: 'x'.repeat(43) }))
        .statusCode,
    ).toBe(404);
  });

  it('sends nothing about what was read in time, and groups the rest in one e-mail', async () => {
    const { client, user } = await t.signedInClient();
    await mention(user.id, 'first');
    await mention(user.id, 'second');
    await t.app.services.notifications.send([
      { userId: user.id, type: 'thread_reply', title: 'a reply', content: 'x', relatedId: 't' },
    ]);
    t.clock.advanceMinutes(11);
    expect(await run()).toBe(1);
    const message = await t.mail.waitFor((m) => m.to === user.email);
    expect(message.subject).toBe('first and 1 more on Bookhive'); // replies are off by default
    await client.put('/api/notifications/email-preferences', { replies: true });

    const reader = await t.signedInClient();
    await mention(reader.user.id, 'read quickly');
    await reader.client.post('/api/notifications/read-all');
    t.clock.advanceMinutes(11);
    expect(await run()).toBe(0);
  });

  it('e-mails a direct message left unread, with a link to the conversation, unless turned off', async () => {
    const sender = await t.signedInClient();
    const reader = await t.signedInClient();
    const started = await sender.client.post('/api/messages/conversations', {
      recipients: [reader.user.username],
      body: 'Are you coming on Thursday?',
    });
    expect(started.statusCode, started.body).toBeLessThan(300);
    t.clock.advanceMinutes(11);
    expect(await run()).toBeGreaterThanOrEqual(1);
    const message = await t.mail.waitFor((m) => m.to === reader.user.email);
    expect(message.subject).toBe(`@${sender.user.username} sent you a message`);
    expect(message.text).toContain('Are you coming on Thursday?');
    expect(message.text).toContain('/dashboard?tab=messages');
    expect(await run()).toBe(0);

    await reader.client.put('/api/notifications/email-preferences', { messages: false });
    await sender.client.post('/api/messages/conversations', {
      recipients: [reader.user.username],
      body: 'Hello?',
    });
    t.clock.advanceMinutes(11);
    expect(await run()).toBe(0);
    expect(to(reader.user.email)).toHaveLength(1);
  });

  it('keeps preferences per member, members only', async () => {
    expect((await t.client().get('/api/notifications/email-preferences')).statusCode).toBe(401);
    const { client } = await t.signedInClient();
    const saved = await client.put('/api/notifications/email-preferences', { messages: false });
    expect(saved.json()).toEqual({
      mentions: true,
      replies: false,
      messages: false,
      clubAnnouncements: true,
    });
  });
});
