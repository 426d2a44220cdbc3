/**
 * Every security suite prints one summary line of figures ("routes: 64, cross-site accepted:
 * 0, …") so a CI log shows what was tried, not only that it passed; the test then fails on the
 * limits it states.
 */
export type Figures = Record<string, number>;

/** Prints `suite — name: value, name: value` on one line. */
export function printSummary(suite: string, figures: Figures): void {
  const line = Object.entries(figures)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
  console.log(`[security] ${suite} — ${line}`);
}
