/**
 * Affiliates: the Amazon associate tag "View on Amazon" links carry (edited with
 * affiliates_edit, audited), and how often those links were followed over the last 30 days, by
 * day and by book. Counted per book and day only: nothing about the reader is kept.
 */
import { affiliateClickDays, amazonTagPattern, affiliateMessages } from '@contracts/affiliates';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BarsWithTable } from '@/components/charts/bars-with-table';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { plural } from '@/lib/plural';
import { useSession } from '@/lib/session';
import { useAffiliates, useSetAmazonTag } from '../api/use-affiliates';

const dayLabel = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function TagForm({
  customTag,
  environmentTag,
}: {
  customTag: string | null;
  environmentTag: string;
}) {
  const [typed, setTyped] = useState(customTag ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useSetAmazonTag();
  useEffect(() => setTyped(customTag ?? ''), [customTag]);

  const submit = (tag: string | null) => {
    if (tag !== null && !amazonTagPattern.test(tag)) {
      setError(affiliateMessages.invalidTag);
      return;
    }
    setError(undefined);
    save.mutate(tag, {
      onSuccess: (saved) => notify.success('Tag saved', `Links now carry ${saved.amazonTag}.`),
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <form
      noValidate
      aria-label="Change the associate tag"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit(typed.trim() || null);
      }}
    >
      <Field
        label="Amazon associate tag"
        error={error}
        hint={`Leave empty to use the server's setting (${environmentTag}).`}
      >
        {(control) => (
          <Input
            {...control}
            value={typed}
            maxLength={64}
            placeholder={environmentTag}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          Save tag
        </Button>
        {customTag && (
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending}
            onClick={() => submit(null)}
          >
            Use the server’s tag
          </Button>
        )}
      </div>
    </form>
  );
}

export function AffiliatesPanel() {
  const affiliates = useAffiliates();
  const { user } = useSession();
  const mayEdit = user?.permissions.includes('affiliates_edit') ?? false;
  if (!affiliates.isSuccess)
    return (
      <QueryState
        query={affiliates}
        loading={<Skeleton className="h-72 w-full" />}
        failed={(error) => ({
          title: `The affiliate figures could not be loaded: ${error.message}`,
        })}
      />
    );
  const a = affiliates.data;
  return (
    <div className="space-y-5">
      <section
        aria-labelledby="tag-heading"
        className="space-y-3 rounded-xl border border-line bg-surface p-4"
      >
        <h2 id="tag-heading" className="font-semibold">
          Amazon associate tag
        </h2>
        <p className="text-sm text-muted-foreground">
          “View on Amazon” links carry{' '}
          <code className="font-mono text-foreground">{a.amazonTag}</code>
          {a.customTag ? ', set here.' : ', the server’s setting.'}
        </p>
        {mayEdit ? (
          <TagForm customTag={a.customTag} environmentTag={a.environmentTag} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Changing the tag needs the affiliates edit permission.
          </p>
        )}
      </section>
      <BarsWithTable
        caption={`View on Amazon clicks, last ${affiliateClickDays} days (${plural(a.totalClicks, 'click')})`}
        note="Counted per book and day only: no reader, address or cookie is recorded."
        keyHeading="Day"
        valueHeading="Clicks"
        heightClass="h-48"
        rows={a.clicksByDay.map((d) => ({
          key: d.day,
          label: dayLabel.format(new Date(`${d.day}T00:00:00Z`)),
          value: d.clicks,
          shown: String(d.clicks),
        }))}
      />
      <section
        aria-labelledby="top-books-heading"
        className="rounded-xl border border-line bg-surface p-4"
      >
        <h2 id="top-books-heading" className="font-semibold">
          Most clicked books
        </h2>
        {a.topBooks.length === 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">No clicks in these days.</p>
        ) : (
          <ol className="mt-2 space-y-1.5 text-sm">
            {a.topBooks.map((book) => (
              <li key={book.workId} className="flex items-baseline gap-3">
                <span className="min-w-0 flex-1 truncate">
                  {book.path ? (
                    <Link to={book.path} className="font-medium hover:underline">
                      {book.title}
                    </Link>
                  ) : (
                    <span className="font-medium">{book.title}</span>
                  )}
                  {book.authors && <span className="text-muted-foreground"> · {book.authors}</span>}
                </span>
                <span className="tabular-nums">{plural(book.clicks, 'click')}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
