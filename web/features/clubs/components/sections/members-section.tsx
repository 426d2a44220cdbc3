/** The club's members, hosts first; hosts get a menu of what they may do to each one. */
import type { ClubMember, ClubPage } from '@contracts/clubs';
import { lazy, Suspense } from 'react';
import { MemberList } from '../member-list';

// Only hosts need the menu and its dialogs: out of the page's first load.
const MemberMenu = lazy(() => import('../member-menu'));

/** Whether the viewer may do anything to this member from the menu. */
function manageable({ abilities }: ClubMember): boolean {
  return (
    abilities.promote ||
    abilities.demote ||
    abilities.remove ||
    abilities.ban ||
    abilities.makeOwner
  );
}

export function MembersSection({ page }: { page: ClubPage }) {
  return (
    <MemberList
      page={page}
      status="approved"
      label="Members"
      empty="No members yet."
      actionsFor={(member) =>
        manageable(member) && (
          <Suspense fallback={null}>
            <MemberMenu page={page} member={member} />
          </Suspense>
        )
      }
    />
  );
}
