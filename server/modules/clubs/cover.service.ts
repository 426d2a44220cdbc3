/**
 * A club's cover image (SPEC §3 avatar_url): uploaded by whoever may edit the club, checked by
 * its content and re-encoded like a member's avatar before it is stored.
 */
import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../../platform/storage.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { clubAbilities, withoutStaff, type ClubViewer } from './clubs.policy.js';
import { clubStateOf } from './clubs.presenter.js';
import { updateClub } from './clubs.queries.js';
import type { ClubsDeps, ClubsService } from './clubs.service.js';

export interface CoverDeps extends Pick<ClubsDeps, 'db' | 'clock'> {
  storage: Pick<FileStorage, 'put' | 'removeByUrl' | 'urlPrefix'>;
  /** Checks an uploaded image and returns what to store (a square WebP). */
  processImage: (upload: Buffer) => Promise<Buffer>;
}

export type CoverService = ReturnType<typeof createCoverService>;
type Authorized = Awaited<ReturnType<ClubsService['authorized']>>;

export function createCoverService(deps: CoverDeps, clubs: Pick<ClubsService, 'authorized'>) {
  const { db, clock, storage } = deps;

  /** Whether a cover URL is one of ours (a file to remove), not an address someone gave. */
  const stored = (url: string | null): url is string =>
    url !== null && url.startsWith(`${storage.urlPrefix}clubs/`);

  /**
   * Points the club at `url` (null: no cover) and removes the stored file it replaces; staff
   * acting by permission are audited.
   */
  async function setCover(viewer: ClubViewer, club: Authorized, url: string | null, ip: string) {
    const { row, membership } = club;
    await db.transaction(async (tx) => {
      await updateClub(tx, row.id, { avatarUrl: url, updatedAt: clock.now() });
      if (!clubAbilities(withoutStaff(viewer), clubStateOf(row), membership).edit)
        await recordAudit(tx, {
          actorId: viewer.userId,
          action: 'clubs.cover',
          targetType: 'club',
          targetId: row.id,
          before: { avatarUrl: row.avatarUrl },
          after: { avatarUrl: url },
          ipAddress: ip,
        });
    });
    if (stored(row.avatarUrl)) await storage.removeByUrl(row.avatarUrl);
    return { avatarUrl: url };
  }

  return {
    /** Stores an uploaded cover (checked before any of it is kept) as the club's. */
    async upload(viewer: ClubViewer, id: string, upload: Buffer, ip: string) {
      const club = await clubs.authorized(viewer, id, (can) => can.edit);
      const image = await deps.processImage(upload);
      const url = await storage.put(
        `clubs/${id}-${randomBytes(6).toString('hex')}.webp`,
        image,
        'image/webp',
      );
      return setCover(viewer, club, url, ip);
    },

    async remove(viewer: ClubViewer, id: string, ip: string) {
      return setCover(viewer, await clubs.authorized(viewer, id, (can) => can.edit), null, ip);
    },

    /** Removes a deleted club's stored cover. */
    async discard(avatarUrl: string | null) {
      if (stored(avatarUrl)) await storage.removeByUrl(avatarUrl);
    },
  };
}
