import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { failedRow, importSummary } from '@/features/shelves/testing/fixtures';
import { ImportCenter } from './import-center';

const summary = importSummary();
const importUrl = `/api/shelves/me/imports/${summary.id}`;

describe('the import page', () => {
  it('sends only .csv files of up to 10 MB', async () => {
    const calls = stubFetch({ '/api/shelves/me/imports': () => ({ body: { imports: [] } }) });
    const actor = userEvent.setup({ applyAccept: false });
    renderWithApp(<ImportCenter />, { route: '/book-shelf/import' });
    const input = screen.getByLabelText('Your export file (CSV)');

    await actor.upload(input, new File(['Title\n'], 'library.xlsx'));
    expect(await screen.findByText(/“library\.xlsx” is not a CSV file/)).toBeInTheDocument();

    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await actor.upload(input, big);
    expect(
      await screen.findByText(/“big\.csv” is 11\.0 MB\. Files can be up to 10 MB\./),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(0);
  });

  it('reads a dropped file and shows its preview', async () => {
    const preview = {
      ...importSummary({
        status: 'previewed',
        totalRows: 2,
        processedRows: 0,
        abilities: { canStart: true, canFixRows: false },
      }),
      columns: [
        { column: 'Title', field: 'title' },
        { column: 'Author l-f', field: null },
      ],
      unreadable: [{ rowNumber: 2, reason: 'This row has no title and no ISBN.' }],
      sample: [{ ...failedRow.row, title: 'The Dispossessed', authors: ['Ursula K. Le Guin'] }],
      statusCounts: { want_to_read: 1, currently_reading: 0, read: 0, did_not_finish: 0 },
    };
    const calls = stubFetch({
      [importUrl]: () => ({ body: preview }),
      '/api/shelves/me/imports': (_url, init) =>
        init?.method === 'POST' ? { body: preview } : { body: { imports: [] } },
    });
    renderWithApp(<ImportCenter />, { route: '/book-shelf/import' });
    const zone = screen.getByText('Drag your export file here').parentElement!;
    const file = new File(['Title\nThe Dispossessed\n'], 'goodreads.csv', { type: 'text/csv' });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(await screen.findByRole('heading', { name: 'Check your import' })).toBeInTheDocument();
    expect(screen.getByText('Row 2:')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Author l-f Not imported' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 book' })).toBeEnabled();
    const upload = calls.find((c) => c.init?.method === 'POST');
    expect((upload?.init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('shows the progress while the import runs, then what became of each row', async () => {
    let polls = 0;
    stubFetch({
      [`${importUrl}/rows`]: () => ({ body: { rows: [failedRow], page: 1, hasMore: false } }),
      [importUrl]: () => {
        polls++;
        return {
          body:
            polls === 1
              ? importSummary({
                  status: 'running',
                  totalRows: 326,
                  processedRows: 100,
                  abilities: { canStart: false, canFixRows: false },
                })
              : importSummary({ totalRows: 326, processedRows: 326 }),
        };
      },
      '/api/shelves/me/imports': () => ({ body: { imports: [summary] } }),
    });
    renderWithApp(<ImportCenter />, { route: `/book-shelf/import?id=${summary.id}` });
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuemax', '326');
    expect(screen.getByText('100 of 326 records')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Import finished' }, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 Needs your help' })).toBeInTheDocument();
    expect(await screen.findByText('A Book Nobody Knows')).toBeInTheDocument();
  });

  it('fixes a row by its ISBN', async () => {
    const patches: unknown[] = [];
    stubFetch({
      [`${importUrl}/rows/${failedRow.id}`]: (_url, init) => {
        patches.push(JSON.parse(String(init?.body)));
        return {
          body: {
            ...failedRow,
            outcome: 'matched',
            message: null,
            book: {
              id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
              title: 'The Left Hand of Darkness',
              path: '/book/the-left-hand-of-darkness/9780441478125',
            },
          },
        };
      },
      [`${importUrl}/rows`]: () => ({ body: { rows: [failedRow], page: 1, hasMore: false } }),
      [importUrl]: () => ({ body: summary }),
      '/api/shelves/me/imports': () => ({ body: { imports: [summary] } }),
      '/api/books/search': () => ({
        body: { books: [], page: 1, pageSize: 25, hasMore: false, correctedQuery: null },
      }),
    });
    const actor = userEvent.setup();
    renderWithApp(<ImportCenter />, { route: `/book-shelf/import?id=${summary.id}` });
    await actor.click(await screen.findByRole('button', { name: 'Fix' }));
    await actor.click(screen.getByRole('button', { name: 'Enter the ISBN' }));
    const isbn = screen.getByLabelText('ISBN-10 or ISBN-13');
    await actor.type(isbn, '12');
    await actor.click(screen.getByRole('button', { name: 'Use this ISBN' }));
    expect(screen.getByText('Enter an ISBN-10 or ISBN-13')).toBeInTheDocument();
    await actor.clear(isbn);
    await actor.type(isbn, '978-0-441-47812-5');
    await actor.click(screen.getByRole('button', { name: 'Use this ISBN' }));
    expect(
      await screen.findByRole('link', { name: 'View The Left Hand of Darkness' }),
    ).toHaveAttribute('href', '/book/the-left-hand-of-darkness/9780441478125');
    await waitFor(() =>
      expect(screen.queryByLabelText('ISBN-10 or ISBN-13')).not.toBeInTheDocument(),
    );
    expect(patches).toEqual([{ isbn: '978-0-441-47812-5' }]);
  });
});
