/**
 * The one registry of public slugs (ARCHITECTURE rule 15, decision 0018): /{slug} names exactly
 * one member, club, forum community or author. Owners' modules claim a slug when the thing is
 * created, rename it when its name changes and release it when the thing goes — each inside
 * the transaction that makes the change, so the registry and the owner's table never disagree.
 * Reserved words (the site's own addresses) are refused. A renamed owner keeps its most recent
 * old slugs, which redirect to the current one.
 */
import { slugMessages, type SlugKind } from '../../../contracts/public-slugs.js';
import type { Db } from '../db/database.js';
import { errors, type AppError } from '../errors.js';
import { isReservedSlug } from './reserved-slugs.js';
import {
  deleteOldSlug,
  deleteSlugsNamed,
  deleteSlugsOf,
  findSlugOwner,
  findSlugsHeldByOthers,
  insertFreeSlugs,
  retireCurrentSlug,
  trimOldSlugs,
  upsertCurrentSlug,
} from './slug-registry.queries.js';
import { normaliseSlug } from './slug-text.js';

export type { SlugKind };
export { isReservedSlug, normaliseSlug };

/** Whose a slug is: a kind and the id of the thing in its own module's table. */
export interface SlugOwner {
  kind: SlugKind;
  targetId: string;
}

export interface SlugClaim extends SlugOwner {
  /** Any case and normalisation form; the registry keeps it lower-case NFC. */
  slug: string;
}

/** What a claim came to; anything but 'claimed' left the registry as it was. */
export type ClaimOutcome = 'claimed' | 'taken' | 'reserved' | 'empty';

/** What /{slug} names: the owner, its current slug, and whether the one asked for is an old one. */
export interface ResolvedSlug extends SlugOwner {
  slug: string;
  redirect: boolean;
}

/**
 * Old slugs kept per owner. Enough for the links of a few renames to keep working, few enough
 * that nobody hoards names by renaming, and the table stays a bounded multiple of its owners
 * (so it needs no retention job: docs/operations.md).
 */
export const keptOldSlugs = 5;

/** Why a slug cannot be claimed at all, before asking the database. */
function refusal(slug: string): Exclude<ClaimOutcome, 'claimed'> | null {
  if (!/[\p{L}\p{N}]/u.test(slug)) return 'empty';
  return isReservedSlug(slug) ? 'reserved' : null;
}

/** The catalogue error for a refused claim: 409 when taken, 400 otherwise. */
function claimError(outcome: Exclude<ClaimOutcome, 'claimed'>): AppError {
  if (outcome === 'taken') return errors.conflict(slugMessages.taken);
  const message = slugMessages[outcome];
  return errors.validation(message, [{ path: ['slug'], message }]);
}

/** Claims `slug` as the owner's current slug, or says why not; inside the owner's transaction. */
async function tryClaim(tx: Db, claim: SlugClaim): Promise<ClaimOutcome> {
  const slug = normaliseSlug(claim.slug);
  const refused = refusal(slug);
  if (refused) return refused;
  return (await upsertCurrentSlug(tx, { slug, kind: claim.kind, targetId: claim.targetId }))
    ? 'claimed'
    : 'taken';
}

/**
 * Makes `slug` the owner's current slug, keeping its previous one as a redirect (unless
 * `keepOld` is false: a name nobody was meant to link to), or says why not. On anything but
 * 'claimed' the caller must end its transaction: the previous slug has been retired already.
 */
async function tryRename(tx: Db, change: SlugClaim & { keepOld?: boolean }): Promise<ClaimOutcome> {
  const slug = normaliseSlug(change.slug);
  const refused = refusal(slug);
  if (refused) return refused;
  const { kind, targetId } = change;
  const previous = await retireCurrentSlug(tx, kind, targetId);
  if (previous !== null && previous !== slug && change.keepOld === false)
    await deleteOldSlug(tx, { slug: previous, kind, targetId });
  if (!(await upsertCurrentSlug(tx, { slug, kind, targetId }))) return 'taken';
  await trimOldSlugs(tx, kind, targetId, keptOldSlugs);
  return 'claimed';
}

/** Suffixed candidates looked up per query by firstFree: `-2` … `-21`, then `-22` … */
const suffixWindow = 20;

/**
 * Claims the first of `base`, `base-2`, `base-3`… that nobody else holds as the owner's current
 * slug (one of its own old slugs may be taken back), and returns it. Held candidates are
 * skipped a window at a time; one lost to a concurrent claim meanwhile is simply passed over.
 */
async function firstFree(tx: Db, base: string, owner: SlugOwner): Promise<string> {
  if (refusal(base) === 'empty') throw claimError('empty');
  for (let first = 1; ; first += suffixWindow) {
    const candidates = Array.from({ length: suffixWindow }, (_, i) =>
      first + i === 1 ? base : `${base}-${first + i}`,
    ).filter((slug) => refusal(slug) === null);
    const held = new Set(await findSlugsHeldByOthers(tx, candidates, owner));
    for (const slug of candidates.filter((candidate) => !held.has(candidate)))
      if (await upsertCurrentSlug(tx, { slug, ...owner })) return slug;
  }
}

export const slugRegistry = {
  tryClaim,
  tryRename,

  /**
   * Claims `slug` for a new owner, or else the first free of `slug-2`, `slug-3`… (a club named
   * like another), and returns the one it got.
   */
  claimFirstFree: (tx: Db, claim: SlugClaim): Promise<string> =>
    firstFree(tx, normaliseSlug(claim.slug), { kind: claim.kind, targetId: claim.targetId }),

  /**
   * Moves the owner to `slug`, or else to the first free of `slug-2`, `slug-3`… (a club renamed
   * like another), keeping its previous slug as a redirect; returns the slug it got. Renamed to
   * a name of the same slug, the owner keeps its slug.
   */
  async renameFirstFree(tx: Db, change: SlugClaim): Promise<string> {
    const owner = { kind: change.kind, targetId: change.targetId };
    await retireCurrentSlug(tx, owner.kind, owner.targetId);
    const slug = await firstFree(tx, normaliseSlug(change.slug), owner);
    await trimOldSlugs(tx, owner.kind, owner.targetId, keptOldSlugs);
    return slug;
  },

  /** Claims `slug` for a new owner inside its transaction; throws the catalogue error if not. */
  async claim(tx: Db, claim: SlugClaim): Promise<string> {
    const outcome = await tryClaim(tx, claim);
    if (outcome !== 'claimed') throw claimError(outcome);
    return normaliseSlug(claim.slug);
  },

  /** Renames the owner's slug inside its transaction (the old one redirects); throws if refused. */
  async rename(tx: Db, change: SlugClaim & { keepOld?: boolean }): Promise<string> {
    const outcome = await tryRename(tx, change);
    if (outcome !== 'claimed') throw claimError(outcome);
    return normaliseSlug(change.slug);
  },

  /**
   * Claims each slug that is free, in one statement, for owners whose own address does not need
   * /{slug} (authors live at /author/{slug}): a reserved or held slug is simply not theirs.
   */
  async claimWhereFree(tx: Db, claims: SlugClaim[]): Promise<void> {
    const rows = claims
      .map((claim) => ({ ...claim, slug: normaliseSlug(claim.slug) }))
      .filter((claim) => refusal(claim.slug) === null);
    await insertFreeSlugs(tx, rows);
  },

  /** Frees every slug, current and old, of these owners (they are being deleted). */
  release: (tx: Db, kind: SlugKind, targetIds: string[]) => deleteSlugsOf(tx, kind, targetIds),

  /** Frees these slugs when owners of `kind` hold them (owners deleted by slug). */
  releaseSlugs: (tx: Db, kind: SlugKind, slugs: string[]) =>
    deleteSlugsNamed(tx, kind, slugs.map(normaliseSlug)),

  /** What /{slug} names, or null: nothing, a reserved word, or an owner left without a slug. */
  async resolve(db: Db, slug: string): Promise<ResolvedSlug | null> {
    const key = normaliseSlug(slug);
    if (refusal(key)) return null;
    const found = await findSlugOwner(db, key);
    if (!found?.currentSlug) return null;
    return {
      kind: found.kind,
      targetId: found.targetId,
      slug: found.currentSlug,
      redirect: !found.isCurrent,
    };
  },

  /** Whether `owner` (or anyone, without one) could claim `slug` now. */
  async availability(
    db: Db,
    slug: string,
    owner: SlugOwner | null,
  ): Promise<'available' | Exclude<ClaimOutcome, 'claimed'>> {
    const key = normaliseSlug(slug);
    const refused = refusal(key);
    if (refused) return refused;
    const found = await findSlugOwner(db, key);
    const own = found && owner && found.kind === owner.kind && found.targetId === owner.targetId;
    return !found || own ? 'available' : 'taken';
  },
};
