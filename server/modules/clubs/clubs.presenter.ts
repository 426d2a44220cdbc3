/** Club rows as the API answers them: each trimmed to what the viewer may see, with abilities. */
import type { BookSummary } from '../../../contracts/books.js';
import type { ViewerPayment } from '../../../contracts/club-billing.js';
import type {
  ClubCard,
  ClubCategory,
  ClubMember,
  ClubPage,
  ClubPerson,
  MembershipResult,
  ViewerMembership,
} from '../../../contracts/clubs.js';
import { paths } from '../../../contracts/paths.js';
import {
  clubAbilities,
  isFull,
  joinRefusal,
  memberAbilities,
  visibleParts,
  type ClubState,
  type ClubViewer,
} from './clubs.policy.js';
import type { ClubCardRow, ClubRow } from './clubs.queries.js';
import type { MembershipRow } from './memberships.queries.js';

/** The parts of a club row its rules read. */
export function clubStateOf(row: ClubCardRow): ClubState {
  return {
    visibility: row.visibility,
    memberCount: row.memberCount,
    memberLimit: row.memberLimit,
    suspended: row.suspendedAt !== null,
    paid: row.clubType === 'paid' && row.pricePerMonth !== null,
    outsiderView: {
      description: row.showDescription,
      currentBook: row.showCurrentBook,
      rules: row.showRules,
      members: row.showMembers,
    },
  };
}

/** What a card or page shows of the viewer's own membership. */
export type ShownMembership = Pick<MembershipRow, 'role' | 'status' | 'updatedAt'>;

export function presentMembership(row: ShownMembership | null): ViewerMembership | null {
  return row ? { role: row.role, status: row.status, since: row.updatedAt.toISOString() } : null;
}

/** A club in a list; `books` holds the summaries of the lists' current books. */
export function presentCard(
  row: ClubCardRow,
  membership: ShownMembership | null,
  viewer: ClubViewer,
  books: ReadonlyMap<string, BookSummary>,
): ClubCard {
  const shown = visibleParts(viewer, clubStateOf(row), membership);
  const book = shown.currentBook && row.currentBookId ? books.get(row.currentBookId) : undefined;
  return {
    id: row.id,
    slug: row.slug,
    path: paths.club(row.slug),
    name: row.name,
    description: shown.description ? row.description : '',
    avatarUrl: row.avatarUrl,
    category: row.category as ClubCategory,
    visibility: row.visibility,
    clubType: row.clubType,
    pricePerMonth: row.pricePerMonth,
    memberCount: row.memberCount,
    memberLimit: row.memberLimit,
    isFull: isFull(row),
    currentBook: book
      ? { id: book.id, title: book.title, coverUrl: book.coverUrl, path: book.path }
      : null,
    createdAt: row.createdAt.toISOString(),
    membership: presentMembership(membership),
  };
}

/** Where the viewer stands after joining, asking, cancelling or leaving. */
export function presentMembershipResult(
  row: ClubRow,
  membership: MembershipRow | null,
  viewer: ClubViewer,
): MembershipResult {
  const state = clubStateOf(row);
  return {
    membership: presentMembership(membership),
    memberCount: row.memberCount,
    joinRefusal: joinRefusal(viewer, state, membership),
    abilities: clubAbilities(viewer, state, membership),
  };
}

export interface PageParts {
  row: ClubRow;
  membership: MembershipRow | null;
  viewer: ClubViewer;
  book: BookSummary | null;
  owner: ClubPerson;
  hosts: (ClubPerson & { role: MembershipRow['role'] })[];
  /** The viewer's own payment standing (club-billing.ts); none for visitors. */
  payment?: ViewerPayment | null;
}

/** The club page, as much of it as the viewer may see. */
export function presentPage({
  row,
  membership,
  viewer,
  book,
  owner,
  hosts,
  payment = null,
}: PageParts): ClubPage {
  const state = clubStateOf(row);
  const shown = visibleParts(viewer, state, membership);
  const books = new Map(book ? [[book.id, book]] : []);
  const abilities = clubAbilities(viewer, state, membership);
  return {
    club: {
      ...presentCard(row, membership, viewer, books),
      rules: shown.rules ? row.rules : '',
      owner,
      outsiderView: state.outsiderView,
      suspended: state.suspended,
      updatedAt: row.updatedAt.toISOString(),
    },
    currentBook: shown.currentBook ? book : null,
    hosts,
    restricted: !abilities.viewInside,
    joinRefusal: joinRefusal(viewer, state, membership),
    abilities,
    payment,
  };
}

/** One person of a member list, with what the viewer may do to them. */
export function presentMember(
  target: MembershipRow,
  person: ClubPerson,
  club: ClubRow,
  viewer: ClubViewer,
  viewerMembership: MembershipRow | null,
): ClubMember {
  return {
    person,
    role: target.role,
    status: target.status,
    since: target.updatedAt.toISOString(),
    abilities: memberAbilities(viewer, clubStateOf(club), viewerMembership, target),
  };
}
