/**
 * What a host may do to one member (its own chunk, for hosts): make or unmake a moderator,
 * hand the club over, remove or ban — the last three asked again first. Each item is there
 * only when the server said the viewer may do it to this member.
 */
import type { ClubMember, ClubPage } from '@contracts/clubs';
import { Ellipsis } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useMemberAction, useTransferOwnership } from '../api/use-host-actions';
import { ConfirmDialog } from './confirm-dialog';

const itemClasses =
  'flex cursor-pointer items-center rounded-lg px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted';

type Asked = 'remove' | 'ban' | 'makeOwner' | null;

export default function MemberMenu({ page, member }: { page: ClubPage; member: ClubMember }) {
  const clubId = page.club.id;
  const name = member.person.fullName || member.person.username;
  const promote = useMemberAction(clubId, 'promote');
  const demote = useMemberAction(clubId, 'demote');
  const remove = useMemberAction(clubId, 'remove');
  const ban = useMemberAction(clubId, 'ban');
  const transfer = useTransferOwnership(clubId);
  const [asked, setAsked] = useState<Asked>(null);
  const { abilities } = member;
  const done = (message: string) => ({
    onSuccess: () => {
      setAsked(null);
      notify.success(message);
    },
    onError: (error: Error) => notify.error(error.message),
  });
  const id = member.person.id;
  const questions = {
    remove: {
      title: `Remove ${name}?`,
      description: 'They leave the club now and may join again later.',
      confirmLabel: 'Remove from club',
      mutation: remove,
      run: () => remove.mutate(id, done(`${name} was removed from the club`)),
    },
    ban: {
      title: `Ban ${name}?`,
      description:
        'They leave the club and cannot join or ask to join again until the ban is lifted.',
      confirmLabel: 'Ban from club',
      mutation: ban,
      run: () => ban.mutate(id, done(`${name} is banned from the club`)),
    },
    makeOwner: {
      title: `Make ${name} the owner?`,
      description: `${name} will own ${page.club.name}; you stay on as a moderator, and only the new owner can hand it back.`,
      confirmLabel: 'Transfer ownership',
      mutation: transfer,
      run: () => transfer.mutate(id, done(`${name} owns the club now`)),
    },
  } as const;
  const question = asked ? questions[asked] : null;
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Manage ${name}`}>
            <Ellipsis className="h-4 w-4" aria-hidden />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-30 w-52 rounded-xl border border-line bg-surface p-1.5 shadow-xl"
        >
          {abilities.promote && (
            <DropdownMenu.Item
              className={itemClasses}
              onSelect={() => promote.mutate(id, done(`${name} is a moderator now`))}
            >
              Make moderator
            </DropdownMenu.Item>
          )}
          {abilities.demote && (
            <DropdownMenu.Item
              className={itemClasses}
              onSelect={() => demote.mutate(id, done(`${name} is a member again`))}
            >
              Remove moderator role
            </DropdownMenu.Item>
          )}
          {abilities.makeOwner && (
            <DropdownMenu.Item className={itemClasses} onSelect={() => setAsked('makeOwner')}>
              Make owner…
            </DropdownMenu.Item>
          )}
          {abilities.remove && (
            <DropdownMenu.Item className={itemClasses} onSelect={() => setAsked('remove')}>
              Remove from club…
            </DropdownMenu.Item>
          )}
          {abilities.ban && (
            <DropdownMenu.Item
              className={`${itemClasses} text-danger`}
              onSelect={() => setAsked('ban')}
            >
              Ban…
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {question && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsked(null)}
          title={question.title}
          description={question.description}
          confirmLabel={question.confirmLabel}
          danger={asked !== 'makeOwner'}
          busy={question.mutation.isPending}
          onConfirm={question.run}
        />
      )}
    </>
  );
}
