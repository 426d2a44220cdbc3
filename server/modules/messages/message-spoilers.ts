/**
 * Direct messages' spoilers as each member sees them (issue 10, item 6): the view the forum uses
 * too (platform/spoilers), from the member's own reading progress, plus the messages' rule that
 * a sender reads their own message plainly.
 */
import type { Spoiler } from '../../../contracts/spoilers.js';
import {
  previewText,
  spoilerViewer,
  type SpoilerFields,
  type SpoilerSources,
} from '../../platform/spoilers/spoiler-view.js';
import { spoilerSeenBy } from './messages.policy.js';

/** A message's sender and spoiler mark: all its spoiler view depends on. */
export type MarkedMessage = SpoilerFields & { senderId: string | null };

/** How each of `messages` looks to `viewerId` (one look at their shelf for the lot). */
export async function messageSpoilers(
  sources: SpoilerSources,
  viewerId: string,
  messages: readonly MarkedMessage[],
): Promise<(message: MarkedMessage) => Spoiler | null> {
  const view = await spoilerViewer(sources, viewerId, messages);
  return (message) => spoilerSeenBy(view(message), message.senderId === viewerId);
}

/**
 * Each delivery's text as its recipient may read it: the spoiler's notice for one they have not
 * reached. Only recipients of a spoiler cost a look at their shelf.
 */
export async function textsForRecipients<T extends MarkedMessage & { recipientId: string }>(
  sources: SpoilerSources,
  deliveries: readonly T[],
  textOf: (delivery: T) => string,
): Promise<string[]> {
  const marked = deliveries.filter((d) => d.spoilerWorkId !== null);
  const recipients = [...new Set(marked.map((d) => d.recipientId))];
  const viewers = new Map(
    await Promise.all(
      recipients.map(
        async (id) =>
          [
            id,
            await messageSpoilers(
              sources,
              id,
              marked.filter((d) => d.recipientId === id),
            ),
          ] as const,
      ),
    ),
  );
  return deliveries.map((d) => previewText(textOf(d), viewers.get(d.recipientId)?.(d) ?? null));
}
