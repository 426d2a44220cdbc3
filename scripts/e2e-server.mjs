/**
 * The server the e2e journeys run against: builds the app if needed, then starts it on a
 * fresh embedded database (the demo accounts seeded) in E2E_DATA_DIR.
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverNodeFlags } from './server-flags.mjs';

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
fs.rmSync(dataDir, { recursive: true, force: true });
execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });

const server = spawn(process.execPath, [...serverNodeFlags, 'dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    DEMO_SEED: 'true',
    // As behind a load balancer: a journey's own members sign up from addresses of their own
    // (X-Forwarded-For), so the sign-up limit of SPEC §9 (three an hour per address) holds
    // for each of them as for real readers, and journeys that sign up do not use up each other's.
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    APP_URL: `http://localhost:${process.env.PORT}`,
    // Journeys may move the app's clock (e2e/support/app-clock.ts): the offset in this file.
    E2E_CLOCK_FILE: path.join(dataDir, 'clock-offset-ms'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
