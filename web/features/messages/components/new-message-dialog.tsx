/**
 * "New message": choose members by username (suggested as one types), write the first message;
 * one member opens your conversation with them, several make a group (up to 10 with you). The
 * message can be marked as a spoiler, as in the send box.
 */
import { fieldMessages } from '@contracts/messages';
import { messagingLimits, messagingTexts } from '@contracts/messaging';
import { uiTimings } from '@contracts/constants';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  SpoilerPicker,
  spoilerInputOf,
  type PickedSpoiler,
} from '@/components/spoilers/spoiler-picker';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import { useDebounced } from '@/lib/use-debounced';
import { useRecipientSuggestions, useStartConversation } from '../api/use-messages';

export function NewMessageDialog({
  open,
  onOpenChange,
  onStarted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStarted: (conversationId: string) => void;
}) {
  const [recipients, setRecipients] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [spoiler, setSpoiler] = useState<PickedSpoiler | null>(null);
  const [error, setError] = useState<string | null>(null);
  const prefix = useDebounced(
    typed.trim().replace(/^@/, ''),
    uiTimings.usernameCheckDebounceMs / 2,
  );
  const suggestions = useRecipientSuggestions(prefix);
  const start = useStartConversation();
  const full = recipients.length >= messagingLimits.maxParticipants - 1;
  const choices = (suggestions.data?.members ?? []).filter((m) => !recipients.includes(m.username));

  const add = (username: string) => {
    if (!username || recipients.includes(username) || full) return;
    setRecipients([...recipients, username]);
    setTyped('');
    setError(null);
  };
  const reset = () => {
    setRecipients([]);
    setTyped('');
    setTitle('');
    setBody('');
    setSpoiler(null);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const all = typed.trim() ? [...recipients, typed.trim().replace(/^@/, '')] : recipients;
    if (all.length === 0) return setError(messagingTexts.recipientsRequired);
    if (!body.trim()) return setError(fieldMessages.contentRequired);
    start.mutate(
      {
        recipients: all,
        body,
        spoiler: spoilerInputOf(spoiler),
        ...(all.length > 1 && title.trim() ? { title: title.trim() } : {}),
      },
      {
        onSuccess: (conversation) => {
          reset();
          onOpenChange(false);
          onStarted(conversation.id);
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New message" className="max-w-lg">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="space-y-1.5">
          <label htmlFor="new-message-to" className="text-sm font-medium">
            To
          </label>
          {recipients.length > 0 && (
            <ul aria-label="Recipients" className="flex flex-wrap gap-1.5">
              {recipients.map((username) => (
                <li
                  key={username}
                  className="flex items-center gap-1 rounded-full bg-surface-muted py-0.5 pl-2.5 pr-1 text-sm"
                >
                  @{username}
                  <button
                    type="button"
                    aria-label={`Remove @${username}`}
                    className="rounded-full p-0.5 hover:bg-line focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/60"
                    onClick={() => setRecipients(recipients.filter((r) => r !== username))}
                  >
                    <X className="h-3.5 w-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Input
            id="new-message-to"
            value={typed}
            disabled={full}
            autoComplete="off"
            placeholder={full ? messagingTexts.tooManyRecipients : 'Type a username'}
            aria-describedby="new-message-to-hint"
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && typed.trim()) {
                e.preventDefault();
                add(choices[0]?.username ?? typed.trim().replace(/^@/, ''));
              }
            }}
          />
          <p id="new-message-to-hint" className="sr-only">
            Suggestions appear below as you type; Enter adds the first.
          </p>
          {prefix && choices.length > 0 && (
            <ul
              aria-label="Suggested members"
              className="grid gap-0.5 rounded-lg border border-line p-1"
            >
              {choices.map((m) => (
                <li key={m.id}>
                  <button
                    type="button"
                    onClick={() => add(m.username)}
                    className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/60"
                  >
                    <span className="font-medium">@{m.username}</span>
                    {m.fullName && (
                      <span className="truncate text-muted-foreground">{m.fullName}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {recipients.length > 1 && (
          <div className="space-y-1.5">
            <label htmlFor="new-message-title" className="text-sm font-medium">
              Group name (optional)
            </label>
            <Input
              id="new-message-title"
              value={title}
              maxLength={messagingLimits.titleMax}
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
        )}
        <div className="space-y-1.5">
          <label htmlFor="new-message-body" className="text-sm font-medium">
            Message
          </label>
          <Textarea id="new-message-body" value={body} onChange={(e) => setBody(e.target.value)} />
        </div>
        <SpoilerPicker value={spoiler} onChange={setSpoiler} />
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={start.isPending}>
            Send
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
