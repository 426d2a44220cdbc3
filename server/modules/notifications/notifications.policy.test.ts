import { describe, expect, it } from 'vitest';
import {
  compareNotifications,
  normaliseForumNotification,
  normaliseQueuedNotification,
  notificationPriority,
  queueNotificationType,
} from './notifications.policy.js';

describe('notification priority (SPEC §9)', () => {
  it.each([
    // explicit, type, expected
    ['low', 'admin_alert', 'low'], // an explicit priority wins
    ['urgent', 'thread_reply', 'urgent'],
    ['high', 'system', 'high'],
    ['medium', 'urgent_notice', 'medium'],
    [null, 'urgent_notice', 'urgent'],
    [null, 'admin_alert', 'urgent'],
    [null, 'ADMIN_ALERT', 'urgent'],
    [null, 'ticket_submitted', 'high'],
    [null, 'high_demand', 'high'],
    [null, 'ticket_reply', 'medium'],
    [null, 'ticket', 'medium'],
    [null, 'medium_digest', 'medium'],
    [null, 'thread_reply', 'low'],
    [null, 'mention', 'low'],
    [null, 'system', 'low'],
    ['', 'ticket_submitted', 'high'], // an empty priority is no priority
    ['critical', 'mention', 'low'], // nor is one the spec does not know
    // urgent is matched before ticket_submitted, which is matched before ticket
    [null, 'urgent_ticket_submitted', 'urgent'],
    [null, 'ticket_submitted_medium', 'high'],
  ] as const)('%s / %s → %s', (explicit, type, expected) => {
    expect(notificationPriority(explicit, type)).toBe(expected);
  });
});

describe('notification order (SPEC §9)', () => {
  it('puts higher priorities first, then the newest', () => {
    const list = [
      { id: 'a', priority: 'low', createdAt: '2026-11-24T10:00:00.000Z' },
      { id: 'b', priority: 'urgent', createdAt: '2026-11-20T10:00:00.000Z' },
      { id: 'c', priority: 'low', createdAt: '2026-11-24T11:00:00.000Z' },
      { id: 'd', priority: 'high', createdAt: '2026-11-23T10:00:00.000Z' },
      { id: 'e', priority: 'medium', createdAt: '2026-11-24T12:00:00.000Z' },
    ] as const;
    expect([...list].sort(compareNotifications).map((n) => n.id)).toEqual([
      'b',
      'd',
      'e',
      'c',
      'a',
    ]);
  });
});

describe('normalised notifications (SPEC §3)', () => {
  const createdAt = new Date('2026-11-24T09:30:00Z');

  it('reads a forum notification as type forum, leading to its thread', () => {
    expect(
      normaliseForumNotification({
        id: '41',
        type: 'mention',
        title: 'Ada mentioned you',
        content: 'in “Dune, part one”',
        relatedId: 'a1b2',
        isRead: false,
        createdAt,
      }),
    ).toEqual({
      id: 'forum-41',
      type: 'forum',
      subType: 'mention',
      title: 'Ada mentioned you',
      content: 'in “Dune, part one”',
      relatedId: 'a1b2',
      isRead: false,
      createdAt: '2026-11-24T09:30:00.000Z',
      actionUrl: '/forum/thread/a1b2',
      priority: 'low',
    });
  });

  it.each([
    ['ticket_submitted', 't9', 'support', '/support#ticket-t9', 'high'],
    ['ticket_reply', 't9', 'support', '/support#ticket-t9', 'medium'],
    ['admin_alert', 't9', 'admin_alert', '/admin/support-tickets', 'urgent'],
    ['system', null, 'system', '/dashboard', 'low'],
    ['import_finished', 'i1', 'system', '/book-shelf/import', 'low'],
    ['payment_disputed', 'p1', 'system', '/settings?showPricing=1', 'low'],
    ['club_request_approved', 'night-owls', 'system', '/b/night-owls', 'low'],
    ['club_deleted', null, 'system', '/book-clubs', 'low'],
    ['club_invitation', 'night-owls', 'system', '/dashboard', 'low'],
  ] as const)(
    'reads a queued %s as type %s, leading to its place',
    (notificationType, relatedId, type, actionUrl, priority) => {
      expect(
        normaliseQueuedNotification({
          id: '7',
          notificationType,
          title: 'T',
          content: 'C',
          relatedId,
          isRead: true,
          priority: null,
          createdAt,
        }),
      ).toMatchObject({ id: 'queue-7', type, subType: notificationType, actionUrl, priority });
    },
  );

  it('keeps a queued notification’s explicit priority', () => {
    expect(queueNotificationType('announcement')).toBe('system');
    expect(
      normaliseQueuedNotification({
        id: '8',
        notificationType: 'announcement',
        title: 'T',
        content: 'C',
        relatedId: null,
        isRead: false,
        priority: 'high',
        createdAt,
      }).priority,
    ).toBe('high');
  });
});
