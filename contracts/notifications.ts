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
