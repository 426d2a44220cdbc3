import { fieldMessages } from '@contracts/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { MessageComposer } from './message-composer';

const dune = {
  id: '0b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
  title: 'Dune',
  authors: [{ id: 'a1', name: 'Frank Herbert', slug: 'frank-herbert' }],
  coverUrl: null,
  rating: null,
  ratingsCount: 0,
  publishedDate: null,
  isbn: null,
  seriesName: null,
  seriesNumber: null,
  path: '/book/dune/1',
  amazonUrl: null,
};

describe('the send box', () => {
  it('sends with Enter, starts a new line with Shift+Enter, and clears once sent', async () => {
    const onSend = vi.fn(async () => undefined);
    renderWithApp(<MessageComposer onSend={onSend} disabled={false} />);
    const box = screen.getByLabelText('Message');
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('First line\nsecond line');
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('First line\nsecond line', null);
    expect(box).toHaveValue('');
  });

  it('says a message is required, and keeps the text when sending fails', async () => {
    const onSend = vi.fn(async () => Promise.reject(new Error('blocked')));
    renderWithApp(<MessageComposer onSend={onSend} disabled={false} />);
    const box = screen.getByLabelText('Message');
    await userEvent.type(box, '   {Enter}');
    expect(screen.getByText(fieldMessages.contentRequired)).toBeVisible();
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, 'Hello{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello', null);
    expect(box).toHaveValue('Hello');
  });

  it('shows why it cannot send instead of the box', () => {
    renderWithApp(
      <MessageComposer onSend={vi.fn()} disabled disabledReason="You can't message this member" />,
    );
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(screen.getByText("You can't message this member")).toBeVisible();
  });

  it('marks a message as a spoiler for a book up to a page, then starts the next one unmarked', async () => {
    stubFetch({
      '/api/books/search': () => ({
        body: { books: [dune], page: 1, pageSize: 25, hasMore: false, correctedQuery: null },
      }),
    });
    const onSend = vi.fn(async () => undefined);
    renderWithApp(<MessageComposer onSend={onSend} disabled={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as a spoiler…' }));
    await userEvent.type(screen.getByLabelText('Which book does it spoil?'), 'dune');
    await userEvent.click(await screen.findByRole('button', { name: /Dune/ }));
    const page = screen.getByRole('spinbutton', { name: 'Page' });
    // The page field never empties (it starts at 1): the reader types over it.
    await userEvent.type(page, '200', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    await userEvent.type(screen.getByLabelText('Message'), 'Jamis dies.{Enter}');
    expect(onSend).toHaveBeenCalledWith('Jamis dies.', {
      workId: dune.id,
      unit: 'page',
      value: 200,
    });
    expect(screen.getByRole('button', { name: 'Mark as a spoiler…' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Message'), 'Plain.{Enter}');
    expect(onSend).toHaveBeenLastCalledWith('Plain.', null);
  });
});
