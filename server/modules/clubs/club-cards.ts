/**
 * Club cards as the JSON a page of `/book-clubs` sends (issue 11: ≥ 2,000 searches a second).
 * Presenting twenty cards and checking them against the contract took about a fifth of a
 * search's time in the app, and mapping their rows a tenth, for cards that change far less
 * often than they are read. So a search returns only each club's id, version and what decides
 * which of its cards the viewer sees; each card is read, presented, checked and turned into
 * JSON once, and kept while its club's row is the version it was made at (the row's xmin, read
 * with it): every change of the row (the member count's trigger, an edit, a suspension) makes
 * it anew, since the search then finds a version nothing is kept at. The
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
  type ClubCard,
  type ClubSearchPage,
} from '../../../contracts/clubs.js';
import { jsonTextOf } from '../../platform/endpoints.js';
import type { Db } from '../../platform/db/database.js';
import {
  createVersionedCache,
  type VersionedCacheOptions,
} from '../../platform/versioned-cache.js';
import { clubPageCacheDefaults } from './club-page.js';
import type { ClubBooks } from './club-books.js';
import { cardRows } from './club-search.queries.js';
import { visibleParts, type ClubViewer } from './clubs.policy.js';
import { presentCard, presentMembership, type ShownMembership } from './clubs.presenter.js';
import type { ClubCardRow, ClubRow } from './clubs.queries.js';

/** A club a search found: what tells which of its cards the viewer sees, and its row's version. */
export interface FoundCard {
  club: Pick<ClubRow, 'id' | 'visibility' | 'showDescription' | 'showCurrentBook'>;
  membership: ShownMembership | null;
  version: string;
}

/** A card made afresh from its club's row, read at `version`. */
interface FreshCard {
  row: ClubCardRow;
  version: string;
  card: ClubCard;
}

/** Every card's JSON ends with its membership, which `presentCard` and the contract put last. */
const noMembership = '"membership":null}';

export function createClubCards(
  deps: { db: Db; books: ClubBooks },
  options: VersionedCacheOptions = clubPageCacheDefaults,
) {
  const { db, books } = deps;
  /** A card's JSON without its membership and closing brace, by club and what it shows. */
  const kept = createVersionedCache<{ head: string }>(options, (card) => 2 * card.head.length);

  function keyOf(viewer: ClubViewer, found: Pick<FoundCard, 'club' | 'membership'>): string {
    const shown = visibleParts(
      viewer,
      {
        visibility: found.club.visibility,
        // A card shows neither the rules nor the members.
        outsiderView: {
          description: found.club.showDescription,
          currentBook: found.club.showCurrentBook,
          rules: false,
          members: false,
        },
      },
      found.membership,
    );
    return `${found.club.id}:${shown.description ? 'd' : ''}${shown.currentBook ? 'b' : ''}`;
  }

  /** These clubs' cards read afresh, each with its row's version, by id. */
  async function freshCards(
    viewer: ClubViewer,
    found: FoundCard[],
  ): Promise<Map<string, FreshCard>> {
    if (found.length === 0) return new Map();
    const rows = await cardRows(
      db,
      found.map((row) => row.club.id),
    );
    const currentBooks = await books.byId(rows.map((row) => row.club.currentBookId));
    const membershipOf = new Map(found.map((row) => [row.club.id, row.membership]));
    return new Map(
      rows.map((row) => {
        const membership = membershipOf.get(row.club.id) ?? null;
        const card = presentCard(row.club, membership, viewer, currentBooks);
        return [row.club.id, { row: row.club, version: row.version, card }];
      }),
    );
  }

  /**
   * The cards as JSON, in order: kept ones as they are, the rest read and made (and kept, under
   * the version read with them). A club deleted since the search is left out.
   */
  async function cardsJson(viewer: ClubViewer, found: FoundCard[]): Promise<string[]> {
    const heads = found.map((row) => kept.peek(keyOf(viewer, row), row.version)?.head);
    const missing = found.filter((_, i) => heads[i] === undefined);
    if (missing.length > 0) {
      const made = await freshCards(viewer, missing);
      found.forEach((row, i) => {
        const fresh = heads[i] === undefined ? made.get(row.club.id) : undefined;
        if (!fresh) return;
        const json = jsonTextOf(clubCardSchema, { ...fresh.card, membership: null });
        if (!json.endsWith(noMembership))
          throw new Error('A club card must end with its membership');
        const head = json.slice(0, -noMembership.length);
        heads[i] = head;
        kept.set(keyOf(viewer, { club: fresh.row, membership: row.membership }), fresh.version, {
          head,
        });
      });
    }
    return found.flatMap((row, i) => {
      const head = heads[i];
      if (head === undefined) return [];
      const membership = presentMembership(row.membership);
      const own = membership ? jsonTextOf(viewerMembershipSchema, membership) : 'null';
      return [`${head}"membership":${own}}`];
    });
  }

  return {
    /** The found clubs' cards presented afresh, in order (a club deleted since left out). */
    async cards(viewer: ClubViewer, found: FoundCard[]): Promise<ClubCard[]> {
      const made = await freshCards(viewer, found);
      return found.flatMap((row) => made.get(row.club.id)?.card ?? []);
    },

    /** A page of search results as the JSON the API sends, of kept cards. */
    async pageJson(
      viewer: ClubViewer,
      found: FoundCard[],
      page: Omit<ClubSearchPage, 'clubs'>,
    ): Promise<string> {
      const cards = await cardsJson(viewer, found);
      return `{"clubs":[${cards.join(',')}],"page":${page.page},"pageSize":${page.pageSize},"hasMore":${page.hasMore}}`;
    },
  };
}
