/** A fresh, migrated database for one test file (see global-setup.ts), or a blank one. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.js';

export async function openTestDatabase(): Promise<DatabaseHandle> {
  return openCopy('migrated');
}

/** Where each PostgreSQL copy lives, so a second handle (a second app process) can open it. */
const copyUrls = new WeakMap<DatabaseHandle, string>();

/** A PostgreSQL copy's address (null on PGlite), for a test that connects its own way. */
export function testDatabaseUrl(handle: DatabaseHandle): string | null {
  return copyUrls.get(handle) ?? null;
}

/**
 * Another handle on the same database — its own pool and listener, as a second app process
 * would have — or null on PGlite, which one process holds alone.
 */
export async function openSameDatabase(handle: DatabaseHandle): Promise<DatabaseHandle | null> {
  const url = copyUrls.get(handle);
  return url ? openDatabase({ kind: 'postgres', url }) : null;
}

/** A database on the same engine with no schema at all, for tests of the migrations. */
export function openBlankTestDatabase(): Promise<DatabaseHandle> {
  return openCopy('blank');
}

async function openCopy(kind: 'migrated' | 'blank'): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  if (template) {
    const name = `bookhive_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(
      `create database ${name} template ${kind === 'migrated' ? template.database : 'template0'}`,
    );
    // A test database need not survive a crash: commits that skip waiting for the WAL flush
    // are as visible to every connection, and the suite's many small transactions run faster.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
    await admin.end();
    const url = new URL(template.url);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    const copy: DatabaseHandle = {
      ...handle,
      async close() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: template.url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
    copyUrls.set(copy, url.toString());
    return copy;
  }
  if (kind === 'blank') return openDatabase({ kind: 'pglite-memory' });
  const snapshotPath = inject('pgliteSnapshotPath');
  if (!snapshotPath) throw new Error('The server test global setup did not run');
  const snapshot = new Blob([await fs.readFile(snapshotPath)]);
  return openDatabase({ kind: 'pglite-memory', snapshot });
}
