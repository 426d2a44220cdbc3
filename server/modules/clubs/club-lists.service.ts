/** Lists of clubs (issue 11, item 4): /book-clubs search, "my clubs" and the sitemap's. */
import {
  clubsPerPage,
  myClubsMax,
  type ClubSearchPage,
  type ClubSearchQuery,
  type MyClubs,
} from '../../../contracts/clubs.js';
import { paths } from '../../../contracts/paths.js';
import { errors } from '../../platform/errors.js';
import type { SitemapPage } from '../../platform/sitemap-page.js';
import { clubBooks } from './club-books.js';
import { createClubCards } from './club-cards.js';
import { canSeeClub, type ClubViewer } from './clubs.policy.js';
import { clubStateOf, presentCard } from './clubs.presenter.js';
import { searchClubs, searchWordsOf } from './club-search.queries.js';
import { clubsOfMember } from './clubs.queries.js';
import type { ClubsDeps } from './clubs.service.js';
import { clubRanges, clubsInRange } from './sitemap.queries.js';

export type ClubListsService = ReturnType<typeof createClubListsService>;

export function createClubListsService(deps: Pick<ClubsDeps, 'db' | 'bookSummaries'>) {
  const { db } = deps;
  const books = clubBooks(deps.bookSummaries);
  const keptCards = createClubCards({ db, books });

  /** A page of the clubs that match, the viewer's own first, and where the page stands. */
  async function found(viewer: ClubViewer, query: ClubSearchQuery) {
    const search = {
      words: searchWordsOf(query.q),
      category: query.category === 'All' ? null : query.category,
      sort: query.sort,
    };
    const start = (query.page - 1) * clubsPerPage;
    // One more than a page, to know whether another follows.
    const rows = await searchClubs(db, search, {
      start,
      size: clubsPerPage + 1,
      userId: viewer.userId,
    });
    return {
      rows: rows.slice(0, clubsPerPage),
      page: { page: query.page, pageSize: clubsPerPage, hasMore: rows.length > clubsPerPage },
    };
  }

  return {
    /** Public clubs' pages for the sitemap: the clubs in ranges of `size`, and one range's pages. */
    sitemap: {
      ranges: (size: number) => clubRanges(db, size),
      async pages(from: string | null, before: string | null): Promise<SitemapPage[]> {
        const rows = await clubsInRange(db, from, before);
        return rows.map((row) => ({ path: paths.club(row.slug), lastModified: row.updatedAt }));
      },
    },

    /** A page of clubs that match, as `searchJson` sends it, presented afresh. */
    async search(viewer: ClubViewer, query: ClubSearchQuery): Promise<ClubSearchPage> {
      const { rows, page } = await found(viewer, query);
      return { clubs: await keptCards.cards(viewer, rows), ...page };
    },

    /**
     * A page of clubs that match, sorted as asked, with the viewer's own clubs first: those come
     * from their memberships (few), the rest from the indexes, so neither needs a full sort —
     * both in one statement. As the JSON the API sends, of cards kept while their clubs are
     * unchanged (club-cards.ts).
     */
    async searchJson(viewer: ClubViewer, query: ClubSearchQuery): Promise<string> {
      const { rows, page } = await found(viewer, query);
      return keptCards.pageJson(viewer, rows, page);
    },

    /** The clubs the viewer belongs to or asked to join, latest first. */
    async mine(viewer: ClubViewer): Promise<MyClubs> {
      if (!viewer.userId) throw errors.unauthenticated();
      const rows = await clubsOfMember(db, viewer.userId, myClubsMax);
      const found = await books.byId(rows.map((row) => row.club.currentBookId));
      return {
        clubs: rows
          .filter((row) => canSeeClub(viewer, clubStateOf(row.club)))
          .map((row) => presentCard(row.club, row.membership, viewer, found)),
      };
    },
  };
}
