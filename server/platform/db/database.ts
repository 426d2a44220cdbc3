/**
 * One database handle for the whole app: embedded PGlite in DATA_DIR by default, a PostgreSQL
 * server when DATABASE_URL is set. Both speak the same Drizzle schema and migrations.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as schema from '../../db/schema/index.js';
import { projectPath } from '../project-root.js';
import { acquireDataDirLock } from './data-dir-lock.js';

export type Schema = typeof schema;
/** A database or a transaction: every query function takes one of these. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for pg-boss, which brings its own statements. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  ping(): Promise<boolean>;
  /** Brings the schema up to date. */
  migrate(): Promise<void>;
  /**
   * LISTEN: `onPayload` gets each NOTIFY payload on `channel` (a plain identifier) from any
   * connection to this database, this process's or another's. Resolves once listening; the
   * function it returns stops. `onListening`, when given, hears `false` the moment the
   * listening connection is found lost (what is notified from then on is missed) and `true`
   * once it listens again; PGlite's, inside this process, is never lost.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onListening?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a gzipped tarball (test snapshots). */
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dir: string }
  | { kind: 'pglite-memory'; snapshot?: Blob }
  | { kind: 'postgres'; url: string };

export const migrationsFolder = projectPath('server/db/migrations');

/** Any number from a fixed string: the advisory lock that keeps two migrators apart. */
const migrationLockKey = 727_117_002;

/** PGlite loads extensions when it is created; the migrations then CREATE EXTENSION them. */
const pgliteExtensions: PGliteOptions['extensions'] = { pg_trgm, unaccent };

async function openPglite(
  target: Exclude<DatabaseTarget, { kind: 'postgres' }>,
): Promise<DatabaseHandle> {
  let release = () => {};
  let client: PGlite;
  if (target.kind === 'pglite') {
    release = acquireDataDirLock(path.dirname(target.dir));
    try {
      fs.mkdirSync(target.dir, { recursive: true });
      client = await PGlite.create(target.dir, { extensions: pgliteExtensions });
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create({
      extensions: pgliteExtensions,
      ...(target.snapshot ? { loadDataDir: target.snapshot } : {}),
    });
  }
  const pgliteDb = drizzlePglite(client, { schema });
  // Both drivers' databases are PgDatabase over the same schema; only their result-type
  // parameter differs, which no query function depends on.
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async executeSql(text, values) {
      // Statements without parameters may hold several commands; exec runs them all.
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values);
    },
    async ping() {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    async listen(channel, onPayload) {
      // PGlite's own LISTEN/NOTIFY: one process holds the embedded database, so this is all.
      const stop = await client.listen(checkedChannel(channel), onPayload);
      return () => stop();
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

function openPostgres(url: string): DatabaseHandle {
  // JIT compiling off: it pays back only on statements that read millions of rows, and the
  // app's are pages. A page's statement the planner overestimates (a search's words merged from
  // their postings, costed at 100,000+ before it learns better) spent 20 ms compiling to run 1
  // ms, and hundreds under load (docs/performance.md, clubs run 10).
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db; // see openPglite
  const listener = createPgListener(url);
  return {
    db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async migrate() {
      // Several app processes may start at once: an advisory lock, held on one connection,
      // lets exactly one of them migrate while the others wait.
      const client = await pool.connect();
      try {
        await client.query(`select pg_advisory_lock(${migrationLockKey})`);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query(`select pg_advisory_unlock(${migrationLockKey})`).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onPayload, onListening) =>
      listener.listen(checkedChannel(channel), onPayload, onListening),
    dumpDataDir: () => Promise.reject(new Error('dumpDataDir is only available on PGlite')),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** A channel name is written into LISTEN as an identifier, so it must be a plain one. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  return channel;
}

/**
 * LISTEN on PostgreSQL needs a connection of its own, outside the pool, held for as long as
 * anything listens. If it drops, it is opened again after 1, 2, 5, then every 10 s (SPEC §9,
 * "reconnect 1, 2, 5, then 10 s") and every channel is listened to again; what was notified
 * meanwhile is lost, which the clients' own polling covers.
 */
function createPgListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const watchers = new Set<(listening: boolean) => void>();
  const retryDelaysMs = [1_000, 2_000, 5_000, 10_000];
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  /** Tries again after the next delay, for as long as it takes, until closed. */
  function retryLater(): void {
    if (closed) return;
    const delay = retryDelaysMs[Math.min(attempt++, retryDelaysMs.length - 1)];
    retry = setTimeout(() => void ensure().catch(retryLater), delay);
    retry.unref();
  }

  async function connect(): Promise<pg.Client> {
    const fresh = new pg.Client({ connectionString: url });
    fresh.on('notification', ({ channel, payload }) => {
      for (const handler of handlers.get(channel) ?? []) handler(payload ?? '');
    });
    const lost = () => {
      if (client !== fresh || closed) return;
      client = null;
      for (const watch of watchers) watch(false);
      retryLater();
    };
    fresh.on('error', lost);
    fresh.on('end', lost);
    try {
      await fresh.connect();
      for (const channel of handlers.keys()) await fresh.query(`listen ${channel}`);
    } catch (error) {
      await fresh.end().catch(() => {});
      throw error;
    }
    const again = attempt > 0;
    client = fresh;
    attempt = 0;
    if (again) for (const watch of watchers) watch(true);
    return fresh;
  }

  function ensure(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(
      channel: string,
      onPayload: (payload: string) => void,
      onListening?: (listening: boolean) => void,
    ) {
      let set = handlers.get(channel);
      const first = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(onPayload);
      const connection = await ensure();
      if (first) await connection.query(`listen ${channel}`);
      if (onListening) watchers.add(onListening);
      return async () => {
        if (onListening) watchers.delete(onListening);
        set.delete(onPayload);
        if (set.size > 0) return;
        handlers.delete(channel);
        await client?.query(`unlisten ${channel}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}

/** Opens the database named by `target`; a PGlite folder is locked against a second process. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target);
}
