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
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db; // see openPglite
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
    dumpDataDir: () => Promise.reject(new Error('dumpDataDir is only available on PGlite')),
    close: () => pool.end(),
  };
}

/** Opens the database named by `target`; a PGlite folder is locked against a second process. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target);
}
