/**
 * The reply form (members only, its own chunk): the rich-text editor with "@name"
 * suggestions, an optional spoiler mark, the draft kept across reloads, "Quote" naming the
 * post the reply answers (shown above it, not copied into it), and the server's messages
 * beside the text.
 */
import type { Post } from '@contracts/forum';
import { useId, useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react';
import type { RichTextHandle } from '@/components/rich-text/rich-text-editor';
import { richTextToPlain } from '@/components/rich-text/rich-text';
import { Button } from '@/components/ui/button';
import { useReply } from '../api/post-actions';
import { draftKey, useDraft } from '../lib/drafts';
import { formErrorsOf } from '../lib/form-errors';
import { PostEditor } from './post-editor';
import {
  SpoilerPicker,
  spoilerInputOf,
  type PickedSpoiler,
} from '@/components/spoilers/spoiler-picker';

export interface ComposerHandle {
  quote(post: Post): void;
}

interface Quoting {
  id: string;
  number: number;
  who: string;
  excerpt: string;
}

export default function ReplyForm({
  threadId,
  userId,
  onPosted,
  ref,
}: {
  threadId: string;
  userId: string;
  onPosted: (page: number, number: number) => void;
  ref?: Ref<ComposerHandle> | undefined;
}) {
  const labelId = useId();
  const errorId = useId();
  const { draft, update, clear } = useDraft(draftKey(userId, `reply:${threadId}`));
  const [quoting, setQuoting] = useState<Quoting | null>(null);
  const [spoiler, setSpoiler] = useState<PickedSpoiler | null>(null);
  // Sending starts a fresh editor (the editor keeps its own content once created).
  const [generation, setGeneration] = useState(0);
  const editor = useRef<RichTextHandle | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const reply = useReply(threadId);
  const errors = formErrorsOf(reply.error, ['body']);

  useImperativeHandle(ref, () => ({
    // The server shows the quoted post above the reply (its `quote`): the text is not copied.
    quote(post) {
      setQuoting({
        id: post.id,
        number: post.number,
        who: post.author ? `@${post.author.username}` : 'a former member',
        excerpt: richTextToPlain(post.bodyHtml).slice(0, 200),
      });
      formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      editor.current?.focusEnd();
    },
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate(
      { body: draft.body, quoteOf: quoting?.id ?? null, spoiler: spoilerInputOf(spoiler) },
      {
        onSuccess: ({ post, page }) => {
          clear();
          setQuoting(null);
          setSpoiler(null);
          setGeneration((g) => g + 1);
          onPosted(page, post.number);
        },
      },
    );
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      className="space-y-3 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id={labelId} className="text-lg font-semibold">
        Your reply
      </h2>
      {quoting && (
        <div className="flex items-start gap-3 rounded-lg border-l-4 border-primary/40 bg-surface-muted/60 px-3 py-2 text-sm">
          <div className="min-w-0 flex-1">
            <p className="font-medium">
              Quoting {quoting.who} (#{quoting.number})
            </p>
            <p className="line-clamp-2 text-muted-foreground">{quoting.excerpt}</p>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => setQuoting(null)}
            aria-label={`Stop quoting ${quoting.who}`}
          >
            Remove
          </Button>
        </div>
      )}
      <PostEditor
        key={generation}
        value={draft.body}
        onChange={(body) => update({ body })}
        labelledBy={labelId}
        describedBy={errors.fields.body || errors.form ? errorId : undefined}
        invalid={Boolean(errors.fields.body)}
        onReady={(handle) => (editor.current = handle)}
      />
      {(errors.fields.body || errors.form) && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {errors.fields.body ?? errors.form}
        </p>
      )}
      <SpoilerPicker value={spoiler} onChange={setSpoiler} />
      <div className="flex justify-end">
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? 'Posting…' : 'Post reply'}
        </Button>
      </div>
    </form>
  );
}
