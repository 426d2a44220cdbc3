/** The new-thread form (members only, its own chunk): a title and the first post, kept as a draft. */
import { paths } from '@contracts/paths';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useCreateThread } from '../api/thread-actions';
import { draftKey, useDraft } from '../lib/drafts';
import { formErrorsOf } from '../lib/form-errors';
import { PostEditor } from './post-editor';
import {
  SpoilerPicker,
  spoilerInputOf,
  type PickedSpoiler,
} from '@/components/spoilers/spoiler-picker';

export default function NewThreadEditor({
  chapterId,
  userId,
}: {
  chapterId: string;
  userId: string;
}) {
  const labelId = useId();
  const errorId = useId();
  const navigate = useNavigate();
  const { draft, update, clear } = useDraft(draftKey(userId, `thread:${chapterId}`));
  const [spoiler, setSpoiler] = useState<PickedSpoiler | null>(null);
  const create = useCreateThread(chapterId);
  const errors = formErrorsOf(create.error, ['title', 'body']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { title: draft.title, body: draft.body, spoiler: spoilerInputOf(spoiler) },
      {
        onSuccess: ({ threadId }) => {
          clear();
          void navigate(paths.forumThreadPage(threadId));
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${labelId}-heading`}
      className="space-y-4 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id={`${labelId}-heading`} className="text-lg font-semibold">
        New thread
      </h2>
      <Field label="Title" error={errors.fields.title}>
        {(control) => (
          <Input
            {...control}
            value={draft.title}
            onChange={(event) => update({ title: event.target.value })}
            maxLength={200}
          />
        )}
      </Field>
      <div className="space-y-1.5">
        <p id={labelId} className="text-sm font-medium">
          First post
        </p>
        <PostEditor
          value={draft.body}
          onChange={(body) => update({ body })}
          labelledBy={labelId}
          describedBy={errors.fields.body ? errorId : undefined}
          invalid={Boolean(errors.fields.body)}
        />
        {errors.fields.body && (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger">
            {errors.fields.body}
          </p>
        )}
      </div>
      <SpoilerPicker value={spoiler} onChange={setSpoiler} />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.form}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Starting…' : 'Start thread'}
        </Button>
      </div>
    </form>
  );
}
