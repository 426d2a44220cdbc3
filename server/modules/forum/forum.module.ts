/** The forum's services, made once at start from what the rest of the app lends them. */
import type { Clock } from '../../platform/clock.js';
import type { ContentSanitiser } from '../../platform/content.js';
import type { Db } from '../../platform/db/database.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { createClubForumService } from './club-forum.service.js';
import { createForumAdminService } from './forum.admin.service.js';
import { createForumSearchService } from './forum-search.service.js';
import { createForumService, type ClubMembers, type ForumDeps } from './forum.service.js';
import { createMemberActionsService } from './member-actions.service.js';
import { createPostingService } from './posting.service.js';
import { threadPageCacheDefaults } from './thread-page-cache.js';
import { createThreadPagesService } from './thread-page.service.js';
import { createThreadsAdminService } from './threads.admin.service.js';
import type { SpoilerSources } from '../../platform/spoilers/spoiler-view.js';

interface Person {
  id: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
}

export interface ForumModuleDeps {
  db: Db;
  clock: Clock;
  content: ContentSanitiser;
  notifications: Pick<NotificationsService, 'forumNoticesInStatement' | 'insertSql'>;
  profiles: {
    publicNames: (ids: string[]) => Promise<Person[]>;
    byUsernames: (usernames: string[]) => Promise<Person[]>;
    suggestByUsername: (prefix: string) => Promise<Person[]>;
    findByUsername: (username: string) => Promise<{ id: string } | null>;
  };
  /** Everyone who blocked `authorId` (the messages module keeps blocks). */
  whoBlocked: (authorId: string) => Promise<ReadonlySet<string>>;
  /** The books (catalogue) and readers' progress with them (shelves) spoilers are read against. */
  spoilers: SpoilerSources;
  /** Who belongs to a private book club (the clubs module, made after the forum's). */
  clubMembers: ClubMembers;
  /** Megabytes of thread pages kept (thread-page-cache.ts); 0: none. */
  pageCacheMb: number;
}

export function createForumModule(deps: ForumModuleDeps) {
  const base: ForumDeps = {
    db: deps.db,
    clock: deps.clock,
    publicNames: deps.profiles.publicNames,
    spoilers: deps.spoilers,
    clubMembers: deps.clubMembers,
  };
  const forum = createForumService(base);
  const posting = createPostingService(
    {
      ...base,
      content: deps.content,
      notices: deps.notifications,
      byUsernames: deps.profiles.byUsernames,
      whoBlocked: deps.whoBlocked,
    },
    forum,
  );
  const withProfiles = {
    ...base,
    findByUsername: deps.profiles.findByUsername,
    suggestByUsername: deps.profiles.suggestByUsername,
  };
  const actions = createMemberActionsService(base, forum, posting);
  return {
    forum,
    posting,
    actions,
    search: createForumSearchService(withProfiles),
    threadPages: createThreadPagesService(base, {
      maxSize: deps.pageCacheMb * 1024 * 1024,
      ttlMs: threadPageCacheDefaults.ttlMs,
    }),
    admin: createForumAdminService(withProfiles),
    threadsAdmin: createThreadsAdminService(base, forum, actions),
    clubs: createClubForumService(base, posting),
  };
}

export type ForumModule = ReturnType<typeof createForumModule>;
