/**
 * Every reading of a shelved book with its dates, a way to remove one, and "I read it again"
 * to record a re-read (or an earlier reading) with its own dates.
 */
import type { ShelfEntry } from '@contracts/shelves';
import { BookOpen, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAddReadThrough } from '../api/use-add-read-through';
import { useRemoveReadThrough } from '../api/use-remove-read-through';
import { formatDay, today } from '../lib/format';

type Reading = ShelfEntry['readThroughs'][number];

function describe(reading: Reading): string {
  const started = reading.startedOn ? `Started ${formatDay(reading.startedOn)}` : null;
  const finished = reading.finishedOn ? `finished ${formatDay(reading.finishedOn)}` : null;
  if (started && finished) return `${started}, ${finished}`;
  if (finished) return `Finished ${formatDay(reading.finishedOn ?? '')}`;
  if (started) return `${started}, not finished yet`;
  return 'No dates recorded';
}

function AddReading({
  workId,
  onAdded,
  onCancel,
}: {
  workId: string;
  onAdded: (entry: ShelfEntry) => void;
  onCancel: () => void;
}) {
  const add = useAddReadThrough(workId);
  const [startedOn, setStartedOn] = useState('');
  const [finishedOn, setFinishedOn] = useState(today());
  const [errors, setErrors] = useState<{ startedOn?: string; finishedOn?: string }>({});

  const showIssues = (issues: { path: PropertyKey[]; message: string }[]) => {
    const next: typeof errors = {};
    for (const issue of issues) {
      const field = issue.path[0] === 'startedOn' ? 'startedOn' : 'finishedOn';
      next[field] ??= issue.message;
    }
    setErrors(next);
  };

  const submit = async () => {
    const input = { startedOn: startedOn || null, finishedOn: finishedOn || null };
    // The server checks the dates (order, not in the future by the reader's calendar).
    setErrors({});
    try {
      onAdded(await add.mutateAsync(input));
      notify.success('Reading added');
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) showIssues(error.issues);
      else notify.error(error instanceof Error ? error.message : 'Failed to add the reading.');
    }
  };

  return (
    <div
      className="space-y-3 rounded-xl border border-line bg-surface-muted/40 p-3"
      onKeyDown={(event) => {
        // Enter adds the reading rather than submitting the entry form around it.
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          void submit();
        }
      }}
    >
      <p className="text-sm font-medium">Another reading</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Started" error={errors.startedOn}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={startedOn}
              onChange={(event) => setStartedOn(event.target.value)}
            />
          )}
        </Field>
        <Field
          label="Finished"
          error={errors.finishedOn}
          hint="Leave empty if you are still reading it."
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              value={finishedOn}
              onChange={(event) => setFinishedOn(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" onClick={() => void submit()} disabled={add.isPending}>
          {add.isPending && <Spinner />} Add reading
        </Button>
      </div>
    </div>
  );
}

export function ReadThroughs({
  entry,
  onChange,
}: {
  entry: ShelfEntry;
  onChange: (entry: ShelfEntry) => void;
}) {
  const [adding, setAdding] = useState(false);
  const remove = useRemoveReadThrough(entry.book.id);

  const onRemove = async (reading: Reading) => {
    try {
      onChange(await remove.mutateAsync(reading.id));
      notify.success('Reading removed');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Failed to remove the reading.');
    }
  };

  return (
    <section aria-labelledby="readings-heading" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="readings-heading" className="text-sm font-medium">
          Readings
          {entry.readCount > 0
            ? ` (read ${entry.readCount === 1 ? 'once' : `${entry.readCount} times`})`
            : ''}
        </h3>
        {!adding && (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden /> I read it again
          </Button>
        )}
      </div>
      {entry.readThroughs.length > 0 ? (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {entry.readThroughs.map((reading, index) => (
            <li key={reading.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <BookOpen className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="sr-only">Reading {index + 1}: </span>
                {describe(reading)}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="h-8 w-8 text-muted-foreground hover:text-danger"
                aria-label={`Remove reading ${index + 1} (${describe(reading)})`}
                disabled={remove.isPending}
                onClick={() => void onRemove(reading)}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        !adding && (
          <p className="text-sm text-muted-foreground">
            No readings with dates yet. Set the dates above, or add a reading.
          </p>
        )
      )}
      {adding && (
        <AddReading
          workId={entry.book.id}
          onAdded={(next) => {
            setAdding(false);
            onChange(next);
          }}
          onCancel={() => setAdding(false)}
        />
      )}
    </section>
  );
}
