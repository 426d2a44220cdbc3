/** How a spoiler's reach is written ("up to p. 120"), as the server writes it in notices. */
import type { Spoiler } from '@contracts/forum';

export function spoilerPoint(spoiler: Pick<Spoiler, 'unit' | 'value'>): string {
  if (spoiler.unit === 'page') return `p. ${spoiler.value}`;
  if (spoiler.unit === 'chapter') return `chapter ${spoiler.value}`;
  return `${spoiler.value}%`;
}
