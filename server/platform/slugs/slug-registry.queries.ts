/** SQL of the public slug registry (table public_slugs, owned by the platform). */
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SlugKind } from '../../../contracts/public-slugs.js';
import { publicSlugs } from '../../db/schema/slugs.js';
import type { Db } from '../db/database.js';

export interface SlugRow {
  slug: string;
  kind: SlugKind;
  targetId: string;
}

/**
 * Makes `row.slug` its owner's current slug: a new row, or the owner's own old slug taken back.
 * A slug someone else holds is left alone. The unique key settles races: a second claim waits
 * for the first to commit, then finds the slug owned. True when the slug is the owner's now.
 */
export async function upsertCurrentSlug(db: Db, row: SlugRow): Promise<boolean> {
  const [claimed] = await db
    .insert(publicSlugs)
    .values({ ...row, isCurrent: true })
    .onConflictDoUpdate({
      target: publicSlugs.slug,
      set: { isCurrent: true, retiredAt: null },
      setWhere: sql`${publicSlugs.kind} = excluded.kind and ${publicSlugs.targetId} = excluded.target_id`,
    })
    .returning({ slug: publicSlugs.slug });
  return claimed !== undefined;
}

/** Adds current slugs for owners that have none yet; a slug already held is skipped. */
export async function insertFreeSlugs(db: Db, rows: SlugRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(publicSlugs)
    .values(rows.map((row) => ({ ...row, isCurrent: true })))
    .onConflictDoNothing();
}

/** Turns the owner's current slug into an old one; returns it, or null when it had none. */
export async function retireCurrentSlug(
  db: Db,
  kind: SlugKind,
  targetId: string,
): Promise<string | null> {
  const [retired] = await db
    .update(publicSlugs)
    .set({ isCurrent: false, retiredAt: sql`now()` })
    .where(
      and(
        eq(publicSlugs.kind, kind),
        eq(publicSlugs.targetId, targetId),
        eq(publicSlugs.isCurrent, true),
      ),
    )
    .returning({ slug: publicSlugs.slug });
  return retired?.slug ?? null;
}

/** Deletes one of the owner's old slugs. */
export async function deleteOldSlug(db: Db, row: SlugRow): Promise<void> {
  await db
    .delete(publicSlugs)
    .where(
      and(
        eq(publicSlugs.slug, row.slug),
        eq(publicSlugs.kind, row.kind),
        eq(publicSlugs.targetId, row.targetId),
        eq(publicSlugs.isCurrent, false),
      ),
    );
}

/** Deletes the owner's old slugs beyond the `keep` most recently retired. */
export async function trimOldSlugs(
  db: Db,
  kind: SlugKind,
  targetId: string,
  keep: number,
): Promise<void> {
  const owner = and(
    eq(publicSlugs.kind, kind),
    eq(publicSlugs.targetId, targetId),
    eq(publicSlugs.isCurrent, false),
  );
  const kept = db
    .select({ slug: publicSlugs.slug })
    .from(publicSlugs)
    .where(owner)
    .orderBy(desc(publicSlugs.retiredAt), desc(publicSlugs.slug))
    .limit(keep);
  await db.delete(publicSlugs).where(and(owner, sql`${publicSlugs.slug} not in (${kept})`));
}

/** Deletes every slug, current and old, of these owners of one kind. */
export async function deleteSlugsOf(db: Db, kind: SlugKind, targetIds: string[]): Promise<void> {
  if (targetIds.length === 0) return;
  await db
    .delete(publicSlugs)
    .where(and(eq(publicSlugs.kind, kind), inArray(publicSlugs.targetId, targetIds)));
}

/** Deletes these slugs when they belong to owners of `kind`. */
export async function deleteSlugsNamed(db: Db, kind: SlugKind, slugs: string[]): Promise<void> {
  if (slugs.length === 0) return;
  await db
    .delete(publicSlugs)
    .where(and(eq(publicSlugs.kind, kind), inArray(publicSlugs.slug, slugs)));
}

/** Which of these slugs an owner other than `owner` holds (current or old). */
export async function findSlugsHeldByOthers(
  db: Db,
  slugs: string[],
  owner: Omit<SlugRow, 'slug'>,
): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ slug: publicSlugs.slug })
    .from(publicSlugs)
    .where(
      and(
        inArray(publicSlugs.slug, slugs),
        or(ne(publicSlugs.kind, owner.kind), ne(publicSlugs.targetId, owner.targetId)),
      ),
    );
  return rows.map((row) => row.slug);
}

const current = alias(publicSlugs, 'current');

/** The slug's owner, with the owner's current slug (null if it somehow has none). */
export async function findSlugOwner(
  db: Db,
  slug: string,
): Promise<(SlugRow & { isCurrent: boolean; currentSlug: string | null }) | null> {
  const [row] = await db
    .select({
      slug: publicSlugs.slug,
      kind: publicSlugs.kind,
      targetId: publicSlugs.targetId,
      isCurrent: publicSlugs.isCurrent,
      currentSlug: current.slug,
    })
    .from(publicSlugs)
    .leftJoin(
      current,
      and(
        eq(current.kind, publicSlugs.kind),
        eq(current.targetId, publicSlugs.targetId),
        eq(current.isCurrent, true),
      ),
    )
    .where(eq(publicSlugs.slug, slug));
  return row ?? null;
}
