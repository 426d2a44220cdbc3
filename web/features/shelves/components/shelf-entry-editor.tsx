/**
 * The entry editor: everything a reader keeps about a book — shelf, rating, dates and
 * re-reads, review (rich text, with a spoiler flag), private notes, owned copies and tags.
 * Loaded as its own chunk the first time it opens; the review editor is a further chunk.
 */
import type { BookSummary } from '@contracts/books';
import {
  shelfEntryUpdateSchema,
  shelfStatusLabels,
  shelfStatuses,
  type ShelfEntry,
  type ShelfStatus,
} from '@contracts/shelves';
import { Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { StarRatingInput } from '@/components/ui/star-rating';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useRemoveShelfEntry } from '../api/use-remove-shelf-entry';
import { useSaveShelfEntry } from '../api/use-save-shelf-entry';
import {
  buildUpdate,
  fieldOfIssue,
  formValuesOf,
  ownedCopiesMessage,
  parseOwnedCopies,
  type EntryFormValues,
} from '../lib/entry-form';
import { authorNames, today } from '../lib/format';
import { ReadThroughs } from './read-throughs';
import { TagInput } from './tag-input';

const ReviewEditor = lazy(() => import('./review-editor'));

export interface ShelfEntryEditorProps {
  book: BookSummary;
  /** The reader's entry, or null to shelve the book from here. */
  entry: ShelfEntry | null;
  onClose: () => void;
  /** The shelf a new entry starts on. */
  initialStatus?: ShelfStatus;
  /** Tags the reader already uses, offered as suggestions. */
  knownTags?: string[];
  /** Put the cursor in the review (opened from "Write a review"). */
  focusReview?: boolean;
}

type Confirming = 'discard' | 'remove' | null;

/** A confirmation's first (safe) choice takes the focus as it appears. */
const focusFirstButton = (element: HTMLDivElement | null) =>
  element?.querySelector('button')?.focus();

export default function ShelfEntryEditor({
  book,
  entry,
  onClose,
  initialStatus = 'read',
  knownTags = [],
  focusReview = false,
}: ShelfEntryEditorProps) {
  const [current, setCurrent] = useState(entry);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveShelfEntry(book);
  const remove = useRemoveShelfEntry(book.id);
  const reviewLabelId = useId();
  const reviewHintId = useId();
  const form = useForm<EntryFormValues>({ defaultValues: formValuesOf(entry, initialStatus) });
  const { register, control, handleSubmit, formState, setError, setValue, getValues, watch } = form;
  // Read during render: react-hook-form only tracks the form state a component reads.
  const { isDirty, dirtyFields } = formState;
  const status = watch('status');
  const isNew = current === null;
  const busy = save.isPending || remove.isPending;

  const close = () => {
    if (busy) return;
    if (isDirty && confirming === null) setConfirming('discard');
    else onClose();
  };

  const showIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    const loose: string[] = [];
    let focused = false;
    for (const issue of issues) {
      const field = fieldOfIssue(issue.path);
      if (!field) loose.push(issue.message);
      else {
        setError(field, { message: issue.message }, { shouldFocus: !focused });
        focused = true;
      }
    }
    setFormError(loose[0] ?? null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setConfirming(null);
    if (parseOwnedCopies(values.ownedCopies) === null) {
      setError('ownedCopies', { message: ownedCopiesMessage });
      return;
    }
    const update = buildUpdate(values, dirtyFields, isNew);
    const parsed = shelfEntryUpdateSchema.safeParse(update);
    if (!parsed.success) return showIssues(parsed.error.issues);
    if (Object.keys(update).length === 0) return onClose();
    try {
      await save.mutateAsync(update);
      notify.success(
        isNew ? `Added to ${shelfStatusLabels[values.status]}` : 'Your shelf entry is saved',
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) showIssues(error.issues);
      else setFormError(error instanceof Error ? error.message : 'Failed to save. Try again.');
    }
  });

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      notify.success(`Removed ${book.title} from your shelf`);
      onClose();
    } catch (error) {
      setConfirming(null);
      setFormError(error instanceof Error ? error.message : 'Failed to remove the book.');
    }
  };

  /** Moving to a shelf fills in the date it implies, as the reader would expect. */
  const chooseStatus = (next: ShelfStatus) => {
    setValue('status', next, { shouldDirty: true });
    if (next === 'currently_reading' && !getValues('dateStarted'))
      setValue('dateStarted', today(), { shouldDirty: true });
    if (next === 'read' && !getValues('dateRead'))
      setValue('dateRead', today(), { shouldDirty: true });
  };

  /** A reading was added or removed: the entry's dates follow its readings. */
  const onReadingsChanged = (next: ShelfEntry) => {
    setCurrent(next);
    form.resetField('dateStarted', { defaultValue: next.dateStarted ?? '' });
    form.resetField('dateRead', { defaultValue: next.dateRead ?? '' });
    form.resetField('status', { defaultValue: next.status });
  };

  const authors = authorNames(book);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={book.title}
      description={authors ? `by ${authors}` : undefined}
      className="sm:max-w-2xl"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        <fieldset>
          <legend className="text-sm font-medium">Shelf</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-1.5 sm:grid-cols-4">
            {shelfStatuses.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center justify-center rounded-lg border px-2 py-2 text-center text-sm font-medium transition',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                  status === value
                    ? 'border-primary bg-primary/15 text-primary'
                    : 'border-line hover:bg-surface-muted',
                )}
              >
                <input
                  type="radio"
                  name="status"
                  value={value}
                  checked={status === value}
                  onChange={() => chooseStatus(value)}
                  className="sr-only"
                />
                {shelfStatusLabels[value]}
              </label>
            ))}
          </div>
          {formState.errors.status && (
            <p role="alert" className="mt-1.5 text-xs font-medium text-danger">
              {formState.errors.status.message}
            </p>
          )}
        </fieldset>

        <div className="space-y-1.5">
          <p className="text-sm font-medium" aria-hidden>
            Your rating
          </p>
          <div className="flex items-center gap-3">
            <Controller
              control={control}
              name="rating"
              render={({ field }) => (
                <StarRatingInput value={field.value} onChange={field.onChange} />
              )}
            />
            {watch('rating') !== null && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setValue('rating', null, { shouldDirty: true })}
              >
                Clear rating
              </Button>
            )}
          </div>
          {formState.errors.rating && (
            <p role="alert" className="text-xs font-medium text-danger">
              {formState.errors.rating.message}
            </p>
          )}
        </div>

        {status !== 'want_to_read' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Date started" error={formState.errors.dateStarted?.message}>
              {(control) => (
                <Input {...control} type="date" max={today()} {...register('dateStarted')} />
              )}
            </Field>
            {status === 'read' && (
              <Field label="Date read" error={formState.errors.dateRead?.message}>
                {(control) => (
                  <Input {...control} type="date" max={today()} {...register('dateRead')} />
                )}
              </Field>
            )}
          </div>
        )}

        {current && (current.readThroughs.length > 0 || status === 'read') && (
          <ReadThroughs entry={current} onChange={onReadingsChanged} />
        )}

        <div className="space-y-1.5">
          <p id={reviewLabelId} className="text-sm font-medium">
            Your review
          </p>
          <Controller
            control={control}
            name="review"
            render={({ field, fieldState }) => (
              <Suspense fallback={<Skeleton className="h-52" />}>
                <ReviewEditor
                  value={field.value}
                  onChange={field.onChange}
                  labelledBy={reviewLabelId}
                  describedBy={reviewHintId}
                  invalid={Boolean(fieldState.error)}
                  autoFocus={focusReview}
                />
              </Suspense>
            )}
          />
          {formState.errors.review ? (
            <p id={reviewHintId} role="alert" className="text-xs font-medium text-danger">
              {formState.errors.review.message}
            </p>
          ) : (
            <p id={reviewHintId} className="text-xs text-muted-foreground">
              Everyone can read your review on your shelf and the book's page.
            </p>
          )}
          <Controller
            control={control}
            name="reviewHasSpoilers"
            render={({ field }) => (
              <Checkbox
                checked={field.value}
                onCheckedChange={field.onChange}
                label="Contains spoilers (readers see a warning first)"
              />
            )}
          />
        </div>

        <Field
          label="Private notes"
          hint="Only you can see these."
          error={formState.errors.privateNotes?.message}
        >
          {(control) => <Textarea {...control} rows={3} {...register('privateNotes')} />}
        </Field>

        <div className="grid gap-4 sm:grid-cols-[140px_1fr]">
          <Field label="Owned copies" error={formState.errors.ownedCopies?.message}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={99}
                step={1}
                {...register('ownedCopies')}
              />
            )}
          </Field>
          <Field
            label="Tags"
            hint="Your own shelves, like “favourites” or “book club”. Press Enter to add."
            error={formState.errors.tags?.message}
          >
            {(fieldControl) => (
              <Controller
                control={control}
                name="tags"
                render={({ field }) => (
                  <TagInput
                    value={field.value}
                    onChange={field.onChange}
                    suggestions={knownTags}
                    control={fieldControl}
                  />
                )}
              />
            )}
          </Field>
        </div>

        {/* Stays in view at the bottom of the dialog, however long the form. */}
        <div className="sticky -bottom-6 z-10 -mx-6 -mb-6 space-y-3 border-t border-line bg-surface px-6 py-4">
          {formError && (
            <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
              {formError}
            </p>
          )}
          {confirming === 'discard' ? (
            <div
              ref={focusFirstButton}
              role="alertdialog"
              aria-label="Discard changes"
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warning/40 bg-warning/10 p-3"
            >
              <p className="text-sm">You have changes that are not saved. Discard them?</p>
              <div className="flex gap-2">
                <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                  Keep editing
                </Button>
                <Button variant="danger" size="sm" onClick={onClose}>
                  Discard
                </Button>
              </div>
            </div>
          ) : confirming === 'remove' ? (
            <div
              ref={focusFirstButton}
              role="alertdialog"
              aria-label="Remove from shelf"
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger/40 bg-danger/10 p-3"
            >
              <p className="text-sm">
                Remove this book from your shelf? Its rating, review, notes and readings go too.
              </p>
              <div className="flex gap-2">
                <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                  Keep it
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => void onRemove()}
                  disabled={remove.isPending}
                >
                  {remove.isPending && <Spinner />} Remove
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              {current ? (
                <Button
                  variant="ghost"
                  className="text-danger! hover:bg-danger/10!"
                  onClick={() => setConfirming('remove')}
                  disabled={busy}
                >
                  <Trash2 className="h-4 w-4" aria-hidden /> Remove
                  <span className="sr-only sm:not-sr-only">from shelf</span>
                </Button>
              ) : (
                <span />
              )}
              <div className="flex gap-2">
                <Button variant="outline" onClick={close} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" disabled={busy}>
                  {save.isPending && <Spinner />} {isNew ? 'Add to shelf' : 'Save'}
                </Button>
              </div>
            </div>
          )}
        </div>
      </form>
    </Dialog>
  );
}
