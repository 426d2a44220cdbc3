import { searchQueryMaxLength } from '@contracts/search-limits';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookSearchBox } from './book-search-box';

describe('BookSearchBox', () => {
  it('takes no more text than the search accepts, so a long paste still searches', async () => {
    const onSearch = vi.fn();
    render(<BookSearchBox onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search books' });
    const actor = userEvent.setup();
    await actor.click(box);
    await actor.paste('tolkien '.repeat(40));
    await actor.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    const [query] = onSearch.mock.calls[0]!;
    expect(query).toBe('tolkien '.repeat(40).slice(0, searchQueryMaxLength).trim());
    expect(query.length).toBeLessThanOrEqual(searchQueryMaxLength);
  });
});
