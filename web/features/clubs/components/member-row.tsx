/** One person in a club's lists: their picture, name and role, and what the viewer may do. */
import type { ClubMember } from '@contracts/clubs';
import { paths } from '@contracts/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';

const roleLabels = { owner: 'Owner', moderator: 'Moderator', member: null } as const;

export function MemberRow({ member, actions }: { member: ClubMember; actions?: ReactNode }) {
  const { person } = member;
  const role = member.status === 'approved' ? roleLabels[member.role] : null;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2.5">
      <Avatar url={person.avatarUrl} name={person.fullName || person.username} />
      <div className="min-w-32 flex-1">
        <Link
          to={paths.publicProfile(person.username)}
          className="block truncate text-sm font-semibold hover:text-primary hover:underline"
        >
          {person.fullName || person.username}
        </Link>
        <p className="truncate text-xs text-muted-foreground">@{person.username}</p>
      </div>
      {role && <Badge tone={member.role === 'owner' ? 'primary' : 'neutral'}>{role}</Badge>}
      {actions && <span className="ml-auto flex shrink-0 gap-1.5">{actions}</span>}
    </li>
  );
}
