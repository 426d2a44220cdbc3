/**
 * The bottom of the editor, in view however long the form: the form's message, then either a
 * confirmation (discard changes, remove the book) or the remove / cancel / save buttons.
 */
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { EntryEditorState } from './use-entry-editor';

/** A confirmation's first (safe) choice takes the focus as it appears. */
const focusFirstButton = (element: HTMLDivElement | null) =>
  element?.querySelector('button')?.focus();

export function EditorFooter({
  editor,
  onClose,
}: {
  editor: EntryEditorState;
  onClose: () => void;
}) {
  const { confirming, setConfirming, formError, busy, current, isNew } = editor;
  return (
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
              onClick={() => void editor.removeEntry()}
              disabled={editor.removing}
            >
              {editor.removing && <Spinner />} Remove
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {current?.abilities.canDelete ? (
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
            <Button variant="outline" onClick={editor.close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {editor.saving && <Spinner />} {isNew ? 'Add to shelf' : 'Save'}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
