/** The clubs' services, made once at start from what the rest of the app lends them. */
import { createBroadcastsService, type BroadcastsDeps } from './broadcasts.service.js';
import { createClubListsService } from './club-lists.service.js';
import { createClubsAdminService, type ClubsAdminDeps } from './clubs.admin.service.js';
import { createClubBillingService, type ClubBillingPort } from './club-billing.js';
import { createClubPages } from './club-page.js';
import { createClubsService } from './clubs.service.js';
import { createCoverService, type CoverDeps } from './cover.service.js';
import { createHostActionsService } from './host-actions.service.js';
import { createInvitationsService, type InvitationsDeps } from './invitations.service.js';
import { createMembershipService } from './membership.service.js';
import { createPaidMembershipsService, type PaidClubsPort } from './paid-memberships.js';
import { keptBookSummaries } from './kept-book-summaries.js';
import type { ReadingDeps } from './reading-access.js';
import { createReadingService } from './reading.service.js';

export type ClubsModuleDeps = ClubsAdminDeps &
  Pick<CoverDeps, 'storage' | 'processImage'> &
  Pick<InvitationsDeps, 'outbox' | 'appUrl'> &
  Pick<BroadcastsDeps, 'jobs' | 'emailAtOnce'> &
  Pick<ReadingDeps, 'forum' | 'addWantToRead'> & {
    paidClubs?: PaidClubsPort;
    clubBilling?: ClubBillingPort;
  };

export function createClubsModule(deps: ClubsModuleDeps) {
  // Club pages and lists show books through a cache; choosing a club's book asks afresh.
  const shownBookSummaries = keptBookSummaries(deps.bookSummaries);
  const reading = createReadingService(deps);
  const clubs = createClubsService(
    { ...deps, visibilityChanged: (club, tx) => reading.syncForumReaders(club, tx) },
    createClubPages({ ...deps, shownBookSummaries }),
  );
  return {
    clubs,
    lists: createClubListsService({ ...deps, bookSummaries: shownBookSummaries }),
    membership: createMembershipService(deps),
    paid: createPaidMembershipsService(deps),
    billing: createClubBillingService(deps),
    hosts: createHostActionsService(deps),
    cover: createCoverService(deps, clubs),
    admin: createClubsAdminService(deps, clubs),
    invitations: createInvitationsService(deps),
    broadcasts: createBroadcastsService(deps),
    reading,
  };
}

export type ClubsModule = ReturnType<typeof createClubsModule>;
