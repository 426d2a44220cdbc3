/** Progress lines for long loads: one updating line on a terminal, plain lines in a log. */

/** Prints `label: done / total (seconds)`. */
export function progress(label: string, done: number, total: number, startedAt: number): void {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(0);
  const line = `${label}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${seconds} s)`;
  if (process.stdout.isTTY) process.stdout.write(`\r${line}   ${done >= total ? '\n' : ''}`);
  else console.log(line);
}

/** Runs a step and prints how long it took. */
export async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const startedAt = performance.now();
  const result = await run();
  console.log(`${label}: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  return result;
}
