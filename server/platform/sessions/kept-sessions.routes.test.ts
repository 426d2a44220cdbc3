/**
 * Kept sessions (kept-sessions.ts) through the whole app, on one process and on two sharing a
 * PostgreSQL: a member's session is kept, and every way a session stops being what was kept —
 * signed out, the role changed by any writer, the listening connection lost — is seen at once
 * by the process that made the change and within moments by every other.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { createTestApp, type TestClient, type TestApp } from '../../test/test-app.js';
import { twoAppsOnOneDatabase } from '../../test/two-apps.js';

/**
 * Deletes a member's sessions without telling anyone (triggers skipped, as no writer of the app
 * can): a request still served after it was served from what this process kept.
 */
async function deleteSessionsUnheard(database: DatabaseHandle, userId: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`delete from sessions where user_id = ${userId}`);
  });
}

async function signedInAs(client: TestClient): Promise<string | null> {
  const response = await client.get('/api/auth/session');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { user: { username: string } | null }).user?.username ?? null;
}

/** The same browser's cookies, sent to another app process. */
function sameBrowserOn(app: TestApp, client: TestClient): TestClient {
  const other = app.client();
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

/** Polls `check` until it holds, for at most two seconds (a NOTIFY crossing processes). */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Not within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('kept sessions', () => {
  const apps = twoAppsOnOneDatabase();
  const first = () => apps.first();

  it('keeps a member’s session: the next request reads none', async () => {
    const member = await first().signedInMember();
    expect(await signedInAs(member.client)).toBe(member.username);
    await deleteSessionsUnheard(first().database, member.id);
    expect(await signedInAs(member.client)).toBe(member.username);
    // Another process never kept it: there the session is gone.
    const second = apps.second();
    if (second) expect(await signedInAs(sameBrowserOn(second, member.client))).toBeNull();
  });

  it('refuses a signed-out session at once in the process that signed it out', async () => {
    const member = await first().signedInMember();
    expect(await signedInAs(member.client)).toBe(member.username);
    const stolen = sameBrowserOn(first(), member.client);
    expect((await member.client.post('/api/auth/signout')).statusCode).toBe(204);
    expect(await signedInAs(stolen)).toBeNull();
  });

  it('refuses a session any other writer ended, once that commits', async () => {
    const member = await first().signedInMember();
    expect(await signedInAs(member.client)).toBe(member.username);
    // Another process, or an operator at psql: the table's trigger is what tells this one.
    await first().database.db.execute(sql`delete from sessions where user_id = ${member.id}`);
    await eventually(async () => (await signedInAs(member.client)) === null);
  });

  it('ends every process’s kept sessions of one whose role any writer changed', async () => {
    const admin = await first().signedInMember('super_admin');
    const second = apps.second();
    const there = second ? sameBrowserOn(second, admin.client) : null;
    expect((await admin.client.get('/api/admin/overview')).statusCode).toBe(200);
    if (there) expect((await there.get('/api/admin/overview')).statusCode).toBe(200);
    // Not through the app: the table's trigger is what tells the processes.
    await first().database.db.execute(
      sql`update profiles set role = 'user' where id = ${admin.id}`,
    );
    await eventually(
      async () => (await admin.client.get('/api/admin/overview')).statusCode === 403,
    );
    if (there)
      await eventually(async () => (await there.get('/api/admin/overview')).statusCode === 403);
  });

  it('forgets what it kept when the connection that hears the changes is lost, and keeps again after', async () => {
    const second = apps.second();
    if (!second) return; // PGlite's notices never leave the process
    const { database } = first();
    const member = await first().signedInMember();
    expect(await signedInAs(member.client)).toBe(member.username);
    const listeners = sql`select pid from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`;
    await database.db.execute(sql`select pg_terminate_backend(pid) from (${listeners}) as l`);
    // Gone unheard: once the loss is noticed, the kept session is forgotten and the next
    // request finds none. (That nothing is kept until it listens again: kept-sessions.test.ts.)
    await deleteSessionsUnheard(database, member.id);
    await eventually(async () => (await signedInAs(member.client)) === null);

    await eventually(async () => {
      const result = (await database.db.execute(listeners)) as unknown as { rows: unknown[] };
      return result.rows.length >= 2;
    });
    const later = await first().signedInMember();
    await eventually(async () => {
      await signedInAs(later.client);
      await deleteSessionsUnheard(database, later.id);
      const kept = (await signedInAs(later.client)) === later.username;
      if (!kept) await first().signInAgain(later);
      return kept;
    });
  });
});

describe('with SESSION_KEEP_SECONDS=0', () => {
  it('reads the session for every request', async () => {
    const t = await createTestApp({ SESSION_KEEP_SECONDS: '0' });
    try {
      const member = await t.signedInMember();
      expect(await signedInAs(member.client)).toBe(member.username);
      await deleteSessionsUnheard(t.database, member.id);
      expect(await signedInAs(member.client)).toBeNull();
    } finally {
      await t.close();
    }
  });
});
