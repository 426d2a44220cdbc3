/**
 * The e2e server's clock (server/main.ts, E2E_CLOCK_FILE): a journey moves it on to let time
 * pass for the app — a paid club's month — and puts it back when done. Sessions follow it:
 * after a month, members sign in again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from './env.js';

const file = path.join(e2eDataDir, 'clock-offset-ms');

/** How long the server may take to read the file again (server/platform/clock.ts: 250 ms). */
const seenWithin = 1_000;

/**
 * Moves the app's clock `ms` on from where it is now, and waits until the server has read it:
 * a session made before then would be made on the old time, and be over at once.
 */
export async function moveAppClock(ms: number): Promise<void> {
  const current = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) || 0 : 0;
  fs.writeFileSync(file, String(current + ms));
  await new Promise((resolve) => setTimeout(resolve, seenWithin));
}

/** Puts the app's clock back to the system's time. */
export function resetAppClock(): void {
  fs.writeFileSync(file, '0');
}
