/**
 * A member's notifications (SPEC §3 "Normalized notification", §9 "Notifications"): the two
 * sources — the forum's own and the queue every other module writes to — read as one list.
 */
import { z } from 'zod';

/** SPEC §9: urgent 4, high 3, medium 2, low 1. */
export const notificationPriorities = ['urgent', 'high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof notificationPriorities)[number];

export const notificationTypes = ['forum', 'support', 'admin_alert', 'system'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationSchema = z.object({
  /** forum-{id} or queue-{id}. */
  id: z.string(),
  type: z.enum(notificationTypes),
  /** The source's own type: thread_reply, mention, ticket_submitted, … */
  subType: z.string(),
  title: z.string(),
  content: z.string(),
  relatedId: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
  /** Where opening the notification goes. */
  actionUrl: z.string(),
  priority: z.enum(notificationPriorities),
});
export type Notification = z.infer<typeof notificationSchema>;

/** SPEC §9: 20 per source. */
export const notificationPageSize = 20;

export const notificationPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const notificationPageSchema = z.object({
  /** In the §9 order: higher priority first, then newest. */
  notifications: z.array(notificationSchema),
  page: z.number().int(),
  /** Another page holds more (either source filled its 20). */
  hasMore: z.boolean(),
  /** Unread across both sources: the bell's count. */
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationParamsSchema = z.object({ id: z.string().max(64) });

export const markAllReadResultSchema = z.object({ updated: z.number().int() });

/** Which notifications also come by e-mail while the member is away (issue 10, item 4). */
export const emailPreferencesSchema = z.object({
  mentions: z.boolean(),
  replies: z.boolean(),
  messages: z.boolean(),
  /** Sent at once when a club the member belongs to posts an announcement. */
  clubAnnouncements: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const emailPreferencesUpdateSchema = emailPreferencesSchema.partial();

export const unsubscribeSchema = z.object({ token: z.string().min(10).max(200) });

export const unsubscribedSchema = z.object({
  kind: z.enum(['mentions', 'replies', 'messages', 'clubAnnouncements']),
  /** "someone mentions you in the forum" … for the confirmation. */
  description: z.string(),
});
