/** Editing a post in place: the same editor, the server's messages beside it. */
import type { Post } from '@contracts/forum';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useEditPost } from '../api/post-actions';
import { formErrorsOf } from '../lib/form-errors';
import { PostEditor } from './post-editor';

export default function PostEditForm({
  post,
  threadId,
  onDone,
}: {
  post: Post;
  threadId: string;
  onDone: () => void;
}) {
  const labelId = useId();
  const errorId = useId();
  const [body, setBody] = useState(post.bodyHtml);
  const edit = useEditPost(threadId);
  const errors = formErrorsOf(edit.error, ['body']);
  const message = errors.fields.body ?? errors.form;
  const spoiler = post.spoiler
    ? { workId: post.spoiler.workId, unit: post.spoiler.unit, value: post.spoiler.value }
    : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate({ postId: post.id, body, spoiler }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <p id={labelId} className="sr-only">
        Edit post #{post.number}
      </p>
      <PostEditor
        value={body}
        onChange={setBody}
        labelledBy={labelId}
        describedBy={message ? errorId : undefined}
        invalid={Boolean(message)}
        autoFocus
      />
      {message && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={edit.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
