/**
 * The entry editor: everything a reader keeps about a book — shelf, rating, dates and
 * re-reads, review (rich text, with a spoiler flag), private notes, owned copies and tags.
 * Loaded as its own chunk the first time it opens; the review editor is a further chunk.
 * This file is the dialog; each part of the form and its state live beside it.
 */
import type { BookSummary } from '@contracts/books';
import type { ShelfEntry, ShelfStatus } from '@contracts/shelves';
import { Dialog } from '@/components/ui/dialog';
import { authorNames } from '@/features/shelves/lib/format';
import { ReadThroughs } from '../read-throughs';
import { EditorFooter } from './editor-footer';
import { EntryDetails } from './entry-details';
import { RatingField } from './rating-field';
import { ReadingDates } from './reading-dates';
import { ReviewField } from './review-field';
import { StatusPicker } from './status-picker';
import { useEntryEditor } from './use-entry-editor';

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

export default function ShelfEntryEditor({
  book,
  entry,
  onClose,
  initialStatus = 'read',
  knownTags = [],
  focusReview = false,
}: ShelfEntryEditorProps) {
  const editor = useEntryEditor({ book, entry, initialStatus, onClose });
  const { form, current } = editor;
  const status = form.watch('status');
  const authors = authorNames(book);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && editor.close()}
      title={book.title}
      description={authors ? `by ${authors}` : undefined}
      className="sm:max-w-2xl"
    >
      <form onSubmit={(event) => void editor.submit(event)} noValidate className="space-y-5">
        <StatusPicker
          value={status}
          onChange={editor.chooseStatus}
          error={form.formState.errors.status?.message}
        />
        <RatingField form={form} />
        <ReadingDates form={form} status={status} />
        {current && (current.readThroughs.length > 0 || status === 'read') && (
          <ReadThroughs entry={current} onChange={editor.onReadingsChanged} />
        )}
        <ReviewField form={form} autoFocus={focusReview} />
        <EntryDetails form={form} knownTags={knownTags} />
        <EditorFooter editor={editor} onClose={onClose} />
      </form>
    </Dialog>
  );
}
