/**
 * The rules of notifications (SPEC §3, §9): which priority a notification has, in which order
 * a member sees them, and how a row of either source becomes the one normalised notification.
 * Pure functions, so the list, the bell, the toasts and e-mail all agree.
 */
import type {
  Notification,
  NotificationPriority,
  NotificationType,
} from '../../../contracts/notifications.js';
import { notificationPriorities } from '../../../contracts/notifications.js';
import { paths } from '../../../contracts/paths.js';

/** SPEC §9: urgent 4, high 3, medium 2, low 1. */
export const priorityRank: Record<NotificationPriority, number> = {
  urgent: 4,
  high: 3,
  medium: 2,
  low: 1,
};

function isPriority(value: string | null | undefined): value is NotificationPriority {
  return (notificationPriorities as readonly string[]).includes(value ?? '');
}

/**
 * SPEC §9: an explicit priority wins; otherwise a type containing "urgent" or "admin_alert" is
 * urgent, "ticket_submitted" or "high" high, "ticket" or "medium" medium, anything else low.
 * The type is matched in lower case, so "URGENT_notice" is urgent too.
 */
export function notificationPriority(
  explicit: string | null | undefined,
  type: string,
): NotificationPriority {
  if (isPriority(explicit)) return explicit;
  const t = type.toLowerCase();
  if (t.includes('urgent') || t.includes('admin_alert')) return 'urgent';
  if (t.includes('ticket_submitted') || t.includes('high')) return 'high';
  if (t.includes('ticket') || t.includes('medium')) return 'medium';
  return 'low';
}

/** SPEC §9: higher priority first, then newest first. */
export function compareNotifications(
  a: Pick<Notification, 'priority' | 'createdAt'>,
  b: Pick<Notification, 'priority' | 'createdAt'>,
): number {
  return (
    priorityRank[b.priority] - priorityRank[a.priority] ||
    Date.parse(b.createdAt) - Date.parse(a.createdAt)
  );
}

/** What kind a queue row is, by its notification_type: support tickets, admin alerts, or the system. */
export function queueNotificationType(
  notificationType: string,
): Exclude<NotificationType, 'forum'> {
  const t = notificationType.toLowerCase();
  if (t.includes('admin_alert')) return 'admin_alert';
  if (t.includes('ticket') || t.includes('support')) return 'support';
  return 'system';
}

/** System notifications that lead somewhere of their own, by their type. */
const systemTargets: Record<string, string> = {
  import_finished: paths.bookShelfImport,
  import_failed: paths.bookShelfImport,
  // A disputed payment: the member's plan and billing.
  payment_disputed: paths.settingsPricing,
  // A host's payout: their billing, where their payouts are listed.
  payout_paid: paths.settingsPricing,
  payout_failed: paths.settingsPricing,
};

/** A forum notification's related id: a thread, or "{thread}#post-{n}" for one of its posts. */
function forumTarget(relatedId: string): string {
  const [threadId = '', anchor] = relatedId.split('#');
  const post = anchor && /^post-\d{1,9}$/.test(anchor) ? `#${anchor}` : '';
  return `${paths.forumThread(threadId)}${post}`;
}

/** SPEC §2: where each kind of notification leads. */
export function notificationActionUrl(
  type: NotificationType,
  relatedId: string | null,
  subType = '',
): string {
  switch (type) {
    case 'forum':
      return relatedId ? forumTarget(relatedId) : paths.forum;
    case 'support':
      return relatedId ? paths.supportTicket(relatedId) : paths.support;
    case 'admin_alert':
      return paths.adminSupportTickets;
    case 'system':
      // An invitation is accepted on the dashboard (its link's token is the e-mail's alone).
      if (subType === 'club_invitation') return paths.dashboard;
      // Clubs name the club by its slug; a deleted club leaves the club list.
      if (subType.startsWith('club_')) return relatedId ? paths.club(relatedId) : paths.bookClubs;
      return systemTargets[subType] ?? paths.dashboard;
  }
}

export interface ForumNotificationRow {
  id: string;
  type: string;
  title: string;
  content: string;
  relatedId: string | null;
  isRead: boolean;
  createdAt: Date;
}

export interface QueuedNotificationRow {
  id: string;
  notificationType: string;
  title: string;
  content: string;
  relatedId: string | null;
  isRead: boolean;
  priority: string | null;
  createdAt: Date;
}

/** SPEC §3: a forum_notifications row as the normalised notification. */
export function normaliseForumNotification(row: ForumNotificationRow): Notification {
  return {
    id: `forum-${row.id}`,
    type: 'forum',
    subType: row.type,
    title: row.title,
    content: row.content,
    relatedId: row.relatedId,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    actionUrl: notificationActionUrl('forum', row.relatedId),
    priority: notificationPriority(null, row.type),
  };
}

/** SPEC §3: a notification_queue row as the normalised notification. */
export function normaliseQueuedNotification(row: QueuedNotificationRow): Notification {
  const type = queueNotificationType(row.notificationType);
  return {
    id: `queue-${row.id}`,
    type,
    subType: row.notificationType,
    title: row.title,
    content: row.content,
    relatedId: row.relatedId,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    actionUrl: notificationActionUrl(type, row.relatedId, row.notificationType),
    priority: notificationPriority(row.priority, row.notificationType),
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A normalised id (forum-{uuid} or queue-{uuid}) as its source and row id; null for anything else. */
export function parseNotificationId(
  id: string,
): { source: 'forum' | 'queue'; rowId: string } | null {
  const match = /^(forum|queue)-(.+)$/.exec(id);
  if (!match || !uuidPattern.test(match[2]!)) return null;
  return { source: match[1] as 'forum' | 'queue', rowId: match[2]!.toLowerCase() };
}

/**
 * SPEC §9: 20 per source a page, "more available when a page returns 40" — both sources full.
 * Read as: more while either source filled its 20, since one full source can have more behind
 * it while the other has run out (a page of 40 is the case where both did).
 */
export function hasMoreNotifications(forumCount: number, queueCount: number, perSource: number) {
  return forumCount >= perSource || queueCount >= perSource;
}
