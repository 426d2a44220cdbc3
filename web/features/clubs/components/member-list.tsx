/**
 * A club's list of one kind — members, requests or bans — a page at a time with "Show more",
 * each row with what the viewer may do to that person.
 */
import type { MemberListStatus } from '@contracts/club-constants';
import type { ClubMember, ClubPage } from '@contracts/clubs';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useClubMembers } from '../api/use-club-members';
import { MemberRow } from './member-row';

export function MemberList({
  page,
  status,
  empty,
  label,
  actionsFor,
  wide = false,
}: {
  page: ClubPage;
  status: MemberListStatus;
  /** What to say when the list is empty. */
  empty: string;
  /** The list's accessible name. */
  label: string;
  actionsFor?: (member: ClubMember) => ReactNode;
  /** One person a row, for rows with buttons (requests). */
  wide?: boolean;
}) {
  const list = useClubMembers(page.club.id, status);
  if (list.isPending)
    return (
      <div className="grid gap-2 sm:grid-cols-2" aria-hidden>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  if (list.isError)
    return (
      <LoadError
        title="This list could not be loaded"
        detail={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  const members = list.data.pages.flatMap((p) => p.members);
  if (members.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <div className="space-y-3">
      <ul aria-label={label} className={wide ? 'grid gap-2' : 'grid gap-2 sm:grid-cols-2'}>
        {members.map((member) => (
          <MemberRow key={member.person.id} member={member} actions={actionsFor?.(member)} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage && <Spinner />} Show more
        </Button>
      )}
    </div>
  );
}
