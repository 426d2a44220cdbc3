import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { dispossessed, entryOf, reader } from '../testing/fixtures';
import { BookProgress } from './book-progress';
import { ShelfControls } from './shelf-controls';

const progressUrl = `/api/shelves/me/entries/${dispossessed.id}/progress`;
const reading = entryOf(dispossessed, {
  status: 'currently_reading',
  dateRead: null,
  progress: { page: 120, pages: 320, percent: 37, updatedAt: '2026-11-20T10:00:00.000Z' },
});

function renderBookPageControls(save: (body: unknown) => { status?: number; body?: unknown }) {
  const calls = stubFetch({
    '/api/auth/session': () => ({ body: { user: reader } }),
    [progressUrl]: (_url, init) => save(JSON.parse(String(init?.body))),
    '/api/shelves/me/entries?': () => ({ body: { entries: [reading] } }),
  });
  renderWithApp(
    <>
      <ShelfControls book={dispossessed} />
      <BookProgress book={dispossessed} pages={320} />
    </>,
  );
  return calls;
}

const bar = () =>
  screen.findByRole('progressbar', { name: 'Reading progress of The Dispossessed' });

describe('the reading progress control', () => {
  it('shows how far I am and saves a page with Enter, moving the bar at once', async () => {
    const bodies: unknown[] = [];
    renderBookPageControls((body) => {
      bodies.push(body);
      return {
        body: {
          ...reading,
          progress: { page: 200, pages: 320, percent: 62, updatedAt: '2026-11-21T10:00:00.000Z' },
        },
      };
    });
    const actor = userEvent.setup();
    expect(await bar()).toHaveAttribute('aria-valuetext', 'p. 120 of 320 · 37%');
    await actor.click(screen.getByRole('button', { name: 'Update progress of The Dispossessed' }));
    const input = await screen.findByLabelText('Page reached');
    expect(input).toHaveFocus();
    expect(screen.getByText('Of 320 pages')).toBeInTheDocument();
    await actor.clear(input);
    await actor.type(input, '200{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ unit: 'page', value: 200 }]);
    expect(await bar()).toHaveAttribute('aria-valuetext', 'p. 200 of 320 · 62%');
  });

  it('says what is wrong under the number, before and after asking the server', async () => {
    renderBookPageControls(() => ({
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'A percent goes from 0 to 100' } },
    }));
    const actor = userEvent.setup();
    await actor.click(
      await screen.findByRole('button', { name: 'Update progress of The Dispossessed' }),
    );
    const input = await screen.findByLabelText('Page reached');
    await actor.clear(input);
    await actor.type(input, '400{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This book has 320 pages');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The server's refusal comes back inline too, and the bar goes back to where it was.
    await actor.click(screen.getByRole('radio', { name: 'Percent' }));
    const percent = screen.getByLabelText('Percent read');
    await actor.clear(percent);
    await actor.type(percent, '50{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('A percent goes from 0 to 100');
    // (The dialog hides the page from assistive tech, so the words are read by their test id.)
    expect(screen.getByTestId('progress-words')).toHaveTextContent('p. 120 of 320 · 37%');
  });
});
