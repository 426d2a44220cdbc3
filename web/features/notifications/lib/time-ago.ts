/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago, in words. */
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3_600_000],
  ['month', 30 * 24 * 3_600_000],
  ['week', 7 * 24 * 3_600_000],
  ['day', 24 * 3_600_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const words = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function timeAgo(iso: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - Date.parse(iso);
  for (const [unit, ms] of units) {
    if (elapsed >= ms) return words.format(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
}
