/**
 * The back-office's threads (issue 10, item 8): every thread listed for staff by title words,
 * community and state, and the moderation of one — through the thread page's own use case, so
 * the rules and the audit entries are the same wherever a moderator acts.
 */
import type { ThreadChange } from '../../../contracts/forum.js';
import type { AdminThreads, AdminThreadsQuery } from '../../../contracts/forum-admin.js';
import { forumThreadsPerPage } from '../../../contracts/forum-constants.js';
import type { Permission } from '../../../contracts/roles.js';
import { presentStaffThread } from './forum.presenter.js';
import { peopleOf, type ForumDeps, type ForumService } from './forum.service.js';
import type { MemberActionsService } from './member-actions.service.js';
import { countStaffThreads, staffThreads } from './staff-threads.queries.js';

/** The back-office's thread list and moderation, over the thread page's own use case. */
export function createThreadsAdminService(
  deps: ForumDeps,
  reading: ForumService,
  actions: MemberActionsService,
) {
  const { db } = deps;

  return {
    /** A page of the threads that match, latest activity first, with the page count. */
    async threads(query: AdminThreadsQuery): Promise<AdminThreads> {
      const filters = { words: query.q, communitySlug: query.community, state: query.state };
      const [rows, total] = await Promise.all([
        staffThreads(db, filters, forumThreadsPerPage, (query.page - 1) * forumThreadsPerPage),
        countStaffThreads(db, filters),
      ]);
      const people = await peopleOf(
        deps,
        rows.map((row) => row.authorId).filter((id) => id !== null),
      );
      return {
        threads: rows.map((row) => presentStaffThread(row, people)),
        page: query.page,
        pageCount: Math.max(1, Math.ceil(total / forumThreadsPerPage)),
        total,
      };
    },

    /** Pin, lock, close, hide or move a thread as the staff member it is asked by. */
    async moderateThread(
      staffId: string,
      permissions: ReadonlySet<Permission>,
      threadId: string,
      change: ThreadChange,
    ) {
      const viewer = await reading.viewer(staffId, Promise.resolve(permissions));
      await actions.moderateThread(viewer, threadId, change);
    },
  };
}

export type ThreadsAdminService = ReturnType<typeof createThreadsAdminService>;
