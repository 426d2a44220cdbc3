import { clubMessages } from '@contracts/club-constants';
import { fieldMessages } from '@contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithApp, stubFetch } from '@/test/render';
import { ClubForm } from './club-form';
import { emptyClubForm, type ClubFormValues } from './club-form-schema';
import type { CoverChoice } from './cover-picker';

const dune = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Dune',
  authors: [{ name: 'Frank Herbert', slug: 'frank-herbert' }],
  coverUrl: null,
  rating: null,
  ratingsCount: 0,
  publishedDate: '1965',
  isbn: '9780441172719',
  seriesName: null,
  seriesNumber: null,
  path: '/book/dune/9780441172719',
  amazonUrl: null,
};

function renderForm(onSubmit = vi.fn(async (_v: ClubFormValues, _c: CoverChoice) => {})) {
  renderWithApp(
    <ClubForm
      initial={emptyClubForm()}
      initialBook={null}
      currentCover={null}
      submitLabel="Create Book Club"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const submit = () => screen.getByRole('button', { name: 'Create Book Club' });

describe('the club form', () => {
  it('says what is missing with the spec’s messages, and sends nothing', async () => {
    const actor = userEvent.setup();
    const onSubmit = renderForm();
    await actor.type(screen.getByLabelText('Club name'), 'ab');
    await actor.click(submit());
    expect(await screen.findByText(fieldMessages.clubNameTooShort)).toBeInTheDocument();
    expect(screen.getByText(clubMessages.categoryRequired)).toBeInTheDocument();
    await actor.clear(screen.getByLabelText('Club name'));
    await actor.click(screen.getByLabelText('Club name'));
    await actor.paste('x'.repeat(101));
    await actor.click(submit());
    expect(await screen.findByText(fieldMessages.clubNameTooLong)).toBeInTheDocument();
    expect(fieldMessages.clubNameTooShort).toBe('Club name must be at least 3 characters');
    expect(fieldMessages.clubNameTooLong).toBe('Club name must be less than 100 characters');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a private club with its limit, outsider view and the book picked from the catalogue', async () => {
    stubFetch({
      '/api/books/search': () => ({
        body: { books: [dune], page: 1, pageSize: 25, hasMore: false, correctedQuery: null },
      }),
    });
    const actor = userEvent.setup();
    const onSubmit = renderForm();
    await actor.type(screen.getByLabelText('Club name'), 'Desert Readers');
    await actor.selectOptions(screen.getByLabelText('Category'), 'Sci-Fi');
    await actor.click(screen.getByRole('radio', { name: /Private/ }));
    await actor.click(screen.getByRole('checkbox', { name: 'The rules' }));
    await actor.click(screen.getByRole('checkbox', { name: /Limit how many members/ }));
    const limit = screen.getByRole('spinbutton', { name: 'At most' });
    await actor.clear(limit);
    await actor.type(limit, '1');
    await actor.click(submit());
    expect(await screen.findByText(clubMessages.memberLimitTooLow)).toBeInTheDocument();
    await actor.type(limit, '2');
    await actor.type(screen.getByRole('combobox', { name: 'Current book' }), 'dune');
    const option = await screen.findByRole('option', { name: /Dune/ }, { timeout: 2000 });
    expect(option).toHaveAttribute('aria-selected', 'true');
    await actor.keyboard('{Enter}');
    expect(screen.getByText('Frank Herbert')).toBeInTheDocument();
    await actor.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Desert Readers',
      monthlyPrice: null,
      description: '',
      category: 'Sci-Fi',
      visibility: 'private',
      memberLimit: 12,
      rules: '',
      currentBookId: dune.id,
      outsiderView: { description: true, currentBook: true, rules: true, members: false },
    });
  });

  it('shows what the server refused on its field, and anything else above the button', async () => {
    const actor = userEvent.setup();
    const refusals = [
      new ApiError(400, 'VALIDATION_FAILED', clubMessages.unknownBook, {
        issues: [{ path: ['currentBookId'], message: clubMessages.unknownBook }],
      }),
      new ApiError(409, 'CONFLICT', 'Something else went wrong'),
    ];
    renderForm(
      vi.fn(async () => {
        throw refusals.shift();
      }),
    );
    await actor.type(screen.getByLabelText('Club name'), 'Night Owls');
    await actor.selectOptions(screen.getByLabelText('Category'), 'Mystery');
    await actor.click(submit());
    const book = screen.getByRole('combobox', { name: 'Current book' });
    await waitFor(() => expect(book).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(clubMessages.unknownBook)).toBeInTheDocument();
    await actor.click(submit());
    expect(await screen.findByText('Something else went wrong')).toBeInTheDocument();
  });
});
