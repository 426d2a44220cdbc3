/**
 * The app as its own process, as it runs in production: `node dist/server/main.js` (built
 * first when the sources are newer, as `npm start` does) or, with `tsx`, straight from the
 * sources. It listens on a free loopback port against the benchmark's database; its output
 * goes to a log file.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { projectPath } from '../../server/platform/project-root.js';
import { serverNodeFlags } from '../../scripts/server-flags.mjs';

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, log: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode}; see ${log}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within 2 minutes; see ${log}`);
}

/** Starts the server and resolves once /api/health answers. */
export async function startServer(options: {
  databaseUrl: string;
  dataDir: string;
  mode: 'dist' | 'tsx';
  /** Write a V8 CPU profile of the server into the data folder when it stops. */
  cpuProfile?: boolean;
}): Promise<ServerProcess> {
  if (options.mode === 'dist')
    execFileSync(process.execPath, [projectPath('scripts/ensure-build.mjs')], {
      cwd: projectPath('.'),
      stdio: 'inherit',
    });
  fs.mkdirSync(options.dataDir, { recursive: true });
  const log = path.join(options.dataDir, 'server.log');
  const output = fs.openSync(log, 'w');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const profiling = options.cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${options.dataDir}`] : [];
  const entry =
    options.mode === 'dist'
      ? [...serverNodeFlags, projectPath('dist/server/main.js')]
      : ['--import', 'tsx', projectPath('server/main.ts')];
  const child = spawn(process.execPath, [...profiling, ...entry], {
    cwd: projectPath('.'),
    stdio: ['ignore', output, output],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      // As the search benchmark: warnings and errors only, no per-request log lines.
      LOG_LEVEL: 'warn',
      // No background fetching of covers from the internet while measuring.
      COVER_MIGRATION: 'false',
      BOOK_PROVIDERS: '',
    },
  });
  fs.closeSync(output);
  try {
    await waitUntilHealthy(baseUrl, child, log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    pid: child.pid!,
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
