/**
 * Bookhive members for the API benchmark: accounts with verified e-mail and public profiles,
 * and how many books each has shelved — most readers tens, a few thousands (log-normal, median
 * 25), scaled so the shelves add up to exactly the entries asked for.
 */
import { randomUuid, type Random } from '../support/prng.js';

/** Every benchmark member's e-mail ends so: no real address, easy to find and remove. */
export const memberEmailDomain = 'bench.bookhive.invalid';

export const memberColumns = {
  users: [
    ['id', 'uuid'],
    ['email', 'text'],
    ['password_hash', 'text'],
    ['email_verified_at', 'timestamptz'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
  profiles: [
    ['id', 'uuid'],
    ['username', 'text'],
    ['full_name', 'text'],
    ['bio', 'text'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
} as const;

export interface Member {
  id: string;
  /** When the account was made: shelf entries come after it. */
  joinedAt: number;
  shelfSize: number;
}

const day = 86_400_000;
const sixYears = 6 * 365 * day;

/** Shelf sizes: log-normal around 25 books, at least one, at most `cap`, summing to `total`. */
export function shelfSizes(random: Random, members: number, total: number, cap: number): number[] {
  if (total < members || total > members * cap)
    throw new Error(
      `${total} entries cannot be shared out as 1 to ${cap} books for each of ${members} members`,
    );
  const raw = Array.from({ length: members }, () => Math.exp(random.gauss(Math.log(25), 1.18)));
  const scale = total / raw.reduce((a, b) => a + b, 0);
  const sizes = raw.map((r) => Math.min(cap, Math.max(1, Math.round(r * scale))));
  // Rounding and the bounds leave the sum a little off: settle it one book at a time.
  let difference = total - sizes.reduce((a, b) => a + b, 0);
  for (let i = 0; difference !== 0; i = (i + 1) % members) {
    const step = Math.sign(difference);
    const next = sizes[i]! + step;
    if (next < 1 || next > cap) continue;
    sizes[i] = next;
    difference -= step;
  }
  return sizes;
}

/** The members with their account and profile rows, in batches. */
export function* memberBatches(
  random: Random,
  options: {
    members: number;
    entries: number;
    cap: number;
    passwordHash: string;
    names: { first: string[]; last: string[] };
    now: number;
    batchSize: number;
  },
) {
  const sizes = shelfSizes(random, options.members, options.entries, options.cap);
  for (let start = 0; start < options.members; start += options.batchSize) {
    const members: Member[] = [];
    const users: string[][] = [];
    const profiles: string[][] = [];
    for (let i = start; i < Math.min(options.members, start + options.batchSize); i++) {
      const id = randomUuid(random);
      // Joined over six years, more of them lately (a growing community).
      const joinedAt = options.now - sixYears * random.next() ** 1.3;
      const joined = new Date(joinedAt).toISOString();
      const username = `reader${String(i + 1).padStart(6, '0')}`;
      users.push([
        id,
        `${username}@${memberEmailDomain}`,
        options.passwordHash,
        joined,
        joined,
        joined,
      ]);
      const fullName = `${random.pick(options.names.first)} ${random.pick(options.names.last)}`;
      const bio = random.chance(0.3) ? `Reading my way through the shelves. ${fullName}.` : '';
      profiles.push([id, username, fullName, bio, joined, joined]);
      members.push({ id, joinedAt, shelfSize: sizes[i]! });
    }
    yield { members, users, profiles };
  }
}
