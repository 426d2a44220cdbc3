/**
 * A club's cover image (SPEC §3 avatar_url): uploaded by whoever may edit the club, checked by
 * its content and re-encoded like a member's avatar before it is stored.
 */
import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../../platform/storage.js';
import type { ClubViewer } from './clubs.policy.js';
import { updateClub } from './clubs.queries.js';
import type { ClubsDeps, ClubsService } from './clubs.service.js';

export interface CoverDeps extends Pick<ClubsDeps, 'db' | 'clock'> {
  storage: Pick<FileStorage, 'put' | 'removeByUrl' | 'urlPrefix'>;
  /** Checks an uploaded image and returns what to store (a square WebP). */
  processImage: (upload: Buffer) => Promise<Buffer>;
}

export type CoverService = ReturnType<typeof createCoverService>;

export function createCoverService(deps: CoverDeps, clubs: Pick<ClubsService, 'authorized'>) {
  const { db, clock, storage } = deps;

  /** Whether a cover URL is one of ours (a file to remove), not an address someone gave. */
  const stored = (url: string | null): url is string =>
    url !== null && url.startsWith(`${storage.urlPrefix}clubs/`);

  return {
    async upload(viewer: ClubViewer, id: string, upload: Buffer) {
      const { row } = await clubs.authorized(viewer, id, (can) => can.edit);
      const image = await deps.processImage(upload);
      const url = await storage.put(
        `clubs/${id}-${randomBytes(6).toString('hex')}.webp`,
        image,
        'image/webp',
      );
      await updateClub(db, id, { avatarUrl: url, updatedAt: clock.now() });
      if (stored(row.avatarUrl)) await storage.removeByUrl(row.avatarUrl);
      return { avatarUrl: url };
    },

    async remove(viewer: ClubViewer, id: string) {
      const { row } = await clubs.authorized(viewer, id, (can) => can.edit);
      await updateClub(db, id, { avatarUrl: null, updatedAt: clock.now() });
      if (stored(row.avatarUrl)) await storage.removeByUrl(row.avatarUrl);
      return { avatarUrl: null };
    },

    /** Removes a deleted club's stored cover. */
    async discard(avatarUrl: string | null) {
      if (stored(avatarUrl)) await storage.removeByUrl(avatarUrl);
    },
  };
}
