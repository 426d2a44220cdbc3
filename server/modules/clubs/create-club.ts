/**
 * A new club and its owner's membership, written in the caller's transaction so that both
 * land or neither does. The club's slug comes from its name in any script (contracts/slug.ts);
 * a taken one gets the next free number ("night-owls-2").
 */
import { randomBytes } from 'node:crypto';
import type { CreateClub } from '../../../contracts/clubs.js';
import type { Db } from '../../platform/db/database.js';
import { insertClub, takenSlugs, type ClubRow } from './clubs.queries.js';
import { saveMembership } from './memberships.queries.js';

/** Tries with the next free number this many times before falling back to a random suffix. */
const slugAttempts = 3;

/** The first of `base`, `base-2`, `base-3`… not in `taken`. */
export function nextFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

export interface NewClub {
  ownerId: string;
  input: CreateClub;
  baseSlug: string;
  bookTitle: string | null;
  now: Date;
}

/** Inserts the club (under a free slug) and the owner's approved membership. */
export async function createClubInTransaction(tx: Db, club: NewClub): Promise<ClubRow> {
  const { input, now } = club;
  const values = {
    name: input.name,
    description: input.description,
    avatarUrl: input.avatarUrl,
    category: input.category,
    visibility: input.visibility,
    clubType: 'free' as const,
    pricePerMonth: null,
    // The owner's membership below makes it 1 (the count follows the memberships by trigger).
    memberCount: 0,
    memberLimit: input.memberLimit,
    rules: input.rules,
    currentBookId: input.currentBookId,
    currentBookTitle: club.bookTitle,
    ownerId: club.ownerId,
    showDescription: input.outsiderView.description,
    showCurrentBook: input.outsiderView.currentBook,
    showRules: input.outsiderView.rules,
    showMembers: input.outsiderView.members,
    createdAt: now,
    updatedAt: now,
  };
  let row: ClubRow | null = null;
  for (let attempt = 0; attempt < slugAttempts && !row; attempt++) {
    // Another club may take the same slug between the look and the insert: then look again.
    const slug = nextFreeSlug(club.baseSlug, await takenSlugs(tx, club.baseSlug));
    row = await insertClub(tx, { ...values, slug });
  }
  row ??= await insertClub(tx, {
    ...values,
    slug: `${club.baseSlug}-${randomBytes(3).toString('hex')}`,
  });
  if (!row) throw new Error('No free slug for a new club');
  await saveMembership(tx, {
    clubId: row.id,
    userId: club.ownerId,
    role: 'owner',
    status: 'approved',
    now,
  });
  return row;
}
