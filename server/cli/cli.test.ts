import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../platform/db/data-dir-lock.js';
import { openDatabase } from '../platform/db/database.js';
import { projectRoot } from '../platform/project-root.js';
import { addBooks, testBook } from '../test/catalogue.js';

const run = promisify(execFile);
const tsx = path.join(projectRoot, 'node_modules', '.bin', 'tsx');

/** Runs `npm run cli -- ...args` the way an operator does, on its own embedded database. */
async function cli(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, ['server/cli/main.ts', ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run cli -- user:create (embedded database)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-cli-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('creates a verified account with the given role', async () => {
    const result = await cli(
      dataDir,
      'user:create',
      '--email',
      'Ada@Example.com',
      '--password',
      'Analytical#Engine1843',
      '--username',
      'ada',
      '--role',
      'super_admin',
      '--name',
      'Ada Lovelace',
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'Created super_admin @ada <ada@example.com> (e-mail verified).',
    );

    const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });
    try {
      const { rows } = await database.executeSql(
        "select u.email, u.email_verified_at is not null as verified, p.username, p.role, p.full_name from users u join profiles p on p.id = u.id where u.email = 'ada@example.com'",
      );
      expect(rows).toEqual([
        {
          email: 'ada@example.com',
          verified: true,
          username: 'ada',
          role: 'super_admin',
          full_name: 'Ada Lovelace',
        },
      ]);
    } finally {
      await database.close();
    }
  });

  it('explains bad input without touching the database', async () => {
    const result = await cli(
      dataDir,
      'user:create',
      '--email',
      'not-an-email',
      '--password',
      'weak',
      '--username',
      'a',
      '--role',
      'wizard',
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--email: Invalid email address');
    expect(result.stderr).toContain('--password: Password must be at least 8 characters long');
    expect(result.stderr).toContain('--username: Username must be at least 3 characters');
    expect(result.stderr).toContain('--role: Invalid role');
  });

  it('refuses a taken e-mail with the spec message', async () => {
    const result = await cli(
      dataDir,
      'user:create',
      '--email',
      'ada@example.com',
      '--password',
      'Analytical#Engine1843',
      '--username',
      'ada2',
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('An account with this email already exists');
  });

  it('stops with a clear message while the server holds the data folder', async () => {
    const release = acquireDataDirLock(dataDir);
    try {
      const result = await cli(
        dataDir,
        'user:create',
        '--email',
        'grace@example.com',
        '--password',
        'Compiler#Pioneer1952',
        '--username',
        'grace',
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `The embedded database in ${dataDir} is in use by another process (pid ${process.pid})`,
      );
      expect(result.stderr).toContain('Stop the server');
    } finally {
      release();
    }
  });
});

describe('npm run cli -- content:resanitise (embedded database)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-cli-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('brings a review stored under the older policy under today’s', async () => {
    const created = await cli(
      dataDir,
      'user:create',
      '--email',
      'mallory@example.com',
      '--password',
      'Hostile#Review2026',
      '--username',
      'mallory',
    );
    expect(created.code).toBe(0);
    const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });
    try {
      const [workId] = await addBooks(database, [testBook()]);
      await database.executeSql(
        `insert into user_book_shelves (user_id, work_id, status, review)
         select id, $1, 'read', $2 from users where email = 'mallory@example.com'`,
        [workId, '<p>Hi<span class="fixed inset-0 z-50">x</span></p>'],
      );
    } finally {
      await database.close();
    }

    const result = await cli(dataDir, 'content:resanitise');
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Reviews checked: 1, changed: 1.');

    const reopened = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });
    try {
      const { rows } = await reopened.executeSql('select review from user_book_shelves');
      expect(rows).toEqual([{ review: '<p>Hi<span>x</span></p>' }]);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
