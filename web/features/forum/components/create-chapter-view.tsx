/** /forum/c/:slug/create: start a chapter in a community that lets its members (or a moderator). */
import { forumLimits } from '@contracts/forum-constants';
import { paths } from '@contracts/paths';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { openAuthDialog } from '@/lib/dialogs';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useCommunity } from '../api/forum-queries';
import { useCreateChapter } from '../api/thread-actions';
import { formErrorsOf } from '../lib/form-errors';
import { ForumHeader } from './forum-header';
import { ForumQueryState } from './query-state';

export function CreateChapterView({ slug }: { slug: string }) {
  usePageTitle('Start a chapter');
  const { isSignedIn, isLoading } = useSession();
  const query = useCommunity(slug);
  const shell = 'mx-auto max-w-2xl space-y-6 px-4 py-8';
  if (!query.isSuccess || isLoading) return <ForumQueryState query={query} className={shell} />;
  const { community, abilities } = query.data;
  if (isSignedIn && !abilities.createChapter)
    return <Navigate to={paths.forumCommunity(community.slug)} replace />;
  return (
    <div className={shell}>
      <ForumHeader
        crumbs={[{ label: community.name, to: paths.forumCommunity(community.slug) }]}
        title="Start a chapter"
        description={`A new place to talk in ${community.name}.`}
      />
      {isSignedIn ? (
        <ChapterForm slug={community.slug} />
      ) : (
        <Button onClick={() => openAuthDialog({ destination: paths.forumCreateChapter(slug) })}>
          Sign in to start a chapter
        </Button>
      )}
    </div>
  );
}

function ChapterForm({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const create = useCreateChapter(slug);
  const errors = formErrorsOf(create.error, ['title', 'description']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { title, description },
      {
        onSuccess: ({ chapter }) => void navigate(paths.forumChapter(slug, chapter.slug)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-line bg-surface p-5">
      <Field label="Title" error={errors.fields.title}>
        {(control) => (
          <Input
            {...control}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={forumLimits.chapterTitleMax}
          />
        )}
      </Field>
      <Field
        label="Description"
        hint="Optional: what is talked about here."
        error={errors.fields.description}
      >
        {(control) => (
          <textarea
            {...control}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            maxLength={forumLimits.descriptionMax}
            rows={3}
            className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/60"
          />
        )}
      </Field>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.form}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          Start chapter
        </Button>
      </div>
    </form>
  );
}
