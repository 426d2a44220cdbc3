/**
 * A new post's one statement (new-post.queries.ts): everything a post sets off is written with
 * it, or — when the thread was locked or closed after the writer last read it, or is gone —
 * nothing at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { newPostQuery, type NewPostValues } from './new-post.queries.js';

let t: TestApp;
let staff: TestClient;
let author: { client: TestClient; id: string };
let named: string;
let chapterId: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.signedInClient('content_admin')).client;
  const signedIn = await t.signedInClient();
  author = { client: signedIn.client, id: signedIn.user.id };
  named = (await t.signedInClient()).user.id;
  const community = await staff.post('/api/admin/forum/communities', { name: 'One Statement' });
  const chapter = await staff.post(`/api/forum/communities/${community.json().slug}/chapters`, {
    title: 'Writes',
  });
  chapterId = chapter.json().chapter.id as string;
});
afterAll(() => t.close());

async function newThread(): Promise<string> {
  const started = await author.client.post(`/api/forum/chapters/${chapterId}/threads`, {
    title: 'Written at once',
    body: '<p>First.</p>',
  });
  expect(started.statusCode, started.body).toBe(201);
  return started.json().threadId as string;
}

const count = async (table: string, where: string, value: string) => {
  const { rows } = await t.database.executeSql(
    `select count(*)::int as n from ${table} where ${where} = $1`,
    [value],
  );
  return (rows[0] as { n: number }).n;
};

function values(threadId: string, passesLocks: boolean): NewPostValues {
  return {
    threadId,
    authorId: author.id,
    passesLocks,
    body: '<p>Late.</p>',
    bodyText: 'Late.',
    quoteOf: null,
    spoilerWorkId: null,
    spoilerUnit: null,
    spoilerValue: null,
    now: t.clock.now().toISOString(),
    mentionIds: [named],
    mentionTexts: ['@someone'],
    noticeUserIds: [named],
    noticeTypes: ['mention'],
    noticeTitles: ['Someone mentioned you'],
    noticeContents: ['@author: Late.'],
    noticePayloads: [],
    announceToAll: true,
  };
}

const run = (given: NewPostValues) =>
  newPostQuery(t.database.db, t.app.services.notifications.insertSql)
    .prepare('forum_new_post_test')
    .execute(given);

describe('a new post’s one statement', () => {
  it('writes the post with its number, subscription, read position, mention and notification', async () => {
    const threadId = await newThread();
    const [row] = await run(values(threadId, false));
    expect(row).toMatchObject({ threadId, number: 2, authorId: author.id, threadIsLocked: false });
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(await count('forum_mentions', 'content_id', row!.id)).toBe(1);
    const { rows } = await t.database.executeSql(
      'select related_id, type from forum_notifications where user_id = $1',
      [named],
    );
    expect(rows).toEqual([{ related_id: `${threadId}#post-2`, type: 'mention' }]);
    const { rows: read } = await t.database.executeSql(
      'select last_read_number from forum_thread_reads where thread_id = $1 and user_id = $2',
      [threadId, author.id],
    );
    expect(read).toEqual([{ last_read_number: 2 }]);
    expect(await count('forum_thread_subscriptions', 'thread_id', threadId)).toBe(1);
  });

  it('writes nothing in a thread locked or closed since the writer read it, but a moderator’s', async () => {
    for (const change of [{ isLocked: true }, { isClosed: true }]) {
      const threadId = await newThread();
      const patched = await staff.patch(`/api/forum/threads/${threadId}`, change);
      expect(patched.statusCode, patched.body).toBe(204);
      const before = await count('forum_notifications', 'user_id', named);
      expect(await run(values(threadId, false))).toEqual([]);
      expect(await count('forum_posts', 'thread_id', threadId)).toBe(1);
      expect(await count('forum_notifications', 'user_id', named)).toBe(before);
      const { rows } = await t.database.executeSql(
        'select post_count from forum_threads where id = $1',
        [threadId],
      );
      expect(rows).toEqual([{ post_count: 1 }]);
      const [row] = await run(values(threadId, true));
      expect(row).toMatchObject({ number: 2 });
    }
  });

  it('writes nothing for a thread that is gone', async () => {
    expect(await run(values('00000000-0000-4000-8000-000000000000', true))).toEqual([]);
  });
});
