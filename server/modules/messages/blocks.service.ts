/**
 * Member blocks (issue 10): a member blocks another by username; a block stops direct messages
 * both ways, and the forum's notification fan-out asks who blocked an author.
 */
import type { BlockList } from '../../../contracts/direct-messages.js';
import { messagingTexts } from '../../../contracts/direct-messages.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import { blockersOf, blocksAround, blocksBy, deleteBlock, insertBlock } from './blocks.queries.js';

export type BlocksService = ReturnType<typeof createBlocksService>;

export function createBlocksService({
  db,
  clock,
  profiles,
}: {
  db: Db;
  clock: Clock;
  profiles: Pick<ProfilesService, 'findByUsername' | 'publicNames'>;
}) {
  async function memberId(username: string): Promise<string> {
    const profile = await profiles.findByUsername(username);
    if (!profile) throw errors.notFound('That member');
    return profile.id;
  }

  return {
    /** The members the member blocked, newest first. */
    async list(userId: string): Promise<BlockList> {
      const rows = await blocksBy(db, userId);
      const names = new Map(
        (await profiles.publicNames(rows.map((r) => r.blockedId))).map((n) => [n.id, n]),
      );
      return {
        blocks: rows.flatMap((row) => {
          const name = names.get(row.blockedId);
          return name ? [{ ...name, blockedAt: row.createdAt.toISOString() }] : [];
        }),
      };
    },

    async block(userId: string, username: string): Promise<void> {
      const blockedId = await memberId(username);
      if (blockedId === userId) throw errors.validation(messagingTexts.cannotBlockYourself);
      await insertBlock(db, userId, blockedId, clock.now());
    },

    async unblock(userId: string, username: string): Promise<void> {
      await deleteBlock(db, userId, await memberId(username));
    },

    /** Blocks between a member and others, both ways. */
    around: (userId: string, others: string[]) => blocksAround(db, userId, others),

    /** Everyone who blocked `authorId` (the forum leaves them out of its notifications). */
    async whoBlocked(authorId: string): Promise<Set<string>> {
      return new Set(await blockersOf(db, authorId));
    },

    /** Whether either of two members blocked the other. */
    async isBlockedBetween(a: string, b: string): Promise<boolean> {
      const { blockedByMe, blockedMe } = await blocksAround(db, a, [b]);
      return blockedByMe.size + blockedMe.size > 0;
    },
  };
}
