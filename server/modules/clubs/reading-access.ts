/** Who is asking about a club's reading, and what they may do there (reading.policy.ts). */
import type { BookSummary } from '../../../contracts/books.js';
import type { ClubPerson } from '../../../contracts/clubs.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import type { SpoilerInput } from '../../../contracts/spoilers.js';
import type { OutgoingNotification } from '../notifications/notifications.service.js';
import type { ClubViewer } from './clubs.policy.js';
import { clubStateOf } from './clubs.presenter.js';
import { findClubById } from './clubs.queries.js';
import { seenOr404 } from './clubs.service.js';
import { findMembership } from './memberships.queries.js';
import { readingAbilities } from './reading.policy.js';
import type { Clock } from '../../platform/clock.js';

/** The forum as clubs use it (the forum module's club-forum.service.ts). */
export interface ClubForum {
  createCommunity(input: {
    name: string;
    description: string;
    createdBy: string;
    /** A private club's id: its members alone read the community. Null: everyone. */
    membersOfClubId: string | null;
  }): Promise<{ id: string; slug: string }>;
  /** Who reads the community from now on (on `tx`): a private club's members, or (null) everyone. */
  setCommunityReaders(communityId: string, membersOfClubId: string | null, tx: Db): Promise<void>;
  createChapter(
    communityId: string,
    title: string,
    createdBy: string,
  ): Promise<{ id: string; url: string } | null>;
  chapterUrl(chapterId: string): Promise<string | null>;
  prepareThread(
    authorId: string,
    chapterId: string,
    input: { title: string; body: string; spoiler: SpoilerInput | null },
  ): Promise<(tx: Db) => Promise<string>>;
  threadUrl(threadId: string): string;
}

export interface ReadingDeps {
  db: Db;
  clock: Clock;
  bookSummaries: (workIds: string[]) => Promise<BookSummary[]>;
  publicNames: (ids: string[]) => Promise<ClubPerson[]>;
  notify: (outgoing: OutgoingNotification[], tx: Db) => Promise<void>;
  forum: ClubForum;
  /** The shelves module's: puts a book on these readers' "want to read" shelves. */
  addWantToRead: (userIds: string[], workId: string) => Promise<number>;
  /** Where the app is served, for calendar feed addresses. */
  appUrl: string;
}

export type ReadingAbilitySet = ReturnType<typeof readingAbilities>;

/** The club with the viewer's membership and abilities; 404 unseen, 403 when not inside. */
export async function readingAccess(db: Db, viewer: ClubViewer, clubId: string) {
  const row = seenOr404(viewer, await findClubById(db, clubId));
  const membership = viewer.userId ? await findMembership(db, clubId, viewer.userId) : null;
  const abilities = readingAbilities(viewer, clubStateOf(row), membership);
  if (!abilities.view) throw errors.forbidden();
  return { row, membership, abilities };
}

/** Refuses unless `allowed`. */
export function require(allowed: boolean): void {
  if (!allowed) throw errors.forbidden();
}

/** A book as the reading section shows it. */
export function clubBookOf(book: BookSummary) {
  return { id: book.id, title: book.title, coverUrl: book.coverUrl, path: book.path };
}
