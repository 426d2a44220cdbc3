/**
 * A new club and its owner's membership, written in the caller's transaction so that both
 * land or neither does. The club's slug comes from its name in any script (contracts/slug.ts)
 * and is claimed in the one registry of public slugs (decision 0018), so /{slug} names this
 * club alone: a taken one gets the next free number ("night-owls-2").
 */
import { randomUUID } from 'node:crypto';
import type { CreateClub } from '../../../contracts/clubs.js';
import type { Db } from '../../platform/db/database.js';
import { slugRegistry } from '../../platform/slugs/slug-registry.js';
import { pricePerMonthOf } from './clubs.policy.js';
import { insertClub, type ClubRow } from './clubs.queries.js';
import { saveMembership } from './memberships.queries.js';

export interface NewClub {
  ownerId: string;
  input: CreateClub;
  baseSlug: string;
  bookTitle: string | null;
  now: Date;
}

/** Inserts the club (under the slug it claimed) and the owner's approved membership. */
export async function createClubInTransaction(tx: Db, club: NewClub): Promise<ClubRow> {
  const { input, now } = club;
  // The id is chosen first, so the slug is claimed for it before the row exists.
  const id = randomUUID();
  const slug = await slugRegistry.claimFirstFree(tx, {
    kind: 'club',
    targetId: id,
    slug: club.baseSlug,
  });
  const row = await insertClub(tx, {
    id,
    slug,
    name: input.name,
    description: input.description,
    avatarUrl: input.avatarUrl,
    category: input.category,
    visibility: input.visibility,
    clubType: input.monthlyPrice === null ? ('free' as const) : ('paid' as const),
    pricePerMonth: pricePerMonthOf(input.monthlyPrice),
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
  });
  // Every club's slug is in the registry, so the club table cannot hold it already.
  if (!row) throw new Error(`Club slug ${slug} is claimed in the registry but taken by a club`);
  await saveMembership(tx, {
    clubId: row.id,
    userId: club.ownerId,
    role: 'owner',
    status: 'approved',
    now,
  });
  return row;
}
