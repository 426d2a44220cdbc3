/** Club rows as the back-office shows them: whole, with the staff member's abilities. */
import type { AuditEntry } from '../../../contracts/admin.js';
import type { AdminClub, AdminClubDetail } from '../../../contracts/clubs-admin.js';
import type { ClubCategory, ClubPerson, ClubRole } from '../../../contracts/clubs.js';
import { paths } from '../../../contracts/paths.js';
import { adminClubAbilities } from './clubs.admin.policy.js';
import type { ClubViewer } from './clubs.policy.js';
import type { ClubRow } from './clubs.queries.js';

/** A club in the list; `people` holds the public names of the owners on the page. */
export function presentAdminClub(row: ClubRow, people: ReadonlyMap<string, ClubPerson>): AdminClub {
  return {
    id: row.id,
    slug: row.slug,
    path: paths.club(row.slug),
    name: row.name,
    avatarUrl: row.avatarUrl,
    category: row.category as ClubCategory,
    visibility: row.visibility,
    memberCount: row.memberCount,
    memberLimit: row.memberLimit,
    owner: people.get(row.ownerId) ?? null,
    currentBookTitle: row.currentBookTitle,
    createdAt: row.createdAt.toISOString(),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
  };
}

export interface AdminDetailParts {
  row: ClubRow;
  viewer: ClubViewer;
  people: ReadonlyMap<string, ClubPerson>;
  hosts: { userId: string; role: ClubRole }[];
  memberships: AdminClubDetail['memberships'];
  staffActions: AuditEntry[];
}

/** One club, whole, with what the staff member may do to it. */
export function presentAdminDetail(parts: AdminDetailParts): AdminClubDetail {
  const { row, viewer, people } = parts;
  return {
    club: {
      ...presentAdminClub(row, people),
      description: row.description,
      rules: row.rules,
      outsiderView: {
        description: row.showDescription,
        currentBook: row.showCurrentBook,
        rules: row.showRules,
        members: row.showMembers,
      },
      updatedAt: row.updatedAt.toISOString(),
    },
    suspension: row.suspendedAt
      ? {
          at: row.suspendedAt.toISOString(),
          reason: row.suspensionReason ?? '',
          by: row.suspendedBy ? (people.get(row.suspendedBy) ?? null) : null,
        }
      : null,
    hosts: parts.hosts.flatMap((host) => {
      const person = people.get(host.userId);
      return person ? [{ ...person, role: host.role }] : [];
    }),
    memberships: parts.memberships,
    staffActions: parts.staffActions,
    abilities: adminClubAbilities(viewer, { suspended: row.suspendedAt !== null }),
  };
}
