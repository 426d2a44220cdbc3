/**
 * Reads a member's conversations as the contract presents them: the other members' names (from
 * the profiles service), the last message (a spoiler the member has not reached shows as its
 * notice), the member's unread count and the blocks between them — a few statements for the
 * whole list, whatever its length.
 */
import {
  messagingLimits,
  type Conversation,
  type UnreadSummary,
} from '../../../contracts/direct-messages.js';
import type { Db } from '../../platform/db/database.js';
import type { SpoilerSources } from '../../platform/spoilers/spoiler-view.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { BlocksService } from './blocks.service.js';
import { messageSpoilers } from './message-spoilers.js';
import { namesById, presentConversation, previewOf } from './messages.presenter.js';
import {
  conversationsOf,
  lastMessagesOf,
  participantsOf,
  type MembershipRow,
} from './messages.queries.js';
import { countBadgeUnread, latestUnread, unreadCountsOf } from './unread.queries.js';

export function createConversationReader({
  db,
  profiles,
  blocks,
  spoilers,
}: {
  db: Db;
  profiles: Pick<ProfilesService, 'publicNames'>;
  blocks: Pick<BlocksService, 'around'>;
  spoilers: SpoilerSources;
}) {
  async function present(userId: string, rows: MembershipRow[]): Promise<Conversation[]> {
    const ids = rows.map((r) => r.id);
    const [participants, lasts, unread] = await Promise.all([
      participantsOf(db, ids),
      lastMessagesOf(db, ids),
      unreadCountsOf(db, userId, ids),
    ]);
    const othersOf = new Map<string, string[]>();
    for (const p of participants) {
      if (p.userId === userId) continue;
      othersOf.set(p.conversationId, [...(othersOf.get(p.conversationId) ?? []), p.userId]);
    }
    const everyone = participants.map((p) => p.userId);
    const [names, around, spoilerOf] = await Promise.all([
      profiles.publicNames(everyone),
      blocks.around(
        userId,
        [...new Set(everyone)].filter((id) => id !== userId),
      ),
      messageSpoilers(spoilers, userId, lasts),
    ]);
    const byId = namesById(names);
    const lastOf = new Map(lasts.map((l) => [l.conversationId, { ...l, spoiler: spoilerOf(l) }]));
    const unreadOf = new Map(unread.map((u) => [u.conversationId, u.n]));
    return rows.map((row) => {
      const others = othersOf.get(row.id) ?? [];
      return presentConversation(
        {
          row,
          others,
          last: lastOf.get(row.id),
          unread: unreadOf.get(row.id) ?? 0,
          blockedByMe: others.some((id) => around.blockedByMe.has(id)),
          blockedMe: others.some((id) => around.blockedMe.has(id)),
        },
        byId,
      );
    });
  }

  return {
    /** The member's conversations, newest activity first. */
    async list(userId: string): Promise<{ conversations: Conversation[] }> {
      const rows = await conversationsOf(db, userId, messagingLimits.conversationList);
      return { conversations: await present(userId, rows) };
    },

    /** One conversation the member is in (access already checked). */
    async one(userId: string, row: MembershipRow): Promise<Conversation> {
      const [conversation] = await present(userId, [row]);
      return conversation!;
    },

    /** The unread badge and SPEC §7's latest unread messages (50). */
    async unread(userId: string): Promise<UnreadSummary> {
      const [unreadCount, latest] = await Promise.all([
        countBadgeUnread(db, userId),
        latestUnread(db, userId, messagingLimits.unreadPrefetch),
      ]);
      const [people, spoilerOf] = await Promise.all([
        profiles.publicNames(latest.flatMap((m) => m.senderId ?? [])),
        messageSpoilers(spoilers, userId, latest),
      ]);
      const names = namesById(people);
      return {
        unreadCount,
        latest: latest.map((m) => ({
          id: m.id,
          conversationId: m.conversationId,
          senderUsername: m.senderId ? (names.get(m.senderId)?.username ?? null) : null,
          preview: previewOf(m.body, spoilerOf(m)),
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  };
}
