/** Money for staff: minor units as "$1,234.56" (never "Free"), and typed amounts back to cents. */

/** "$4.99" from 499 cents of "usd"; "$0.00" for nothing. */
export function formatMoney(minorUnits: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(minorUnits / 100);
}

/** Amounts per currency as one line: "$12.00 · €3.00"; "$0.00" when there are none. */
export function formatAmounts(list: { amount: number; currency: string }[]): string {
  if (list.length === 0) return formatMoney(0, 'usd');
  return list.map((m) => formatMoney(m.amount, m.currency)).join(' · ');
}

/** Cents from what staff typed ("2", "2.5", "2.50", "$2.50"); null when it is not an amount. */
export function centsOf(typed: string): number | null {
  const text = typed.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** What staff type for an amount in cents: "4.99". */
export function typedOf(minorUnits: number): string {
  return (minorUnits / 100).toFixed(2);
}

/** "Nov 27, 2026". */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
