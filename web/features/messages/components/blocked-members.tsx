/** Settings: the members you blocked, each with Unblock. */
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useBlocks, useUnblockMember } from '../api/use-messages';

export default function BlockedMembers() {
  const { data, isPending, isError } = useBlocks();
  const unblock = useUnblockMember();
  if (isPending) return <Skeleton className="h-16" />;
  if (isError)
    return <p className="text-sm text-danger">Your blocked members could not be loaded.</p>;
  if (data.blocks.length === 0) {
    return <p className="text-sm text-muted-foreground">You have not blocked anyone.</p>;
  }
  return (
    <ul aria-label="Blocked members" className="grid gap-2">
      {data.blocks.map((member) => (
        <li key={member.id} className="flex items-center gap-3">
          <Avatar url={member.avatarUrl} name={member.fullName || member.username} size="sm" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">
              {member.fullName || member.username}
            </span>
            <span className="block truncate text-xs text-muted-foreground">@{member.username}</span>
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={unblock.isPending}
            onClick={() => unblock.mutate(member.username)}
            aria-label={`Unblock @${member.username}`}
          >
            Unblock
          </Button>
        </li>
      ))}
    </ul>
  );
}
