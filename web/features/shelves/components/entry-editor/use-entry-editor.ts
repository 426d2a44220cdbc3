/**
 * The entry editor's state: the form, the save and remove mutations, the confirmation being
 * asked and the message under the form. Date rules are the server's: an issue it sends lands
 * on its field; nothing about dates is decided here.
 */
import type { BookSummary } from '@contracts/books';
import { shelfStatusLabels, type ShelfStatus } from '@contracts/shelf-statuses';
import type { ShelfEntry } from '@contracts/shelves';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useRemoveShelfEntry } from '@/features/shelves/api/use-remove-shelf-entry';
import { useSaveShelfEntry } from '@/features/shelves/api/use-save-shelf-entry';
import {
  buildUpdate,
  fieldOfIssue,
  formValuesOf,
  ownedCopiesMessage,
  parseOwnedCopies,
  type EntryFormValues,
} from '@/features/shelves/lib/entry-form';

export type Confirming = 'discard' | 'remove' | null;

type Issue = { path: readonly PropertyKey[]; message: string };

/** Everything the editor's parts need, from one place. */
export function useEntryEditor(options: {
  book: BookSummary;
  entry: ShelfEntry | null;
  initialStatus: ShelfStatus;
  onClose: () => void;
}) {
  const { book, entry, initialStatus, onClose } = options;
  const [current, setCurrent] = useState(entry);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveShelfEntry(book);
  const remove = useRemoveShelfEntry(book.id);
  const form = useForm<EntryFormValues>({ defaultValues: formValuesOf(entry, initialStatus) });
  const { handleSubmit, setError, setValue } = form;
  // Read during render: react-hook-form only tracks the form state a component reads.
  const { isDirty, dirtyFields } = form.formState;
  const isNew = current === null;
  const busy = save.isPending || remove.isPending;

  const close = () => {
    if (busy) return;
    if (isDirty && confirming === null) setConfirming('discard');
    else onClose();
  };

  const showIssues = (issues: readonly Issue[]) => {
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

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setConfirming(null);
    // The one check made here: the field must hold a number before there is anything to send.
    if (parseOwnedCopies(values.ownedCopies) === null) {
      setError('ownedCopies', { message: ownedCopiesMessage });
      return;
    }
    const update = buildUpdate(values, dirtyFields, isNew);
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

  const removeEntry = async () => {
    try {
      await remove.mutateAsync();
      notify.success(`Removed ${book.title} from your shelf`);
      onClose();
    } catch (error) {
      setConfirming(null);
      setFormError(error instanceof Error ? error.message : 'Failed to remove the book.');
    }
  };

  /** A shelf was chosen. The dates it implies ("today") are the server's to fill in. */
  const chooseStatus = (next: ShelfStatus) => setValue('status', next, { shouldDirty: true });

  /** A reading was added or removed: the entry's dates follow its readings. */
  const onReadingsChanged = (next: ShelfEntry) => {
    setCurrent(next);
    form.resetField('dateStarted', { defaultValue: next.dateStarted ?? '' });
    form.resetField('dateRead', { defaultValue: next.dateRead ?? '' });
    form.resetField('status', { defaultValue: next.status });
  };

  return {
    form,
    current,
    isNew,
    busy,
    saving: save.isPending,
    removing: remove.isPending,
    confirming,
    setConfirming,
    formError,
    close,
    submit,
    removeEntry,
    chooseStatus,
    onReadingsChanged,
  };
}

export type EntryEditorState = ReturnType<typeof useEntryEditor>;
