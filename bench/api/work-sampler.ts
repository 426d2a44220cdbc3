/**
 * Which books readers shelve: popular books far more often than obscure ones, but less than in
 * proportion to their ratings counts (weight = ratings^0.75). On the 1M-book catalogue this puts
 * about 60 % of shelf entries on the 10,000 real bestsellers and the rest on the long tail; the
 * most shelved book is on roughly one shelf in eight, as a top bestseller is in a book club.
 */
import type { Random } from '../support/prng.js';

export interface WorkSampler {
  /** The index (into the works given) of a popularity-weighted random work. */
  pick(random: Random): number;
  size: number;
}

const popularityExponent = 0.75;

/** A sampler over works given with their ratings counts (cumulative weights, binary search). */
export function createWorkSampler(ratingsCounts: ArrayLike<number>): WorkSampler {
  const cumulative = new Float64Array(ratingsCounts.length);
  let total = 0;
  for (let i = 0; i < ratingsCounts.length; i++) {
    total += (1 + Math.max(0, ratingsCounts[i]!)) ** popularityExponent;
    cumulative[i] = total;
  }
  return {
    size: ratingsCounts.length,
    pick(random) {
      const target = random.next() * total;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (cumulative[middle]! <= target) low = middle + 1;
        else high = middle;
      }
      return low;
    },
  };
}

/**
 * `count` different works for one reader. A heavy reader exhausts the bestsellers, so after
 * many repeats the rest come uniformly from the whole catalogue.
 */
export function pickDistinct(sampler: WorkSampler, random: Random, count: number): number[] {
  const picked = new Set<number>();
  let attempts = 0;
  while (picked.size < count) {
    picked.add(attempts++ < count * 20 ? sampler.pick(random) : random.int(sampler.size));
  }
  return [...picked];
}
