/** The clubs' services, made once at start from what the rest of the app lends them. */
import { createClubListsService } from './club-lists.service.js';
import { createClubsAdminService, type ClubsAdminDeps } from './clubs.admin.service.js';
import { createClubsService } from './clubs.service.js';
import { createCoverService, type CoverDeps } from './cover.service.js';
import { createHostActionsService } from './host-actions.service.js';
import { createMembershipService } from './membership.service.js';
import type { ReadingDeps } from './reading-access.js';
import { createReadingService } from './reading.service.js';

export type ClubsModuleDeps = ClubsAdminDeps &
  Pick<CoverDeps, 'storage' | 'processImage'> &
  Pick<ReadingDeps, 'forum' | 'addWantToRead' | 'appUrl'>;

export function createClubsModule(deps: ClubsModuleDeps) {
  const clubs = createClubsService(deps);
  return {
    clubs,
    lists: createClubListsService(deps),
    membership: createMembershipService(deps),
    hosts: createHostActionsService(deps),
    cover: createCoverService(deps, clubs),
    admin: createClubsAdminService(deps, clubs),
    reading: createReadingService(deps),
  };
}

export type ClubsModule = ReturnType<typeof createClubsModule>;
