/**
 * Where each book sits in the landing carousel (SPEC §5): the selected index wraps at both
 * ends, and books more than three places from the selected one are hidden.
 */

/** How many places either side of the selected book stay visible. */
export const visibleNeighbours = 3;

/** `index` brought into 0…count-1, so stepping past either end wraps round. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The signed distance from the selected book to book `index` the short way round the ring:
 * with ten books, book 9 sits just left of book 0 (-1), not nine places to its right.
 */
export function ringOffset(index: number, selected: number, count: number): number {
  const ahead = wrapIndex(index - selected, count);
  return ahead > count / 2 ? ahead - count : ahead;
}

export function isHidden(offset: number): boolean {
  return Math.abs(offset) > visibleNeighbours;
}
