/**
 * A member's notifications over HTTP (issue 10, item 4; SPEC §3, §7, §9): both sources read as
 * one list in the §9 order, 20 of each a page; mark read (queue rows also status read), mark
 * all read, delete — each only ever on the member's own notifications.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationQueue } from '../../db/schema/notifications.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(): Promise<{ client: TestClient; id: string }> {
  const { client, user } = await t.signedInClient();
  return { client, id: user.id };
}

interface Listed {
  notifications: {
    id: string;
    type: string;
    subType: string;
    isRead: boolean;
    priority: string;
    actionUrl: string;
  }[];
  hasMore: boolean;
  unreadCount: number;
}

async function list(client: TestClient, page = 1): Promise<Listed> {
  const response = await client.get(`/api/notifications?page=${page}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('notifications', () => {
  it('lists both sources as one list: higher priority first, then newest', async () => {
    const { client, id } = await member();
    const send = (type: string, title: string, extra: object = {}) =>
      t.app.services.notifications.send([
        { userId: id, type, title, content: `${title}.`, relatedId: 'r1', ...extra },
      ]);
    await send('mention', 'Ada mentioned you');
    t.clock.advanceMinutes(1);
    await send('ticket_submitted', 'Ticket received');
    t.clock.advanceMinutes(1);
    await send('thread_reply', 'New reply');
    t.clock.advanceMinutes(1);
    await send('system', 'Welcome', { priority: 'urgent' });

    const page = await list(client);
    expect(page.notifications.map((n) => [n.subType, n.type, n.priority])).toEqual([
      ['system', 'system', 'urgent'],
      ['ticket_submitted', 'support', 'high'],
      ['thread_reply', 'forum', 'low'],
      ['mention', 'forum', 'low'],
    ]);
    expect(page.notifications[1]?.actionUrl).toBe('/support#ticket-r1');
    expect(page.notifications[2]?.actionUrl).toBe('/forum/thread/r1');
    expect(page.unreadCount).toBe(4);
    expect(page.hasMore).toBe(false);
  });

  it('marks one read (a queued one also status read), then all, and deletes', async () => {
    const { client, id } = await member();
    await t.app.services.notifications.send([
      { userId: id, type: 'system', title: 'A', content: 'a' },
      { userId: id, type: 'mention', title: 'B', content: 'b' },
      { userId: id, type: 'system', title: 'C', content: 'c' },
    ]);
    const [first] = (await list(client)).notifications;
    const queued = (await list(client)).notifications.find((n) => n.id.startsWith('queue-'))!;
    expect((await client.post(`/api/notifications/${queued.id}/read`)).statusCode).toBe(204);
    const [row] = await t.database.db
      .select({ status: notificationQueue.status, isRead: notificationQueue.isRead })
      .from(notificationQueue)
      .where(eq(notificationQueue.id, queued.id.slice('queue-'.length)));
    expect(row).toEqual({ status: 'read', isRead: true });
    expect((await list(client)).unreadCount).toBe(2);

    const all = await client.post('/api/notifications/read-all');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ updated: 2 });
    const after = await list(client);
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n) => n.isRead)).toBe(true);

    expect((await client.delete(`/api/notifications/${first!.id}`)).statusCode).toBe(204);
    expect((await list(client)).notifications).toHaveLength(2);
    expect((await client.delete(`/api/notifications/${first!.id}`)).statusCode).toBe(404);
  });

  it('pages 20 of each source, with more while a source filled its page', async () => {
    const { client, id } = await member();
    await t.app.services.notifications.send(
      Array.from({ length: 21 }, (_, i) => ({
        userId: id,
        type: 'system',
        title: `N${i}`,
        content: 'x',
      })),
    );
    const first = await list(client, 1);
    expect(first.notifications).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = await list(client, 2);
    expect(second.notifications).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    expect(second.unreadCount).toBe(21);
  });

  it("never shows, marks or deletes another member's notifications", async () => {
    const owner = await member();
    const other = await member();
    await t.app.services.notifications.send([
      { userId: owner.id, type: 'mention', title: 'Private', content: 'p' },
      { userId: owner.id, type: 'system', title: 'Private too', content: 'p' },
    ]);
    const ids = (await list(owner.client)).notifications.map((n) => n.id);
    expect((await list(other.client)).notifications).toEqual([]);
    for (const id of ids) {
      expect((await other.client.post(`/api/notifications/${id}/read`)).statusCode).toBe(404);
      expect((await other.client.delete(`/api/notifications/${id}`)).statusCode).toBe(404);
    }
    expect((await other.client.post('/api/notifications/read-all')).json()).toEqual({ updated: 0 });
    const still = await list(owner.client);
    expect(still.notifications.map((n) => n.id).sort()).toEqual([...ids].sort());
    expect(still.unreadCount).toBe(2);
  });

  it('answers an id that is no notification with 404, and a visitor with 401', async () => {
    const { client } = await member();
    for (const id of [
      'forum-1',
      'queue-not-a-uuid',
      'other-00000000-0000-0000-0000-000000000000',
    ]) {
      expect((await client.post(`/api/notifications/${id}/read`)).statusCode, id).toBe(404);
    }
    expect((await t.client().get('/api/notifications')).statusCode).toBe(401);
  });
});
