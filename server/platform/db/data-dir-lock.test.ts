import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.js';

let dir: string;
const lockFile = () => path.join(dir, 'bookhive.lock');

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookhive-lock-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A pid no process has: above Linux's pid_max ceiling (2^22). */
const deadPid = 99_999_999;

describe('acquireDataDirLock', () => {
  it('creates the folder, writes our pid and removes the lock on release', () => {
    const dataDir = path.join(dir, 'nested', 'data');
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'bookhive.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dataDir, 'bookhive.lock'))).toBe(false);
    release();
  });

  it('refuses while the process named in the lock is alive', () => {
    // Our parent process is certainly alive, and it is not us.
    fs.writeFileSync(lockFile(), String(process.ppid));
    let error: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as DataDirLockedError).pid).toBe(process.ppid);
    expect((error as Error).message).toBe(
      `The data folder ${dir} is in use by another Bookhive process (pid ${process.ppid}). ` +
        'Stop that process first (the server, or a running CLI command), or set DATA_DIR to another folder.',
    );
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a stale lock left by a process that is gone', () => {
    fs.writeFileSync(lockFile(), String(deadPid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an unreadable lock file', () => {
    fs.writeFileSync(lockFile(), 'garbage');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('a second release does not remove a lock another process took since', () => {
    const release = acquireDataDirLock(dir);
    release();
    fs.writeFileSync(lockFile(), String(process.ppid));
    release();
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.ppid));
  });
});
