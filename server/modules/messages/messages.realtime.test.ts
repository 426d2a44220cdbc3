/**
 * A committed message reaches the other members' streams and nobody else's (issue 10,
 * "Realtime"), and two members starting their conversation at the same moment meet in one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../../contracts/realtime.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function waitFor(predicate: () => boolean, what: string) {
  const deadline = Date.now() + 5_000;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`No ${what} within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('realtime', () => {
  it('publishes a message to the other members still in the conversation only', async () => {
    const [ada, ben, cy, dan, outsider] = await Promise.all(
      Array.from({ length: 5 }, () => t.createUser()),
    );
    const received = new Map<string, RealtimeEvent[]>();
    const offs = [ada, ben, cy, dan, outsider].map((user) =>
      t.app.services.realtime.subscribe(user!.id, (event) =>
        received.set(user!.id, [...(received.get(user!.id) ?? []), event]),
      ),
    );
    const service = t.app.services.messages;
    const group = await service.start(ada!.id, {
      recipients: [ben!.username, cy!.username, dan!.username],
      body: 'First',
    });
    await service.leave(dan!.id, group.id);
    await service.send(ada!.id, group.id, 'Second');
    await waitFor(() => (received.get(cy!.id) ?? []).length === 2, 'second event');
    // A marker sent after everything: once it arrives, anything else would have too.
    await t.app.services.realtime.publish([outsider!.id, ada!.id, dan!.id], {
      type: 'notification',
    });
    await waitFor(() => (received.get(outsider!.id) ?? []).length === 1, 'the marker');

    const event = { type: 'message', data: { conversationId: group.id } };
    expect(received.get(ben!.id)).toEqual([event, event]);
    expect(received.get(cy!.id)).toEqual([event, event]);
    expect(received.get(dan!.id)).toEqual([event, { type: 'notification' }]);
    expect(received.get(ada!.id)).toEqual([{ type: 'notification' }]);
    expect(received.get(outsider!.id)).toEqual([{ type: 'notification' }]);
    for (const off of offs) off();
  });
});

describe('starting the same direct conversation twice at once', () => {
  it('meets in one conversation, whichever side starts', async () => {
    const ada = await t.createUser();
    const ben = await t.createUser();
    const service = t.app.services.messages;
    const started = await Promise.all([
      service.start(ada.id, { recipients: [ben.username], body: 'Hi Ben' }),
      service.start(ben.id, { recipients: [ada.username], body: 'Hi Ada' }),
      service.start(ada.id, { recipients: [ben.username], body: 'Hello again' }),
    ]);
    expect(new Set(started.map((c) => c.id)).size).toBe(1);
    const list = await service.listConversations(ada.id);
    expect(list.conversations).toHaveLength(1);
    const page = await service.page(ada.id, started[0]!.id);
    expect(page.messages.map((m) => m.body).sort()).toEqual(['Hello again', 'Hi Ada', 'Hi Ben']);
  });
});
