/**
 * Club cards as the JSON a page of `/book-clubs` sends (issue 11: ≥ 2,000 searches a second).
 * Presenting twenty cards and checking them against the contract took about a fifth of a
 * search's time in the app, for cards that change far less often than they are read. So each
 * card is made once — presented, checked and turned into JSON — and kept while its club's row
 * is the version it was made at (the row's xmin, read in the search's own statement): every
 * change of the row (the member count's trigger, an edit, a suspension) makes it anew. The
 * book's title and cover may be up to `options.ttlMs` old (a minute), as on the club page
 * (decision 0017).
 *
 * What a card shows depends on the viewer only through what the club lets them see (its
 * description and current book), which is part of the key; their own membership of the club
 * is theirs alone, never kept, and is spliced in as the card's last field.
 */
import {
  clubCardSchema,
  viewerMembershipSchema,
  type ClubSearchPage,
} from '../../../contracts/clubs.js';
import { jsonTextOf } from '../../platform/endpoints.js';
import {
  createVersionedCache,
  type VersionedCacheOptions,
} from '../../platform/versioned-cache.js';
import { clubPageCacheDefaults } from './club-page.js';
import type { ClubBooks } from './club-books.js';
import { visibleParts, type ClubViewer } from './clubs.policy.js';
import { clubStateOf, presentCard, presentMembership } from './clubs.presenter.js';
import type { ClubCardRow } from './clubs.queries.js';
import type { MembershipRow } from './memberships.queries.js';

/** A club found, with the viewer's membership of it and its row's version. */
export interface FoundCard {
  club: ClubCardRow;
  membership: MembershipRow | null;
  version: string;
}

/** Every card's JSON ends with its membership, which `presentCard` and the contract put last. */
const noMembership = '"membership":null}';

export function createClubCards(
  books: ClubBooks,
  options: VersionedCacheOptions = clubPageCacheDefaults,
) {
  /** A card's JSON without its membership and closing brace, by club and what it shows. */
  const kept = createVersionedCache<{ head: string }>(options, (card) => 2 * card.head.length);

  function keyOf(viewer: ClubViewer, found: FoundCard): string {
    const shown = visibleParts(viewer, clubStateOf(found.club), found.membership);
    return `${found.club.id}:${shown.description ? 'd' : ''}${shown.currentBook ? 'b' : ''}`;
  }

  /** The cards as JSON, in order: kept ones as they are, the rest made (their books asked once). */
  async function cardsJson(viewer: ClubViewer, rows: FoundCard[]): Promise<string[]> {
    const keys = rows.map((row) => keyOf(viewer, row));
    const heads = rows.map((row, i) => kept.peek(keys[i]!, row.version)?.head);
    const missing = rows.filter((_, i) => heads[i] === undefined);
    if (missing.length > 0) {
      const found = await books.byId(missing.map((row) => row.club.currentBookId));
      rows.forEach((row, i) => {
        if (heads[i] !== undefined) return;
        const card = presentCard(row.club, row.membership, viewer, found);
        const json = jsonTextOf(clubCardSchema, { ...card, membership: null });
        if (!json.endsWith(noMembership))
          throw new Error('A club card must end with its membership');
        const head = json.slice(0, -noMembership.length);
        heads[i] = head;
        kept.set(keys[i]!, row.version, { head });
      });
    }
    return rows.map((row, i) => {
      const membership = presentMembership(row.membership);
      const own = membership ? jsonTextOf(viewerMembershipSchema, membership) : 'null';
      return `${heads[i]!}"membership":${own}}`;
    });
  }

  return {
    /** A page of search results as the JSON the API sends. */
    async pageJson(
      viewer: ClubViewer,
      rows: FoundCard[],
      page: Omit<ClubSearchPage, 'clubs'>,
    ): Promise<string> {
      const cards = await cardsJson(viewer, rows);
      return `{"clubs":[${cards.join(',')}],"page":${page.page},"pageSize":${page.pageSize},"hasMore":${page.hasMore}}`;
    },
  };
}
