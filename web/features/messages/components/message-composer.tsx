/**
 * The send box: Enter sends, Shift+Enter starts a new line; SPEC §5's post limits. A message can
 * be marked as a spoiler for a book up to a point, with the forum's marker.
 */
import { fieldLimits } from '@contracts/constants';
import { fieldMessages } from '@contracts/messages';
import type { SpoilerInput } from '@contracts/spoilers';
import { Send } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  SpoilerPicker,
  spoilerInputOf,
  type PickedSpoiler,
} from '@/components/spoilers/spoiler-picker';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';

export function MessageComposer({
  onSend,
  disabled,
  disabledReason,
}: {
  onSend: (body: string, spoiler: SpoilerInput | null) => Promise<unknown>;
  disabled: boolean;
  disabledReason?: string;
}) {
  const [body, setBody] = useState('');
  const [spoiler, setSpoiler] = useState<PickedSpoiler | null>(null);
  // A new marker (closed) for each message sent.
  const [sentCount, setSentCount] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const text = body.trim();
    if (!text) return setError(fieldMessages.contentRequired);
    if (text.length > fieldLimits.postMax) return setError(fieldMessages.contentTooLong);
    setSending(true);
    try {
      await onSend(text, spoilerInputOf(spoiler));
      setBody('');
      setSpoiler(null);
      setSentCount((n) => n + 1);
    } catch {
      // The mutation's toast says why; the text stays for another try.
    } finally {
      setSending(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  if (disabled) {
    return (
      <p className="border-t border-line p-3 text-sm text-muted-foreground">{disabledReason}</p>
    );
  }
  return (
    <form onSubmit={submit} className="border-t border-line p-3" noValidate>
      <div className="flex items-end gap-2">
        <label htmlFor="message-body" className="sr-only">
          Message
        </label>
        <Textarea
          id="message-body"
          value={body}
          rows={2}
          placeholder="Write a message… (Enter to send, Shift+Enter for a new line)"
          className="min-h-12 flex-1 resize-none"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'message-body-error' : undefined}
          onChange={(e) => {
            setBody(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" size="icon" aria-label="Send" disabled={sending}>
          <Send className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      {error && (
        <p id="message-body-error" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
      <div className="mt-1.5">
        <SpoilerPicker key={sentCount} value={spoiler} onChange={setSpoiler} />
      </div>
    </form>
  );
}
