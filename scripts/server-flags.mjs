/**
 * The Node flags the server runs with: `npm start` (package.json, which must list the same —
 * server-flags.test.ts checks), the e2e server and the API benchmark.
 *
 * Memory (docs/performance.md, "Memory"): by default V8 lets a busy server's heap grow to
 * twice and more what it keeps alive, and its young generation to 3 × 16 MiB; under load that
 * took resident memory past 200 MiB for ~45 MiB of live objects. A 2 MiB semi-space and a 30 %
 * growth step keep it near 140 MiB at a small cost in collection time. There is deliberately no
 * hard heap cap (--max-old-space-size): a reader's 10 MB import briefly needs ~90 MiB of heap,
 * and a cap would turn that into a crash.
 */
export const serverNodeFlags = [
  '--enable-source-maps',
  '--max-semi-space-size=2',
  '--heap-growing-percent=30',
];
