/** Prices for people: minor units to "$4.99", and the dates a plan renews on. */

/** "$4.99" from 499 cents of "usd"; "Free" for nothing. */
export function formatPrice(minorUnits: number, currency: string): string {
  if (minorUnits === 0) return 'Free';
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(minorUnits / 100);
}

/** "December 27, 2026", in the reader's own time zone. */
export function formatRenewal(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
