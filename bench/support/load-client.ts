/** Loads an HTTP server from a worker thread (see load-worker.ts). */
import { Worker } from 'node:worker_threads';
import type { LoadJob, LoadResult } from './load-worker.js';

export type { LoadJob, LoadRequest, LoadResult } from './load-worker.js';

// A worker thread does not inherit tsx's loader: register it there before importing the
// TypeScript worker.
const bootstrap = `
  const { register } = await import('tsx/esm/api');
  register();
  await import(${JSON.stringify(new URL('./load-worker.ts', import.meta.url).href)});
`;

/** Runs the job's closed loops and returns their figures, overall and per label. */
export function measureHttp(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: job });
    worker.once('message', (result: LoadResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
}
