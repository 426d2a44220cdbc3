/**
 * Fixing a row the import could not place: pick the right book from the catalogue, or give
 * its ISBN. The row is then imported like the others.
 */
import {
  importRowFixSchema,
  type ImportRowFix,
  type ImportRowResult,
} from '@contracts/shelf-imports';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useFixImportRow } from '@/features/shelves/api/use-fix-import-row';
import { BookPicker } from './book-picker';

type Mode = 'search' | 'isbn';

export function RowFixer({
  importId,
  row,
  onFixed,
  onCancel,
}: {
  importId: string;
  row: ImportRowResult;
  onFixed: () => void;
  onCancel: () => void;
}) {
  const fix = useFixImportRow(importId);
  const [mode, setMode] = useState<Mode>('search');
  const [isbn, setIsbn] = useState(row.row.isbn13 ?? row.row.isbn10 ?? '');
  const [isbnError, setIsbnError] = useState<string | undefined>();
  const [picking, setPicking] = useState<string | null>(null);

  const send = async (body: ImportRowFix) => {
    try {
      const fixed = await fix.mutateAsync({ rowId: row.id, fix: body });
      notify.success('Row fixed', fixed.book ? `${fixed.book.title} is on your shelf.` : undefined);
      onFixed();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'That did not work. Try again.';
      if (error instanceof ApiError && error.issues.some((i) => i.path[0] === 'isbn'))
        setIsbnError(error.issues.find((i) => i.path[0] === 'isbn')?.message ?? message);
      else notify.error(message);
    } finally {
      setPicking(null);
    }
  };

  const submitIsbn = () => {
    const parsed = importRowFixSchema.safeParse({ isbn });
    if (!parsed.success) return setIsbnError(parsed.error.issues[0]?.message);
    setIsbnError(undefined);
    void send(parsed.data);
  };

  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition',
        mode === value
          ? 'bg-surface text-foreground shadow-sm'
          : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {label}
    </button>
  );

  return (
    <div className="mt-3 space-y-4 rounded-xl border border-line bg-surface-muted/40 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div
          role="group"
          aria-label="How to find the book"
          className="inline-flex rounded-lg bg-surface-muted p-1"
        >
          {tab('search', 'Pick the book')}
          {tab('isbn', 'Enter the ISBN')}
        </div>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {mode === 'search' ? (
        <BookPicker
          initialQuery={[row.row.title, row.row.authors[0]].filter(Boolean).join(' ')}
          picking={picking}
          onPick={(book) => {
            setPicking(book.id);
            void send({ workId: book.id });
          }}
        />
      ) : (
        <div
          className="flex flex-wrap items-start gap-3"
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submitIsbn();
            }
          }}
        >
          <Field
            label="ISBN-10 or ISBN-13"
            error={isbnError}
            hint="On the back of the book or on its copyright page."
            className="min-w-56 flex-1"
          >
            {(control) => (
              <Input
                {...control}
                value={isbn}
                inputMode="numeric"
                autoComplete="off"
                onChange={(event) => setIsbn(event.target.value)}
              />
            )}
          </Field>
          <Button className="mt-6" onClick={submitIsbn} disabled={fix.isPending}>
            {fix.isPending && <Spinner />} Use this ISBN
          </Button>
        </div>
      )}
    </div>
  );
}
