/** How the vitals screen writes values, names page types and colours their lines. */
import { vitalThresholds, type VitalName } from '@contracts/vitals';

export function formatVital(metric: VitalName, value: number): string {
  if (vitalThresholds[metric].unit === 'score') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

export const pageTypeLabels: Record<string, string> = {
  landing: 'Landing',
  book: 'Book',
  author: 'Author',
  category: 'Category',
  browse: 'Browse',
  'find-books': 'Find Books',
  'find-authors': 'Find Authors',
  profile: 'Profile',
  shelf: 'Shelf',
  other: 'Other',
};

/** Distinct hues of middle lightness: each line reads on a light and a dark background. */
export const pageTypeColours: Record<string, string> = {
  landing: '#3b82f6',
  book: '#ec4899',
  author: '#14b8a6',
  category: '#f97316',
  browse: '#8b5cf6',
  'find-books': '#06b6d4',
  'find-authors': '#84cc16',
  profile: '#eab308',
  shelf: '#f43f5e',
  other: '#94a3b8',
};
