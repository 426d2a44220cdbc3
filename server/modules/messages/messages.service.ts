/**
 * Direct messages (issue 10, "Direct messages"): conversations of two members or small groups.
 * Only members still in a conversation read or write it — to anyone else it does not exist
 * (404). A block stops direct messages both ways; sending is limited per member; each message
 * is told to the other members' open streams once it is committed. A message may be marked as
 * a spoiler as a forum post is: each member sees it as their own reading progress allows.
 */
import {
  messagingLimits,
  messagingTexts,
  type Conversation,
  type Message,
  type MessagePage,
  type StartConversationInput,
  type UnreadSummary,
} from '../../../contracts/direct-messages.js';
import type { RateLimitAction } from '../../../contracts/constants.js';
import type { SpoilerInput } from '../../../contracts/spoilers.js';
import type { Clock } from '../../platform/clock.js';
import { stripHtml } from '../../platform/content.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import { describeWait } from '../../platform/rate-limit/request-limits.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.js';
import {
  spoilerFieldsOf,
  type SpoilerFields,
  type SpoilerSources,
} from '../../platform/spoilers/spoiler-view.js';
import { fieldMessages } from '../../../contracts/messages.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import { markEmailed, unmailedUnread } from './away.queries.js';
import { createBlocksService } from './blocks.service.js';
import { createConversationReader } from './conversation-reader.js';
import { messageSpoilers, textsForRecipients } from './message-spoilers.js';
import {
  canAccessConversation,
  directKey,
  recipientsRefusal,
  sendRefusal,
} from './messages.policy.js';
import { namesById, presentMessage } from './messages.presenter.js';
import {
  activeParticipantIds,
  findMembership,
  findOrCreateDirect,
  insertGroup,
  insertMessage,
  insertParticipants,
  messagePage,
  updateParticipant,
} from './messages.queries.js';
import { createReportsService } from './reports.service.js';
import { markConversationRead } from './unread.queries.js';

export interface MessagesDeps {
  db: Db;
  clock: Clock;
  realtime: Pick<RealtimeHub, 'publish'>;
  rateLimiter: Pick<RateLimiter, 'check'>;
  profiles: Pick<ProfilesService, 'findByUsername' | 'publicNames' | 'suggestByUsername'>;
  /** The books and the readers' progress spoiler marks are read against (books, shelves). */
  spoilers: SpoilerSources;
}

export type MessagesService = ReturnType<typeof createMessagesService>;

/** A body as stored: plain text; one made only of markup is as empty as no body at all. */
function plainBody(raw: string): string {
  const body = stripHtml(raw).trim();
  if (!body)
    throw errors.validation(fieldMessages.contentRequired, [
      { path: ['body'], message: fieldMessages.contentRequired },
    ]);
  return body;
}

/** Direct messages, blocks and reports; the one service other modules call for them. */
export function createMessagesService(deps: MessagesDeps) {
  const { db, clock, realtime, rateLimiter, profiles, spoilers } = deps;
  const blocks = createBlocksService(deps);
  const reports = createReportsService(deps);
  const reader = createConversationReader({ db, profiles, blocks, spoilers });
  const notFound = () => errors.notFound('That conversation');

  /** The member's membership of a conversation they are still in, or 404. */
  async function access(userId: string, conversationId: string) {
    const membership = await findMembership(db, conversationId, userId);
    if (!membership || !canAccessConversation(membership)) throw notFound();
    return membership;
  }

  /** Counts one attempt against the member's sending limit; a 429 with its text once it is reached. */
  async function limit(action: RateLimitAction, userId: string, message: string) {
    const result = await rateLimiter.check(action, userId);
    if (!result.allowed && result.lockedUntil) {
      const seconds = Math.max(
        1,
        Math.ceil((result.lockedUntil.getTime() - clock.now().getTime()) / 1000),
      );
      throw errors.rateLimitedFor(seconds, message.replace('{wait}', describeWait(seconds)));
    }
  }

  /** Writes a message to the conversation's other members and tells their streams on commit. */
  async function write(
    tx: Db,
    conversationId: string,
    senderId: string,
    body: string,
    spoiler: SpoilerFields,
  ) {
    const recipients = (await activeParticipantIds(tx, conversationId)).filter(
      (id) => id !== senderId,
    );
    const row = await insertMessage(
      tx,
      { conversationId, senderId, body, ...spoiler, createdAt: clock.now() },
      recipients,
    );
    // The event names the conversation only: no text, so no spoiler, travels on the stream.
    await realtime.publish(recipients, { type: 'message', data: { conversationId } }, tx);
    return row;
  }

  return {
    /**
     * Messages left unread between `after` and `before` and not yet e-mailed, each with its
     * sender's username and its text as the recipient may read it (a spoiler they have not
     * reached is its notice), for the notifications' away e-mails.
     */
    async unmailedUnread(after: Date, before: Date, limit: number) {
      const rows = await unmailedUnread(db, after, before, limit);
      const [senders, texts] = await Promise.all([
        profiles.publicNames(rows.map((r) => r.senderId).filter((id): id is string => id !== null)),
        textsForRecipients(spoilers, rows, (row) => row.body),
      ]);
      const nameOf = new Map(senders.map((p) => [p.id, p.username]));
      return rows.map((row, i) => ({
        messageId: row.messageId,
        recipientId: row.recipientId,
        conversationId: row.conversationId,
        senderName: (row.senderId && nameOf.get(row.senderId)) || 'a former member',
        text: texts[i]!,
      }));
    },

    /** Settles deliveries the away e-mails looked at, e-mailed or not. */
    markEmailed: (deliveries: { messageId: string; recipientId: string }[]) =>
      markEmailed(db, deliveries, clock.now()),

    /** The member's conversations, newest activity first (100). */
    listConversations: (userId: string) => reader.list(userId),
    /** The unread badge and the latest 50 unread messages (SPEC §7). */
    unread: (userId: string): Promise<UnreadSummary> => reader.unread(userId),

    /** One conversation the member is in, or 404. */
    async conversation(userId: string, conversationId: string): Promise<Conversation> {
      return reader.one(userId, await access(userId, conversationId));
    },

    /**
     * Starts a conversation with a first message: one recipient finds (or creates) the two
     * members' direct conversation, several make a new group.
     */
    async start(userId: string, input: StartConversationInput): Promise<Conversation> {
      const body = plainBody(input.body);
      const spoiler = await spoilerFieldsOf(spoilers, input.spoiler ?? null);
      const recipientIds: string[] = [];
      for (const username of new Set(input.recipients.map((u) => u.toLowerCase()))) {
        const profile = await profiles.findByUsername(username);
        if (!profile)
          throw errors.validation(messagingTexts.unknownMember(username), [
            { path: ['recipients'], message: messagingTexts.unknownMember(username) },
          ]);
        recipientIds.push(profile.id);
      }
      const around = await blocks.around(userId, recipientIds);
      const refusal = recipientsRefusal(userId, recipientIds, around.blockedByMe, around.blockedMe);
      if (refusal) throw errors.forbidden(refusal);
      await limit('conversationStart', userId, messagingTexts.tooManyStarted);
      await limit('messageSend', userId, messagingTexts.tooFast);
      const conversationId = await db.transaction(async (tx) => {
        const now = clock.now();
        const id =
          recipientIds.length === 1
            ? (await findOrCreateDirect(tx, directKey(userId, recipientIds[0]!), userId, now)).id
            : await insertGroup(tx, input.title?.trim() || null, userId, now);
        await insertParticipants(tx, id, [userId, ...recipientIds], now);
        await write(tx, id, userId, body, spoiler);
        return id;
      });
      return reader.one(userId, await access(userId, conversationId));
    },

    /** 30 messages a page, the newest page first; `before` pages back from a message. */
    async page(userId: string, conversationId: string, before?: string): Promise<MessagePage> {
      await access(userId, conversationId);
      const rows = await messagePage(db, conversationId, before, messagingLimits.pageSize + 1);
      const page = rows.slice(0, messagingLimits.pageSize).reverse();
      const [people, spoilerOf] = await Promise.all([
        profiles.publicNames(page.flatMap((m) => m.senderId ?? [])),
        messageSpoilers(spoilers, userId, page),
      ]);
      const names = namesById(people);
      return {
        messages: page.map((row) => presentMessage(row, userId, names, spoilerOf(row))),
        hasMore: rows.length > messagingLimits.pageSize,
      };
    },

    /**
     * Sends a message, maybe marked as a spoiler; a block between two members refuses it (403),
     * the limit answers 429.
     */
    async send(
      userId: string,
      conversationId: string,
      rawBody: string,
      spoilerInput: SpoilerInput | null = null,
    ): Promise<Message> {
      const membership = await access(userId, conversationId);
      const body = plainBody(rawBody);
      const spoiler = await spoilerFieldsOf(spoilers, spoilerInput);
      if (!membership.isGroup) {
        const others = (await activeParticipantIds(db, conversationId)).filter(
          (id) => id !== userId,
        );
        const around = await blocks.around(userId, others);
        const refusal = sendRefusal(false, {
          blockedByMe: around.blockedByMe.size > 0,
          blockedMe: around.blockedMe.size > 0,
        });
        if (refusal) throw errors.forbidden(refusal);
      }
      await limit('messageSend', userId, messagingTexts.tooFast);
      const row = await db.transaction((tx) => write(tx, conversationId, userId, body, spoiler));
      const [people, spoilerOf] = await Promise.all([
        profiles.publicNames([userId]),
        messageSpoilers(spoilers, userId, [row]),
      ]);
      return presentMessage(row, userId, namesById(people), spoilerOf(row));
    },

    /** Marks every message of the conversation read for the member. */
    async markRead(userId: string, conversationId: string): Promise<void> {
      await access(userId, conversationId);
      await markConversationRead(db, userId, conversationId, clock.now());
    },

    /** Leaves a group: the member no longer reads nor receives it. A direct conversation stays. */
    async leave(userId: string, conversationId: string): Promise<void> {
      const membership = await access(userId, conversationId);
      if (!membership.isGroup) throw errors.conflict(messagingTexts.onlyGroupsLeave);
      await updateParticipant(db, conversationId, userId, { leftAt: clock.now() });
    },

    /** A muted conversation still fills, but its messages leave the unread badge alone. */
    async mute(userId: string, conversationId: string, muted: boolean): Promise<void> {
      await access(userId, conversationId);
      await updateParticipant(db, conversationId, userId, { muted });
    },

    /** Members whose username starts with `prefix`, the asker left out. */
    async suggest(userId: string, prefix: string) {
      const rows = await profiles.suggestByUsername(prefix, messagingLimits.suggestions + 1);
      return { members: rows.filter((r) => r.id !== userId).slice(0, messagingLimits.suggestions) };
    },

    // Reports (the back-office resolves them) and blocks (the forum's fan-out asks whoBlocked).
    report: reports.report,
    openReports: reports.openReports,
    resolveReport: reports.resolveReport,
    listBlocks: blocks.list,
    block: blocks.block,
    unblock: blocks.unblock,
    whoBlocked: blocks.whoBlocked,
    isBlockedBetween: blocks.isBlockedBetween,
  };
}
