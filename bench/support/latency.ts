/** Latency figures of one measured run. */

export interface Figures {
  p50: number;
  p99: number;
  perSecond: number;
  count: number;
  errors: number;
}

export function summarize(latencies: number[], elapsedMs: number, errors = 0): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return {
    p50: at(0.5),
    p99: at(0.99),
    perSecond: (sorted.length / elapsedMs) * 1000,
    count: sorted.length,
    errors,
  };
}

/**
 * Runs `connections` closed loops (each starts its next request when the last one answered)
 * for a warm-up, then for `durationMs` while recording each request's latency; `observe`
 * sees every recorded request too (figures per kind of request).
 */
export async function closedLoops(
  connections: number,
  timing: { warmupMs: number; durationMs: number },
  request: (index: number) => Promise<boolean>,
  observe?: (index: number, latencyMs: number, ok: boolean) => void,
): Promise<Figures> {
  let next = 0;
  const latencies: number[] = [];
  let errors = 0;
  const run = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const index = next++;
      const started = performance.now();
      const ok = await request(index);
      if (!record) continue;
      const latency = performance.now() - started;
      latencies.push(latency);
      if (!ok) errors++;
      observe?.(index, latency, ok);
    }
  };
  const loops = (until: number, record: boolean) =>
    Promise.all(Array.from({ length: connections }, () => run(until, record)));
  await loops(performance.now() + timing.warmupMs, false);
  const started = performance.now();
  await loops(started + timing.durationMs, true);
  return summarize(latencies, performance.now() - started, errors);
}
