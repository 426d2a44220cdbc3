/** What a reader is told when their background import ends (a system notification). */
import type { ImportOutcome } from '../../../../contracts/shelf-imports.js';
import type { OutgoingNotification } from '../../notifications/notifications.service.js';

/** The notification types, which lead to the import page (notifications.policy.ts). */
export const importNoticeTypes = { finished: 'import_finished', failed: 'import_failed' } as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function importFinishedNotice(
  userId: string,
  importId: string,
  counts: { outcome: ImportOutcome; count: number }[],
): OutgoingNotification {
  const of = (outcome: ImportOutcome) => counts.find((c) => c.outcome === outcome)?.count ?? 0;
  const shelved = of('matched') + of('created');
  const parts = [`${plural(shelved, 'book is', 'books are')} on your shelves.`];
  if (of('skipped') > 0) {
    parts.push(`${plural(of('skipped'), 'newer entry was', 'newer entries were')} kept.`);
  }
  if (of('failed') > 0) parts.push(`${plural(of('failed'), 'row needs', 'rows need')} your help.`);
  return {
    userId,
    type: importNoticeTypes.finished,
    title: 'Your import is done',
    content: parts.join(' '),
    relatedId: importId,
  };
}

export function importFailedNotice(userId: string, importId: string): OutgoingNotification {
  return {
    userId,
    type: importNoticeTypes.failed,
    title: 'Your import stopped',
    content: 'Something went wrong part of the way through. What was imported is on your shelves.',
    relatedId: importId,
    priority: 'medium',
  };
}
