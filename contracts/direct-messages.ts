/**
 * Direct messages (issue 10, "Direct messages"; SPEC §3 forum_messages, §5 post length, §7
 * unread prefetch): conversations of two members or small groups, blocks and reports.
 * (contracts/messages.ts holds the spec's validation texts, hence this file's name; the limits
 * and texts the web needs at run time are in the zod-free messaging.ts.)
 */
import { fieldLimits } from './constants.js';
import { messagingLimits, messagingTexts } from './messaging.js';
import { fieldMessages } from './messages.js';
import { spoilerInputSchema, spoilerSchema } from './spoilers.js';
import { z } from './zod.js';

/** A message body: plain text, SPEC §5's post limits and messages. */
export const messageBodySchema = z
  .string()
  .trim()
  .min(1, fieldMessages.contentRequired)
  .max(fieldLimits.postMax, fieldMessages.contentTooLong);

export const memberSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const conversationSchema = z.object({
  id: z.string(),
  isGroup: z.boolean(),
  title: z.string().nullable(),
  /** The other members still in it. */
  participants: z.array(memberSummarySchema),
  /** Its preview is the spoiler's notice when the message is a spoiler the viewer has not reached. */
  lastMessage: z
    .object({ preview: z.string(), senderId: z.string().nullable(), createdAt: z.iso.datetime() })
    .nullable(),
  lastMessageAt: z.iso.datetime(),
  unreadCount: z.number().int(),
  muted: z.boolean(),
  /** Direct conversations only: the viewer blocked the other member. */
  blockedByMe: z.boolean(),
  abilities: z.object({ send: z.boolean(), leave: z.boolean(), block: z.boolean() }),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  sender: memberSummarySchema.nullable(),
  body: z.string(),
  /** The message's spoiler as the viewer sees it: `shielded` keeps the body behind a click. */
  spoiler: spoilerSchema.nullable(),
  createdAt: z.iso.datetime(),
  mine: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationListSchema = z.object({ conversations: z.array(conversationSchema) });

export const unreadSummarySchema = z.object({
  /** Unread messages in conversations the member has not muted: the badge. */
  unreadCount: z.number().int(),
  /** SPEC §7: the latest unread messages, up to 50. */
  latest: z.array(
    z.object({
      id: z.string(),
      conversationId: z.string(),
      senderUsername: z.string().nullable(),
      /** The spoiler's notice instead, for a spoiler the member has not reached. */
      preview: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type UnreadSummary = z.infer<typeof unreadSummarySchema>;

const usernameField = z.string().trim().min(1).max(fieldLimits.usernameMax);

export const startConversationSchema = z.object({
  recipients: z
    .array(usernameField)
    .min(1, messagingTexts.recipientsRequired)
    .max(messagingLimits.maxParticipants - 1, messagingTexts.tooManyRecipients),
  /** A group's name (optional). */
  title: z.string().trim().max(messagingLimits.titleMax).optional(),
  body: messageBodySchema,
  /** The first message's spoiler mark, as a forum post's. */
  spoiler: spoilerInputSchema.nullable().default(null),
});
export type StartConversationInput = z.input<typeof startConversationSchema>;

export const sendMessageSchema = z.object({
  body: messageBodySchema,
  /** A spoiler mark (a book up to a page, chapter or percent), as a forum post's. */
  spoiler: spoilerInputSchema.nullable().default(null),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const conversationParamsSchema = z.object({ id: z.uuid() });

export const messagePageQuerySchema = z.object({
  /** A message id: the page holds the messages before it. */
  before: z.uuid().optional(),
});

export const messagePageSchema = z.object({
  /** Oldest first within the page. */
  messages: z.array(messageSchema),
  /** Older messages exist; ask with before = the first message's id. */
  hasMore: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const muteSchema = z.object({ muted: z.boolean() });

export const reportSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, messagingTexts.reasonRequired)
    .max(messagingLimits.reasonMax, messagingTexts.reasonTooLong),
});

export const messageParamsSchema = z.object({ id: z.uuid() });

export const blockSchema = z.object({ username: usernameField });
export const blockParamsSchema = z.object({ username: usernameField });

export const blockListSchema = z.object({
  blocks: z.array(memberSummarySchema.extend({ blockedAt: z.iso.datetime() })),
});
export type BlockList = z.infer<typeof blockListSchema>;

export const suggestQuerySchema = z.object({ q: z.string().trim().min(1).max(50) });
export const suggestionsSchema = z.object({ members: z.array(memberSummarySchema) });

export { messagingLimits, messagingTexts };
