/**
 * Blocks and reports (issue 10): a block stops direct messages both ways, with only "You can't
 * message this member" for the one blocked; the forum asks who blocked an author; a member of a
 * conversation reports a message and the back-office resolves it. Also the username suggester.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingTexts } from '../../../contracts/direct-messages.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { client: TestClient; id: string; username: string };

async function member(username?: string): Promise<Member> {
  const user = await t.createUser(username ? { username } : {});
  const client = t.client();
  await client.post('/api/auth/signin', { email: user.email, password: user.password });
  return { client, id: user.id, username: user.username };
}

const startWith = (from: Member, to: Member[], body = 'Hello') =>
  from.client.post('/api/messages/conversations', { recipients: to.map((m) => m.username), body });

describe('blocks', () => {
  it('stop direct messages both ways, and a group goes on', async () => {
    const ada = await member();
    const ben = await member();
    const cy = await member();
    const { id } = (await startWith(ada, [ben])).json();
    const group = (await startWith(ada, [ben, cy])).json();

    expect(
      (await ben.client.post('/api/messages/blocks', { username: ada.username })).statusCode,
    ).toBe(204);
    // Twice changes nothing.
    expect(
      (await ben.client.post('/api/messages/blocks', { username: ada.username })).statusCode,
    ).toBe(204);

    const toBlocker = await ada.client.post(`/api/messages/conversations/${id}/messages`, {
      body: 'Hi?',
    });
    expect(toBlocker.statusCode).toBe(403);
    expect(toBlocker.json().error.message).toBe(messagingTexts.cannotMessage);
    const fromBlocker = await ben.client.post(`/api/messages/conversations/${id}/messages`, {
      body: 'Hi?',
    });
    expect(fromBlocker.statusCode).toBe(403);
    expect(fromBlocker.json().error.message).toBe(messagingTexts.youBlocked);
    const startAgain = await startWith(ada, [ben]);
    expect(startAgain.statusCode).toBe(403);
    expect(startAgain.json().error.message).toBe(messagingTexts.cannotMessage);
    expect((await startWith(ben, [ada])).json().error.message).toBe(messagingTexts.youBlocked);
    expect((await startWith(ada, [ben, cy])).statusCode).toBe(403);

    const seenByAda = (await ada.client.get(`/api/messages/conversations/${id}`)).json();
    expect(seenByAda).toMatchObject({ blockedByMe: false, abilities: { send: false } });
    const seenByBen = (await ben.client.get(`/api/messages/conversations/${id}`)).json();
    expect(seenByBen).toMatchObject({ blockedByMe: true, abilities: { send: false } });
    const inGroup = await ada.client.post(`/api/messages/conversations/${group.id}/messages`, {
      body: 'All',
    });
    expect(inGroup.statusCode).toBe(200);

    const listed = (await ben.client.get('/api/messages/blocks')).json();
    expect(listed.blocks.map((b: { username: string }) => b.username)).toEqual([ada.username]);
    expect((await ada.client.get('/api/messages/blocks')).json().blocks).toEqual([]);

    expect((await ben.client.delete(`/api/messages/blocks/${ada.username}`)).statusCode).toBe(204);
    const after = await ada.client.post(`/api/messages/conversations/${id}/messages`, {
      body: 'Hi!',
    });
    expect(after.statusCode).toBe(200);
  });

  it('refuses blocking oneself or nobody', async () => {
    const ada = await member();
    const self = await ada.client.post('/api/messages/blocks', { username: ada.username });
    expect(self.json().error.message).toBe(messagingTexts.cannotBlockYourself);
    const nobody = await ada.client.post('/api/messages/blocks', { username: 'no_such_member' });
    expect(nobody.statusCode).toBe(404);
  });

  it('tells the forum who blocked an author, and whether two members are apart', async () => {
    const author = await member();
    const [a, b, c] = [await member(), await member(), await member()];
    await a.client.post('/api/messages/blocks', { username: author.username });
    await c.client.post('/api/messages/blocks', { username: author.username });
    await author.client.post('/api/messages/blocks', { username: b.username });
    const service = t.app.services.messages;
    expect(await service.whoBlocked(author.id)).toEqual(new Set([a.id, c.id]));
    expect(await service.whoBlocked(b.id)).toEqual(new Set([author.id]));
    expect(await service.whoBlocked(c.id)).toEqual(new Set());
    expect(await service.isBlockedBetween(author.id, a.id)).toBe(true);
    expect(await service.isBlockedBetween(b.id, author.id)).toBe(true);
    expect(await service.isBlockedBetween(a.id, b.id)).toBe(false);
  });
});

describe('reports', () => {
  it('lets a member of the conversation report a message, and staff resolve it', async () => {
    const ada = await member();
    const ben = await member();
    const staff = await member();
    const { id } = (await startWith(ada, [ben], 'Buy cheap watches')).json();
    const [message] = (await ben.client.get(`/api/messages/conversations/${id}/messages`)).json()
      .messages;
    const report = (reason: string) =>
      ben.client.post(`/api/messages/messages/${message.id}/report`, { reason });
    expect((await report('')).json().error.message).toBe(messagingTexts.reasonRequired);
    expect((await report('x'.repeat(501))).json().error.message).toBe(messagingTexts.reasonTooLong);
    expect((await report('<i></i>')).json().error.message).toBe(messagingTexts.reasonRequired);
    expect((await report('Spam <b>again</b>')).statusCode).toBe(204);
    expect((await report('Spam, twice')).statusCode).toBe(204);

    const service = t.app.services.messages;
    const open = (await service.openReports(50)).filter((r) => r.messageId === message.id);
    expect(open).toEqual([
      expect.objectContaining({
        reporterId: ben.id,
        senderId: ada.id,
        reason: 'Spam again',
        body: 'Buy cheap watches',
        conversationId: id,
      }),
    ]);
    await service.resolveReport(staff.id, open[0]!.id);
    expect((await service.openReports(50)).some((r) => r.id === open[0]!.id)).toBe(false);
    await expect(service.resolveReport(staff.id, open[0]!.id)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('recipient suggestions', () => {
  it('suggests members by username prefix, any case, never the asker', async () => {
    const stamp = String(Date.now()).slice(-6);
    const asker = await member(`zed${stamp}`);
    await member(`zedwriter${stamp}`);
    await member(`Zedreader${stamp}`);
    const response = await asker.client.get(`/api/messages/recipients?q=ZED`);
    const names = response.json().members.map((m: { username: string }) => m.username);
    expect(names).toEqual(expect.arrayContaining([`zedwriter${stamp}`, `Zedreader${stamp}`]));
    expect(names).not.toContain(asker.username);
    const literal = await asker.client.get(
      `/api/messages/recipients?q=${encodeURIComponent('z%')}`,
    );
    expect(literal.json().members).toEqual([]);
  });
});
