/**
 * A new post as one statement, the forum's busiest write (issue 10: a reply with its
 * notifications, p99 ≤ 30 ms): the thread's next number taken under its row lock — refused
 * there if the thread was locked or closed meanwhile — the post, the writer's subscription and
 * read position, the members it names, its notifications and its realtime events. One
 * statement is atomic without a transaction, so it is prepared once and runs in one round trip
 * where a transaction took eight, each statement built afresh.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { broadcastSql, notifyEachSql } from '../../platform/realtime/realtime-hub.js';
import { postColumns, type PostFields } from './posts.queries.js';

/** Everything the statement is given, by placeholder name. */
export type NewPostValues = {
  threadId: string;
  authorId: string;
  /** A moderator writes in locked and closed threads. */
  passesLocks: boolean;
  body: string;
  bodyText: string;
  quoteOf: string | null;
  spoilerWorkId: string | null;
  spoilerUnit: string | null;
  spoilerValue: number | null;
  /** ISO time of the post. */
  now: string;
  mentionIds: string[];
  mentionTexts: string[];
  noticeUserIds: string[];
  noticeTypes: string[];
  noticeTitles: string[];
  noticeContents: string[];
  /** The notifications' realtime payloads (platform/realtime payloadsFor). */
  noticePayloads: string[];
  /** Whether the new post is announced to every open stream (not a private club's). */
  announceToAll: boolean;
};

/** The notifications module's insert of a statement's notifications (its service's insertSql). */
export type NoticesInsert = (
  arrays: { userIds: Placeholder; types: Placeholder; titles: Placeholder; contents: Placeholder },
  from: SQL,
  relatedId: SQL,
  createdAt: Placeholder,
) => SQL;

const p = (name: keyof NewPostValues) => sql.placeholder(name);

/** The inserted post's columns, each read as its table's column is. */
const insertedPost = Object.fromEntries(
  Object.entries(postColumns).map(([key, column]) => [
    key,
    sql`post.${sql.identifier(column.name)}`.mapWith(column),
  ]),
) as { [K in keyof PostFields]: SQL<PostFields[K]> };

/**
 * The statement (built on `db`, a database or a transaction), for `.prepare()`. No row comes
 * back when the thread is gone, or locked or closed to this writer.
 */
export function newPostQuery(db: Db, insertNotices: NoticesInsert) {
  const thread = db.$with('thread', {}).as(
    sql`update forum_threads set post_count = post_count + 1,
          last_post_at = ${p('now')}::timestamptz, last_poster_id = ${p('authorId')}::uuid
        where id = ${p('threadId')}::uuid
          and (${p('passesLocks')}::boolean or post_count = 0 or not (is_locked or is_closed))
        returning id, post_count, author_id, is_locked, is_closed, is_hidden`,
  );
  const post = db.$with('post', {}).as(
    sql`insert into forum_posts (thread_id, number, author_id, body, body_text, quote_of,
          spoiler_work_id, spoiler_unit, spoiler_value, created_at)
        select id, post_count, ${p('authorId')}::uuid, ${p('body')}::text,
          ${p('bodyText')}::text, ${p('quoteOf')}::uuid, ${p('spoilerWorkId')}::uuid,
          ${p('spoilerUnit')}::text, ${p('spoilerValue')}::integer, ${p('now')}::timestamptz
        from thread
        returning *`,
  );
  // The writer watches the thread (unless they chose already: a mute stays) and has read
  // what they wrote.
  const subscribed = db.$with('subscribed', {}).as(
    sql`insert into forum_thread_subscriptions (user_id, thread_id, is_active)
        select author_id, thread_id, true from post on conflict do nothing`,
  );
  const read = db.$with('read', {}).as(
    sql`insert into forum_thread_reads (user_id, thread_id, last_read_number, updated_at)
        select author_id, thread_id, number, created_at from post
        on conflict (user_id, thread_id) do update set
          last_read_number = greatest(forum_thread_reads.last_read_number, excluded.last_read_number),
          updated_at = excluded.updated_at`,
  );
  const mentioned = db.$with('mentioned', {}).as(
    sql`insert into forum_mentions (content_id, mentioned_user_id, mentioned_text, created_at)
        select post.id, m.user_id, m.text, post.created_at
        from post, unnest(${p('mentionIds')}::uuid[], ${p('mentionTexts')}::text[]) as m(user_id, text)
        on conflict do nothing`,
  );
  const told = db.$with('told', {}).as(
    insertNotices(
      {
        userIds: p('noticeUserIds'),
        types: p('noticeTypes'),
        titles: p('noticeTitles'),
        contents: p('noticeContents'),
      },
      sql`post`,
      sql`post.thread_id || '#post-' || post.number`,
      p('now'),
    ),
  );
  // Realtime events, delivered when the statement commits: the notifications' and, for a
  // thread anyone may see, the new post's to every open stream. Read by the answer below, as
  // a CTE that is only selected from runs only when read.
  const announced = db
    .$with('announced', {})
    .as(sql`select n.* from post, lateral (${notifyEachSql(p('noticePayloads'))}) as n`);
  const event = sql`json_build_object('type', 'forum_post',
    'data', json_build_object('threadId', post.thread_id, 'number', post.number))`;
  const broadcast = db.$with('broadcast', {}).as(
    sql`select ${broadcastSql(event)} from post, thread
        where not thread.is_hidden and ${p('announceToAll')}::boolean`,
  );
  return db
    .with(thread, post, subscribed, read, mentioned, told, announced, broadcast)
    .select({
      ...insertedPost,
      threadAuthorId: sql<string | null>`thread.author_id`,
      threadIsLocked: sql<boolean>`thread.is_locked`,
      threadIsClosed: sql<boolean>`thread.is_closed`,
      threadIsHidden: sql<boolean>`thread.is_hidden`,
      events: sql<number>`(select count(*) from announced) + (select count(*) from broadcast)`,
    })
    .from(sql`post, thread`);
}

/** The statement's answer: the post, and the thread's state after it. */
export function newPostOf(
  row: Awaited<ReturnType<ReturnType<typeof newPostQuery>['execute']>>[number],
) {
  const {
    threadAuthorId,
    threadIsLocked,
    threadIsClosed,
    threadIsHidden,
    events: _,
    ...post
  } = row;
  const thread = {
    authorId: threadAuthorId,
    isLocked: threadIsLocked,
    isClosed: threadIsClosed,
    isHidden: threadIsHidden,
  };
  return { post: post satisfies PostFields, thread };
}
