/**
 * Runs once before the server tests: migrates a fresh database and keeps it as a template, so
 * each test file starts from a migrated copy in about a second instead of re-running initdb
 * and every migration. PGlite: a data-dir snapshot file. PostgreSQL (TEST_DATABASE_URL): a
 * template database each test file clones.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string | null;
    postgresTemplate: { url: string; database: string } | null;
  }
}

// One template per test run, so that two runs on the same server (CI beside a developer's run)
// never drop each other's template.
const templateDatabaseName = `bookhive_test_template_${process.pid}`;

/** pg-boss creates its schema on first start; doing it here keeps that out of every test file. */
async function installJobSchema(database: DatabaseHandle): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    schedule: false,
    supervise: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}

async function preparePglite(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  await installJobSchema(database);
  const snapshot = await database.dumpDataDir();
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-test-'));
  const file = path.join(dir, 'migrated.tar.gz');
  await fs.writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotPath', file);
  project.provide('postgresTemplate', null);
  return () => fs.rm(dir, { recursive: true, force: true });
}

async function preparePostgres(project: TestProject, url: string): Promise<() => Promise<void>> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabaseName} with (force)`);
  await admin.query(`create database ${templateDatabaseName}`);
  await admin.end();
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${templateDatabaseName}`;
  const database = await openDatabase({ kind: 'postgres', url: templateUrl.toString() });
  await database.migrate();
  await installJobSchema(database);
  await database.close();
  project.provide('pgliteSnapshotPath', null);
  project.provide('postgresTemplate', { url, database: templateDatabaseName });
  return async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${templateDatabaseName} with (force)`);
    await cleanup.end();
  };
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  return url ? preparePostgres(project, url) : preparePglite(project);
}
