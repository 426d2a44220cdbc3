/** A seeded pseudo-random generator, so every run builds the same synthetic catalogue. */

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  /** Normally distributed (Box–Muller). */
  gauss(mean: number, deviation: number): number;
  chance(probability: number): boolean;
}

/** mulberry32: tiny, fast and good enough for test data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)] as T,
    gauss(mean, deviation) {
      const u = 1 - next();
      const v = next();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    chance: (probability) => next() < probability,
  };
}

/** A version-4-shaped uuid from the generator (deterministic ids keep tie-breaks stable). */
export function randomUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(16).toString(16));
  hex[12] = '4';
  hex[16] = ((random.int(4) + 8) as number).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
