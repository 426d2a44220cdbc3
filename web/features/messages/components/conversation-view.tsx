/**
 * One open conversation: its messages (the newest page first; older pages load as the reader
 * scrolls up, keeping their place), the send box, and the conversation's menu. New messages
 * arrive through the shared realtime stream; an open conversation is marked read as they do.
 * A spoiler the reader has not reached waits behind a click, as in the forum.
 */
import type { Conversation, Message } from '@contracts/direct-messages';
import { messagingTexts } from '@contracts/messaging';
import { ArrowLeft, Flag } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SpoilerShield } from '@/components/spoilers/spoiler-shield';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import {
  messagesOf,
  useConversation,
  useMarkConversationRead,
  useMessagePages,
  useSendMessage,
} from '../api/use-messages';
import { ConversationMenu } from './conversation-menu';
import { conversationName } from './conversation-name';
import { MessageComposer } from './message-composer';
import { ReportDialog } from './report-dialog';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function MessageItem({
  message,
  group,
  onReport,
}: {
  message: Message;
  group: boolean;
  onReport: () => void;
}) {
  const name = message.sender
    ? message.sender.fullName || message.sender.username
    : messagingTexts.deletedMember;
  return (
    <li className={cn('group flex gap-2', message.mine && 'flex-row-reverse')}>
      {!message.mine && <Avatar url={message.sender?.avatarUrl} name={name} size="sm" />}
      <div className={cn('max-w-[75%]', message.mine && 'text-right')}>
        {group && !message.mine && (
          <p className="text-xs font-semibold text-muted-foreground">{name}</p>
        )}
        <SpoilerShield spoiler={message.spoiler} mine={message.mine}>
          <div>
            <p
              className={cn(
                'inline-block whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-left text-sm',
                message.mine ? 'bg-primary text-primary-foreground' : 'bg-surface-muted',
              )}
            >
              {message.body}
            </p>
          </div>
        </SpoilerShield>
        <p className="mt-0.5 flex items-center gap-2 text-[11px] text-muted-foreground">
          <time dateTime={message.createdAt}>{timeFormat.format(new Date(message.createdAt))}</time>
          {!message.mine && (
            <button
              type="button"
              onClick={onReport}
              className="inline-flex items-center gap-1 rounded opacity-0 hover:text-foreground focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/60 group-hover:opacity-100"
              aria-label={`Report message from ${name}`}
            >
              <Flag className="h-3 w-3" aria-hidden /> Report
            </button>
          )}
        </p>
      </div>
    </li>
  );
}

function Messages({ conversation }: { conversation: Conversation }) {
  const pages = useMessagePages(conversation.id);
  const markRead = useMarkConversationRead();
  const [reporting, setReporting] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);
  const lastNewest = useRef<string | undefined>(undefined);
  const messages = messagesOf(pages.data);
  const newest = messages.at(-1);
  const pageCount = pages.data?.pages.length ?? 0;

  // Older messages went in above: stay on the message that was being read.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || keepFromBottom.current === null) return;
    el.scrollTop = el.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [pageCount]);

  // A new message at the bottom: follow it when the reader was at the bottom or wrote it.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !newest || newest.id === lastNewest.current) return;
    const nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 160;
    if (lastNewest.current === undefined || nearBottom || newest.mine)
      el.scrollTop = el.scrollHeight;
    lastNewest.current = newest.id;
  }, [newest]);

  // Open means read: each newest message marks the conversation read.
  const { mutate: mark } = markRead;
  const newestId = newest?.id;
  useEffect(() => {
    if (newestId) mark(conversation.id);
  }, [newestId, conversation.id, mark]);

  const loadOlder = () => {
    const el = scroller.current;
    if (!el || !pages.hasNextPage || pages.isFetchingNextPage) return;
    keepFromBottom.current = el.scrollHeight - el.scrollTop;
    void pages.fetchNextPage();
  };

  if (pages.isPending) return <Skeleton className="m-4 flex-1" />;
  return (
    <>
      <div
        ref={scroller}
        onScroll={(e) => e.currentTarget.scrollTop < 80 && loadOlder()}
        className="h-[min(50vh,36rem)] overflow-y-auto px-4 py-3"
        role="log"
        aria-label={`Messages with ${conversationName(conversation)}`}
      >
        {pages.hasNextPage && (
          <div className="mb-3 text-center">
            <Button
              variant="ghost"
              size="sm"
              onClick={loadOlder}
              disabled={pages.isFetchingNextPage}
            >
              {pages.isFetchingNextPage ? 'Loading…' : 'Load older messages'}
            </Button>
          </div>
        )}
        <ol className="grid gap-3">
          {messages.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              group={conversation.isGroup}
              onReport={() => setReporting(m.id)}
            />
          ))}
        </ol>
      </div>
      <ReportDialog messageId={reporting} onClose={() => setReporting(null)} />
    </>
  );
}

export function ConversationView({ id, onClose }: { id: string; onClose: () => void }) {
  const { data: conversation, isPending, isError } = useConversation(id);
  const send = useSendMessage(id);
  if (isPending) return <Skeleton className="m-4 h-64" />;
  if (isError) {
    return (
      <div className="m-auto p-8 text-center">
        <p className="text-muted-foreground">This conversation was not found.</p>
        <Button variant="ghost" className="mt-3" onClick={onClose}>
          Back to conversations
        </Button>
      </div>
    );
  }
  const name = conversationName(conversation);
  const refusal = conversation.blockedByMe
    ? messagingTexts.youBlocked
    : messagingTexts.cannotMessage;
  return (
    <>
      <div className="flex items-center gap-2 border-b border-line px-3 py-2">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label="Back to conversations"
          onClick={onClose}
        >
          <ArrowLeft className="h-5 w-5" aria-hidden />
        </Button>
        <h2 className="min-w-0 flex-1 truncate font-semibold">{name}</h2>
        <ConversationMenu conversation={conversation} onLeft={onClose} />
      </div>
      <Messages conversation={conversation} />
      <MessageComposer
        onSend={(body, spoiler) => send.mutateAsync({ body, spoiler })}
        disabled={!conversation.abilities.send}
        disabledReason={refusal}
      />
    </>
  );
}
