/**
 * The reply form (members only, its own chunk): the rich-text editor with "@name"
 * suggestions, an optional spoiler mark, the draft kept across reloads, "Quote" filling it in
 * from a post, and the server's messages beside the text.
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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

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
  const [quoteOf, setQuoteOf] = useState<string | null>(null);
  const [spoiler, setSpoiler] = useState<PickedSpoiler | null>(null);
  // Sending starts a fresh editor (the editor keeps its own content once created).
  const [generation, setGeneration] = useState(0);
  const editor = useRef<RichTextHandle | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const reply = useReply(threadId);
  const errors = formErrorsOf(reply.error, ['body']);

  useImperativeHandle(ref, () => ({
    quote(post) {
      const excerpt = richTextToPlain(post.bodyHtml).slice(0, 300);
      const who = post.author ? `@${post.author.username}` : 'A former member';
      editor.current?.append(
        `<blockquote><p>${escapeHtml(who)} wrote:</p><p>${escapeHtml(excerpt)}</p></blockquote><p></p>`,
      );
      setQuoteOf(post.id);
      formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    },
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate(
      { body: draft.body, quoteOf, spoiler: spoilerInputOf(spoiler) },
      {
        onSuccess: ({ post, page }) => {
          clear();
          setQuoteOf(null);
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
