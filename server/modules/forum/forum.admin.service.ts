/**
 * The forum's back-office (issue 10, item 8): communities, the reported posts queue and forum
 * bans — every change audited in the same transaction (rule 7) — and the forum's figures.
 */
import { randomUUID } from 'node:crypto';
import { paths } from '../../../contracts/paths.js';
import { slugify } from '../../../contracts/slug.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { stripHtml } from '../../platform/content.js';
import { errors } from '../../platform/errors.js';
import { slugRegistry } from '../../platform/slugs/slug-registry.js';
import { fieldError } from './field-error.js';
import { excerptOf, presentCommunity } from './forum.presenter.js';
import { peopleOf, type ForumDeps } from './forum.service.js';
import { forumFigures } from './figures.queries.js';
import {
  bansInForce,
  deleteBan,
  openReports,
  resolveReports,
  upsertBan,
} from './members.queries.js';
import { hiddenPosts, setPostHidden } from './posts.queries.js';
import {
  findCommunityById,
  insertCommunity,
  listCommunities,
  nextCommunityPosition,
  updateCommunity,
  type CommunityRow,
} from './structure.queries.js';

export interface ForumAdminDeps extends ForumDeps {
  /** The member behind a username, from the profiles module. */
  findByUsername: (username: string) => Promise<{ id: string } | null>;
}

const emptyTotals = { chapterCount: 0, threadCount: 0, postCount: 0, lastPostAt: null };

export function createForumAdminService(deps: ForumAdminDeps) {
  const { db, clock } = deps;

  return {
    async communities() {
      const rows = await listCommunities(db, 'all');
      return { communities: rows.map((row) => presentCommunity(row.community, row)) };
    },

    async createCommunity(
      staffId: string,
      input: { name: string; description: string; membersCanCreateChapters: boolean },
    ) {
      const name = stripHtml(input.name).trim();
      const base = slugify(name, 60) || 'community';
      // The id is chosen first so the slug can be claimed in the registry before the row exists.
      const id = randomUUID();
      const created = await db.transaction(async (tx) => {
        const position = await nextCommunityPosition(tx);
        let row: CommunityRow | null = null;
        for (let n = 1; !row; n += 1) {
          // The first slug that is free both as /{slug} (any owner, not reserved) and here.
          const slug = n === 1 ? base : `${base}-${n}`;
          const claim = { kind: 'community', targetId: id, slug } as const;
          if ((await slugRegistry.tryClaim(tx, claim)) !== 'claimed') continue;
          row = await insertCommunity(tx, {
            id,
            slug,
            name,
            description: stripHtml(input.description).trim(),
            membersCanCreateChapters: input.membersCanCreateChapters,
            position,
            createdBy: staffId,
            createdAt: clock.now(),
          });
          if (!row) await slugRegistry.release(tx, 'community', [id]);
        }
        await recordAudit(tx, {
          actorId: staffId,
          action: 'forum.community.create',
          targetType: 'forum_community',
          targetId: row.id,
          after: { name: row.name, slug: row.slug },
        });
        return row;
      });
      return presentCommunity(created, emptyTotals);
    },

    async updateCommunity(
      staffId: string,
      id: string,
      change: {
        name?: string | undefined;
        description?: string | undefined;
        membersCanCreateChapters?: boolean | undefined;
        isHidden?: boolean | undefined;
      },
    ) {
      const before = await findCommunityById(db, id);
      if (!before) throw errors.notFound('That community');
      const values = {
        ...(change.name !== undefined ? { name: stripHtml(change.name).trim() } : {}),
        ...(change.description !== undefined
          ? { description: stripHtml(change.description).trim() }
          : {}),
        ...(change.membersCanCreateChapters !== undefined
          ? { membersCanCreateChapters: change.membersCanCreateChapters }
          : {}),
        ...(change.isHidden !== undefined ? { isHidden: change.isHidden } : {}),
      };
      const after = await db.transaction(async (tx) => {
        const row = await updateCommunity(tx, id, values);
        await recordAudit(tx, {
          actorId: staffId,
          action: 'forum.community.update',
          targetType: 'forum_community',
          targetId: id,
          before: Object.fromEntries(
            Object.keys(values).map((k) => [k, before[k as keyof CommunityRow]]),
          ),
          after: values,
        });
        return row ?? before;
      });
      const totals = (await listCommunities(db, 'all')).find((row) => row.community.id === id);
      return presentCommunity(after, totals ?? emptyTotals);
    },

    async reports() {
      const rows = await openReports(db, 100);
      const people = await peopleOf(
        deps,
        rows.flatMap((r) => [r.report.reporterId, r.post.authorId]).filter((id) => id !== null),
      );
      return {
        reports: rows.map(({ report, post, thread }) => ({
          id: report.id,
          postId: post.id,
          threadId: thread.id,
          threadTitle: thread.title,
          threadIsLocked: thread.isLocked,
          postNumber: post.number,
          postExcerpt: excerptOf(post.bodyText, 300),
          postIsHidden: post.isHidden,
          postAuthor: post.authorId ? (people.get(post.authorId) ?? null) : null,
          reporter: report.reporterId ? (people.get(report.reporterId) ?? null) : null,
          reason: report.reason,
          createdAt: report.createdAt.toISOString(),
          url: `${paths.forumThread(thread.id)}#post-${post.number}`,
        })),
      };
    },

    async resolveReport(staffId: string, reportId: string, action: 'hide' | 'dismiss') {
      await db.transaction(async (tx) => {
        const postId = await resolveReports(
          tx,
          reportId,
          action === 'hide' ? 'hidden' : 'dismissed',
          staffId,
          clock.now(),
        );
        if (!postId) throw errors.notFound('That open report');
        if (action === 'hide') await setPostHidden(tx, postId, true);
        await recordAudit(tx, {
          actorId: staffId,
          action: `forum.report.${action}`,
          targetType: 'forum_post',
          targetId: postId,
          after: { reportId, action },
        });
      });
    },

    async hiddenPosts() {
      const rows = await hiddenPosts(db, 100);
      const people = await peopleOf(
        deps,
        rows.map((r) => r.authorId).filter((id) => id !== null),
      );
      return {
        posts: rows.map((row) => ({
          postId: row.id,
          threadId: row.threadId,
          threadTitle: row.threadTitle,
          postNumber: row.number,
          excerpt: excerptOf(row.bodyText, 300),
          author: row.authorId ? (people.get(row.authorId) ?? null) : null,
          createdAt: row.createdAt.toISOString(),
          url: `${paths.forumThread(row.threadId)}#post-${row.number}`,
        })),
      };
    },

    async bans() {
      const rows = await bansInForce(db, clock.now());
      const people = await peopleOf(
        deps,
        rows.flatMap((r) => [r.userId, r.bannedBy]).filter((id) => id !== null),
      );
      return {
        bans: rows.flatMap((row) => {
          const member = people.get(row.userId);
          if (!member) return [];
          return [
            {
              member,
              reason: row.reason,
              bannedBy: row.bannedBy ? (people.get(row.bannedBy) ?? null) : null,
              createdAt: row.createdAt.toISOString(),
              expiresAt: row.expiresAt?.toISOString() ?? null,
            },
          ];
        }),
      };
    },

    async ban(staffId: string, input: { username: string; reason: string; days: number | null }) {
      const member = await deps.findByUsername(input.username);
      if (!member) throw errors.notFound('That member');
      if (member.id === staffId) {
        throw fieldError(['username'], 'You cannot ban yourself');
      }
      const now = clock.now();
      const expiresAt = input.days ? new Date(now.getTime() + input.days * 86_400_000) : null;
      await db.transaction(async (tx) => {
        await upsertBan(tx, {
          userId: member.id,
          reason: stripHtml(input.reason).trim(),
          bannedBy: staffId,
          expiresAt,
          createdAt: now,
        });
        await recordAudit(tx, {
          actorId: staffId,
          action: 'forum.ban',
          targetType: 'user',
          targetId: member.id,
          after: { reason: input.reason, expiresAt: expiresAt?.toISOString() ?? null },
        });
      });
    },

    async unban(staffId: string, userId: string) {
      await db.transaction(async (tx) => {
        const lifted = await deleteBan(tx, userId);
        if (!lifted) throw errors.notFound('That forum ban');
        await recordAudit(tx, {
          actorId: staffId,
          action: 'forum.unban',
          targetType: 'user',
          targetId: userId,
        });
      });
    },

    figures: (days: number) => forumFigures(db, clock.now(), days),
  };
}

export type ForumAdminService = ReturnType<typeof createForumAdminService>;
