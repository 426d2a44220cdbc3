/**
 * A club's page (GET /api/clubs/by-slug/:slug), the most read thing of clubs (issue 11:
 * ≥ 2,000 pages a second). What every viewer sees alike — the owner, the hosts and the current
 * book — is made once and kept while the club's row is the version it was made at (its xmin:
 * clubs.queries `prepareClubPageRow`); a visitor's whole page is kept as the JSON sent. Each
 * request reads only the club's row with the viewer's membership, in one prepared statement, so
 * a change is seen by every process the moment it commits. Names and the book's title may be
 * up to `ttlMs` old, as on the forum's kept thread pages (decision 0017). A member's own payment
 * standing is theirs alone, never kept: payments is asked only when their payment failed.
 */
import type { BookSummary } from '../../../contracts/books.js';
import { clubPageSchema, type ClubPage, type ClubPerson } from '../../../contracts/clubs.js';
import { jsonOf } from '../../platform/endpoints.js';
import {
  createVersionedCache,
  type VersionedCacheOptions,
} from '../../platform/versioned-cache.js';
import { viewerPaymentReader } from './club-billing.js';
import { clubBooks } from './club-books.js';
import type { ClubViewer } from './clubs.policy.js';
import { presentPage, type PageParts } from './clubs.presenter.js';
import { prepareClubPageRow, type ClubRow } from './clubs.queries.js';
import type { ClubsDeps } from './clubs.service.js';
import { hostsOf, type MembershipRow } from './memberships.queries.js';

/** What a club's page shows alike to every viewer, made from the club's row. */
type SharedParts = Pick<PageParts, 'book' | 'owner' | 'hosts'>;

/** Bytes kept for each of the shared parts and the visitors' pages, and for how long. */
export const clubPageCacheDefaults: VersionedCacheOptions = {
  maxSize: 16 * 1024 * 1024,
  ttlMs: 60_000,
};

/** About the bytes the shared parts take in memory. */
function sizeOf(parts: SharedParts): number {
  return 2 * JSON.stringify(parts).length;
}

export function createClubPages(
  deps: Pick<ClubsDeps, 'db' | 'publicNames' | 'clubBilling'> & {
    /** The catalogue's summaries, as shown (kept-book-summaries.ts). */
    shownBookSummaries: (workIds: string[]) => Promise<BookSummary[]>;
  },
  options: VersionedCacheOptions = clubPageCacheDefaults,
) {
  const { db } = deps;
  const books = clubBooks(deps.shownBookSummaries);
  const pageRow = prepareClubPageRow(db);
  const shared = createVersionedCache<SharedParts>(options, sizeOf);
  const visitorPages = createVersionedCache<Buffer>(options, (json) => json.length);
  const viewerPayment = viewerPaymentReader(deps.clubBilling);

  async function makeShared(row: ClubRow): Promise<SharedParts> {
    const [hosts, found] = await Promise.all([
      hostsOf(db, row.id),
      books.byId([row.currentBookId]),
    ]);
    const people = new Map<string, ClubPerson>(
      (await deps.publicNames([row.ownerId, ...hosts.map((h) => h.userId)])).map((p) => [p.id, p]),
    );
    const owner = people.get(row.ownerId);
    if (!owner) throw new Error(`Club ${row.id} has an owner without a profile`);
    return {
      owner,
      book: row.currentBookId ? (found.get(row.currentBookId) ?? null) : null,
      hosts: hosts.flatMap((host) => {
        const person = people.get(host.userId);
        return person ? [{ ...person, role: host.role }] : [];
      }),
    };
  }

  /**
   * The page of `row` as `viewer` sees it. `version` is the row's, when it was read with it:
   * the shared parts are kept under it (a row read inside a write is presented afresh).
   */
  async function present(
    viewer: ClubViewer,
    row: ClubRow,
    membership: MembershipRow | null,
    version: string | null = null,
  ): Promise<ClubPage> {
    const [parts, payment] = await Promise.all([
      shared.get(row.id, version, () => makeShared(row)),
      viewerPayment(viewer.userId, row.id, membership),
    ]);
    return presentPage({ row, membership, viewer, ...parts, payment });
  }

  return {
    present,

    /** The club at `slug` with the viewer's membership and the row's version; null when none. */
    find: (slug: string, viewer: ClubViewer) => pageRow(slug, viewer.userId),

    /**
     * The page as the JSON the API sends. A visitor's depends on nothing of theirs, so it is
     * kept whole while the club's row is unchanged; staff are members, so never visitors.
     */
    async json(
      viewer: ClubViewer,
      found: { club: ClubRow; version: string; membership: MembershipRow | null },
    ): Promise<Buffer> {
      const { club, version, membership } = found;
      const page = () => present(viewer, club, membership, version);
      if (viewer.userId) return jsonOf(clubPageSchema, await page());
      return visitorPages.get(club.id, version, async () => jsonOf(clubPageSchema, await page()));
    },
  };
}

export type ClubPages = ReturnType<typeof createClubPages>;
