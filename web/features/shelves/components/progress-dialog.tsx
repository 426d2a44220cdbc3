/**
 * The "Update progress" dialog: a page or a percent, Enter saves. The bar behind it moves at
 * once; what the server refuses is said here, under the number, and the bar goes back.
 */
import { progressMessages, progressUnits, type ProgressUnit } from '@contracts/reading-progress';
import { readingProgressUpdateSchema } from '@contracts/reading-progress.schemas';
import type { ShelfEntry } from '@contracts/shelves';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useSetProgress } from '../api/use-set-progress';

const unitLabels: Record<ProgressUnit, string> = { page: 'Page', percent: 'Percent' };
const fieldLabels: Record<ProgressUnit, string> = { page: 'Page reached', percent: 'Percent read' };

/** The first thing wrong with what was typed, as the server would say it; null when fine. */
function problem(unit: ProgressUnit, text: string, pages: number | null): string | null {
  const parsed = readingProgressUpdateSchema.safeParse({
    unit,
    value: text.trim() === '' ? undefined : Number(text),
  });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? progressMessages.wholeNumber;
  if (unit === 'page' && pages && parsed.data.value > pages)
    return progressMessages.pastLastPage(pages);
  return null;
}

export function ProgressDialog({
  entry,
  pages,
  onClose,
}: {
  entry: ShelfEntry;
  pages: number | null;
  onClose: () => void;
}) {
  const { progress } = entry;
  const [unit, setUnit] = useState<ProgressUnit>(
    progress && progress.page === null ? 'percent' : 'page',
  );
  const current = unit === 'page' ? progress?.page : progress?.percent;
  const [text, setText] = useState(
    current === null || current === undefined ? '' : String(current),
  );
  const [error, setError] = useState<string | null>(null);
  const save = useSetProgress(entry, pages);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = problem(unit, text, pages);
    if (wrong) return setError(wrong);
    setError(null);
    try {
      await save.mutateAsync({ unit, value: Number(text) });
      notify.success('Progress saved');
      onClose();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'Failed to save your progress.';
      // A refusal belongs under the number; anything else (offline, a server fault) is a toast.
      if (failure instanceof ApiError && failure.status === 400) setError(message);
      else notify.error(message);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Update progress"
      description={entry.book.title}
      className="max-w-sm"
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">Measure by</legend>
          <div className="inline-flex rounded-lg border border-line p-0.5">
            {progressUnits.map((option) => (
              <label
                key={option}
                className={cn(
                  'cursor-pointer rounded-md px-3 py-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/60',
                  unit === option
                    ? 'bg-primary text-primary-foreground'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <input
                  type="radio"
                  name="progress-unit"
                  value={option}
                  checked={unit === option}
                  onChange={() => {
                    setUnit(option);
                    setError(null);
                  }}
                  className="sr-only"
                />
                {unitLabels[option]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label={fieldLabels[unit]}
          hint={
            unit === 'page'
              ? pages
                ? `Of ${pages.toLocaleString('en-US')} pages`
                : 'The page you have reached'
              : 'From 0 to 100'
          }
          error={error ?? undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={unit === 'percent' ? 100 : (pages ?? undefined)}
              step={1}
              value={text}
              autoFocus
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
