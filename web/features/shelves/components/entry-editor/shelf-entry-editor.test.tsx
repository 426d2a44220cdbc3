import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { dispossessed, entryOf } from '@/features/shelves/testing/fixtures';
import type { RichTextEditorProps } from '@/components/rich-text/rich-text-editor';
import ShelfEntryEditor from './shelf-entry-editor';

// The rich-text editor has its own chunk and browser needs; here a textarea stands in for it.
vi.mock('@/components/rich-text/rich-text-editor', () => ({
  default: ({ value, onChange, labelledBy }: RichTextEditorProps) => (
    <textarea
      aria-labelledby={labelledBy}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  ),
}));

const entryUrl = `/api/shelves/me/entries/${dispossessed.id}`;

function validationError(path: string, message: string) {
  return {
    status: 400,
    body: {
      error: {
        code: 'VALIDATION_FAILED',
        message,
        details: { issues: [{ path: [path], message }] },
      },
    },
  };
}

describe('the entry editor', () => {
  it('sends only what changed and closes when saved', async () => {
    const puts: unknown[] = [];
    stubFetch({
      [entryUrl]: (_url, init) => {
        puts.push(JSON.parse(String(init?.body)));
        return { body: entryOf(dispossessed, { privateNotes: 'Lent to Sam', tags: ['anarchy'] }) };
      },
      '/api/shelves/me?': () => ({ body: {} }),
    });
    const onClose = vi.fn();
    const actor = userEvent.setup();
    renderWithApp(
      <ShelfEntryEditor book={dispossessed} entry={entryOf(dispossessed)} onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: 'The Dispossessed' })).toBeInTheDocument();
    expect(screen.getByText('Only you can see these.')).toBeInTheDocument();
    await actor.type(screen.getByLabelText('Private notes'), 'Lent to Sam');
    await actor.type(screen.getByRole('textbox', { name: 'Tags' }), 'Anarchy{Enter}');
    expect(screen.getByRole('button', { name: 'Remove tag anarchy' })).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts).toEqual([{ privateNotes: 'Lent to Sam', tags: ['anarchy'] }]);
  });

  it("leaves the dates to the server and shows its message on the date's field", async () => {
    const message = 'The date read cannot be before the date started';
    const calls = stubFetch({ [entryUrl]: () => validationError('dateRead', message) });
    const actor = userEvent.setup();
    renderWithApp(
      <ShelfEntryEditor book={dispossessed} entry={entryOf(dispossessed)} onClose={vi.fn()} />,
    );
    const dateRead = screen.getByLabelText('Date read');
    await actor.clear(dateRead);
    await actor.type(dateRead, '2025-12-31');
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(dateRead).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(1);
    // The server judges dates by the reader's calendar, so every call says which one it is.
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get('x-bookhive-time-zone')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('leaves "today" to the server: a new entry moved to a shelf sends no date', async () => {
    const puts: unknown[] = [];
    stubFetch({
      [entryUrl]: (_url, init) => {
        puts.push(JSON.parse(String(init?.body)));
        return { body: entryOf(dispossessed, { status: 'currently_reading' }) };
      },
      '/api/shelves/me?': () => ({ body: {} }),
    });
    const onClose = vi.fn();
    const actor = userEvent.setup();
    renderWithApp(<ShelfEntryEditor book={dispossessed} entry={null} onClose={onClose} />);
    await actor.click(screen.getByRole('radio', { name: 'Currently reading' }));
    expect(screen.getByLabelText('Date started')).toHaveValue('');
    await actor.click(screen.getByRole('button', { name: 'Add to shelf' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts).toEqual([{ status: 'currently_reading' }]);
  });

  it("shows the server's validation message beside its field", async () => {
    stubFetch({
      [entryUrl]: () => validationError('rating', 'Ratings are in half stars'),
    });
    const onClose = vi.fn();
    const actor = userEvent.setup();
    renderWithApp(
      <ShelfEntryEditor book={dispossessed} entry={entryOf(dispossessed)} onClose={onClose} />,
    );
    screen.getByRole('slider', { name: 'Your rating' }).focus();
    await actor.keyboard('{ArrowRight}');
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ratings are in half stars')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before throwing changes away, and records a re-read', async () => {
    const reread = entryOf(dispossessed, {
      readCount: 2,
      readThroughs: [
        ...entryOf(dispossessed).readThroughs,
        { id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b', startedOn: null, finishedOn: '2026-03-01' },
      ],
    });
    const posts: unknown[] = [];
    stubFetch({
      [`${entryUrl}/read-throughs`]: (_url, init) => {
        posts.push(JSON.parse(String(init?.body)));
        return { body: reread };
      },
      '/api/shelves/me?': () => ({ body: {} }),
    });
    const onClose = vi.fn();
    const actor = userEvent.setup();
    renderWithApp(
      <ShelfEntryEditor book={dispossessed} entry={entryOf(dispossessed)} onClose={onClose} />,
    );
    await actor.type(screen.getByLabelText('Private notes'), 'draft');
    await actor.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await actor.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();

    await actor.click(screen.getByRole('button', { name: 'I read it again' }));
    await actor.clear(screen.getByLabelText('Finished'));
    await actor.type(screen.getByLabelText('Finished'), '2026-03-01');
    await actor.click(screen.getByRole('button', { name: 'Add reading' }));
    expect(await screen.findByText('Readings (read 2 times)')).toBeInTheDocument();
    expect(screen.getByText('Finished Mar 1, 2026')).toBeInTheDocument();
    expect(posts).toEqual([{ startedOn: null, finishedOn: '2026-03-01' }]);
  });
});
