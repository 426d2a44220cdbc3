/** Schemas of the direct-message endpoints. */
import {
  blockListSchema,
  blockParamsSchema,
  blockSchema,
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  messagePageQuerySchema,
  messagePageSchema,
  messageParamsSchema,
  messageSchema,
  muteSchema,
  reportSchema,
  sendMessageSchema,
  startConversationSchema,
  suggestQuerySchema,
  suggestionsSchema,
  unreadSummarySchema,
} from '../direct-messages.js';
import type { messagesEndpoints } from './messages.js';
import type { SchemaTable } from './schema-table.js';

const noContent = { response: null, status: 204 } as const;

export const messagesSchemas = {
  conversations: {
    summary: 'My conversations, newest activity first',
    response: conversationListSchema,
  },
  unread: {
    summary: 'My unread message count and the latest 50 unread messages',
    response: unreadSummarySchema,
  },
  start: {
    summary: 'Start a conversation (or find the direct one) with a first message',
    body: startConversationSchema,
    response: conversationSchema,
  },
  conversation: {
    summary: 'One of my conversations',
    params: conversationParamsSchema,
    response: conversationSchema,
  },
  page: {
    summary: "A page of a conversation's messages, newest page first",
    params: conversationParamsSchema,
    query: messagePageQuerySchema,
    response: messagePageSchema,
  },
  send: {
    summary: 'Send a message to a conversation',
    params: conversationParamsSchema,
    body: sendMessageSchema,
    response: messageSchema,
  },
  markRead: { summary: 'Mark a conversation read', params: conversationParamsSchema, ...noContent },
  leave: { summary: 'Leave a group', params: conversationParamsSchema, ...noContent },
  mute: {
    summary: 'Mute or unmute a conversation',
    params: conversationParamsSchema,
    body: muteSchema,
    ...noContent,
  },
  report: {
    summary: 'Report a message to the moderators',
    params: messageParamsSchema,
    body: reportSchema,
    ...noContent,
  },
  blocks: { summary: 'The members I blocked', response: blockListSchema },
  block: { summary: 'Block a member', body: blockSchema, ...noContent },
  unblock: { summary: 'Unblock a member', params: blockParamsSchema, ...noContent },
  suggest: {
    summary: 'Members whose username starts with the given text',
    query: suggestQuerySchema,
    response: suggestionsSchema,
  },
} as const satisfies SchemaTable<typeof messagesEndpoints>;
