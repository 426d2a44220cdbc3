/** A conversation's menu: mute, block or unblock (direct), leave (group). */
import type { Conversation } from '@contracts/direct-messages';
import { Bell, BellOff, Ban, LogOut, MoreVertical, ShieldCheck } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import {
  useBlockMember,
  useLeaveConversation,
  useMuteConversation,
  useUnblockMember,
} from '../api/use-messages';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted';

export function ConversationMenu({
  conversation,
  onLeft,
}: {
  conversation: Conversation;
  onLeft: () => void;
}) {
  const mute = useMuteConversation();
  const block = useBlockMember();
  const unblock = useUnblockMember();
  const leave = useLeaveConversation();
  const other = conversation.isGroup ? null : conversation.participants[0];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="rounded-lg p-2 hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/60"
        aria-label="Conversation options"
      >
        <MoreVertical className="h-5 w-5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-50 w-56 rounded-xl border border-line bg-surface p-1.5 shadow-xl animate-fade-in"
      >
        <DropdownMenu.Item
          className={itemClasses}
          onSelect={() => mute.mutate({ id: conversation.id, muted: !conversation.muted })}
        >
          {conversation.muted ? (
            <>
              <Bell className="h-4 w-4" aria-hidden /> Unmute
            </>
          ) : (
            <>
              <BellOff className="h-4 w-4" aria-hidden /> Mute
            </>
          )}
        </DropdownMenu.Item>
        {other && conversation.abilities.block && (
          <DropdownMenu.Item
            className={itemClasses}
            onSelect={() =>
              conversation.blockedByMe
                ? unblock.mutate(other.username)
                : block.mutate(other.username)
            }
          >
            {conversation.blockedByMe ? (
              <>
                <ShieldCheck className="h-4 w-4" aria-hidden /> Unblock @{other.username}
              </>
            ) : (
              <>
                <Ban className="h-4 w-4" aria-hidden /> Block @{other.username}
              </>
            )}
          </DropdownMenu.Item>
        )}
        {conversation.abilities.leave && (
          <DropdownMenu.Item
            className={itemClasses}
            onSelect={() => leave.mutate(conversation.id, { onSuccess: onLeft })}
          >
            <LogOut className="h-4 w-4" aria-hidden /> Leave group
          </DropdownMenu.Item>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
