/** The member's conversations, newest activity first, each with its unread count. */
import type { Conversation } from '@contracts/direct-messages';
import { BellOff } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useConversations } from '../api/use-messages';
import { conversationName } from './conversation-name';

function Row({
  conversation,
  open,
  onOpen,
}: {
  conversation: Conversation;
  open: boolean;
  onOpen: () => void;
}) {
  const name = conversationName(conversation);
  const first = conversation.participants[0];
  const unread = conversation.unreadCount;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={open ? 'true' : undefined}
        aria-label={unread > 0 ? `${name}, ${unread} unread` : name}
        className={cn(
          'flex w-full items-center gap-3 rounded-lg px-2 py-2.5 text-left hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/60',
          open && 'bg-surface-muted',
        )}
      >
        <Avatar url={conversation.isGroup ? null : first?.avatarUrl} name={name} size="md" />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1.5">
            <span className={cn('truncate text-sm', unread > 0 ? 'font-bold' : 'font-medium')}>
              {name}
            </span>
            {conversation.muted && (
              <BellOff className="h-3.5 w-3.5 shrink-0 text-muted-foreground" aria-label="Muted" />
            )}
          </span>
          <span className="block truncate text-xs text-muted-foreground">
            {conversation.lastMessage?.preview ?? 'No messages yet'}
          </span>
        </span>
        {unread > 0 && (
          <span
            aria-hidden
            className="flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-bold text-primary-foreground"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
    </li>
  );
}

export function ConversationList({
  openId,
  onOpen,
}: {
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  const { data, isPending, isError } = useConversations();
  if (isPending) return <Skeleton className="m-2 h-40" />;
  if (isError)
    return <p className="p-3 text-sm text-danger">Your conversations could not be loaded.</p>;
  if (data.conversations.length === 0) {
    return <p className="p-3 text-sm text-muted-foreground">No conversations yet.</p>;
  }
  return (
    <ul aria-label="Conversations" className="grid gap-0.5">
      {data.conversations.map((c) => (
        <Row key={c.id} conversation={c} open={c.id === openId} onOpen={() => onOpen(c.id)} />
      ))}
    </ul>
  );
}
