/**
 * The live connection survives its server (issue 10, "Must show"): a member's page is live;
 * the server is killed and the page says so — reconnecting, then offline and checking every
 * 30 s (SPEC §4, §9); the server comes back and the page is live again, and a notification
 * sent then arrives as a toast. This journey runs its own server, so killing it disturbs no
 * other journey.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2ePort } from './support/env.js';
import { demoEmails, signInAsDemo } from './support/demo-accounts.js';
import { expect, test } from './support/app-test.js';
import { serverNodeFlags } from '../scripts/server-flags.mjs';

const port = e2ePort + 31;
const baseUrl = `http://localhost:${port}`;
const dataDir = path.join(os.tmpdir(), `bookhive-e2e-recovery-${port}`);

function startServer(): ChildProcess {
  return spawn(process.execPath, [...serverNodeFlags, 'dist/server/main.js'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      NODE_ENV: 'test',
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
      APP_URL: baseUrl,
    },
  });
}

async function healthy(): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error('The journey’s own server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function stopped(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  await new Promise((resolve) => server.once('exit', resolve));
}

let server: ChildProcess;
test.beforeAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  server = startServer();
  await healthy();
});
test.afterAll(async () => {
  server.kill('SIGTERM');
  await stopped(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('killing the server: reconnecting, then polling; starting it again: live', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await signInAsDemo(context.request, demoEmails.member, baseUrl);
  await page.goto(`${baseUrl}/dashboard`);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('data-connection-state', 'connected', { timeout: 20_000 });
  await bell.click();
  await expect(page.getByTestId('connection-status')).toHaveText('Live');
  await page.screenshot({ path: 'test-results/realtime-1-live.png' });
  await page.keyboard.press('Escape');

  // The server dies without a goodbye: the stream drops, three reconnects fail (2 s base,
  // growing, with jitter), and the page falls back to polling every 30 s.
  server.kill('SIGKILL');
  await stopped(server);
  await expect(bell).toHaveAttribute('data-connection-state', 'reconnecting', { timeout: 15_000 });
  await expect(bell).toHaveAttribute('data-connection-state', 'degraded', { timeout: 60_000 });
  await expect(bell).toHaveAccessibleName(/live updates paused/);
  await bell.click();
  await expect(page.getByTestId('connection-status')).toHaveText('Offline — checking every 30 s');
  await page.screenshot({ path: 'test-results/realtime-2-degraded.png' });
  await page.keyboard.press('Escape');

  // Back up: the page finds the stream again and stops polling.
  server = startServer();
  await healthy();
  await expect(bell).toHaveAttribute('data-connection-state', 'connected', { timeout: 120_000 });
  await bell.click();
  await expect(page.getByTestId('connection-status')).toHaveText('Live');
  await page.screenshot({ path: 'test-results/realtime-3-live-again.png' });
});
