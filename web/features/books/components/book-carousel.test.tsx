import type { BookSummary } from '@contracts/books';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { BookCarousel } from './book-carousel';

function book(n: number): BookSummary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Book ${n}`,
    authors: [{ name: `Author ${n}`, slug: `author-${n}` }],
    coverUrl: null,
    rating: 4.1,
    ratingsCount: 10,
    publishedDate: '2001',
    isbn: `97800000000${String(n).padStart(2, '0')}`,
    seriesName: null,
    seriesNumber: null,
    path: `/book/book-${n}/97800000000${String(n).padStart(2, '0')}`,
    amazonUrl: n === 1 ? 'https://www.amazon.com/dp/0000000001?tag=bookhive-20' : null,
  };
}
const books = Array.from({ length: 10 }, (_, index) => book(index + 1));
const position = () => screen.getByText(/^\d+ \/ \d+$/).textContent;

describe('the landing book carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns to the next book every 5 s and wraps round', () => {
    renderWithApp(<BookCarousel books={books.slice(0, 3)} label="Books" />);
    expect(position()).toBe('1 / 3');
    act(() => vi.advanceTimersByTime(4_999));
    expect(position()).toBe('1 / 3');
    act(() => vi.advanceTimersByTime(1));
    expect(position()).toBe('2 / 3');
    act(() => vi.advanceTimersByTime(5_000));
    expect(position()).toBe('3 / 3');
    act(() => vi.advanceTimersByTime(5_000));
    expect(position()).toBe('1 / 3');
  });

  it('wraps from the first book back to the last, and hides books beyond three places', () => {
    renderWithApp(<BookCarousel books={books} label="Books" />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous book' }));
    expect(position()).toBe('10 / 10');
    expect(screen.getByRole('heading', { name: 'Book 10' })).toBeInTheDocument();
    const slides = screen.getAllByRole('group', { hidden: true });
    const hidden = slides.filter((slide) => slide.className.includes('invisible'));
    // Book 10 is selected: 7-9 and 1-3 are neighbours, 4, 5 and 6 are more than three away.
    expect(hidden.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '4 of 10',
      '5 of 10',
      '6 of 10',
    ]);
  });

  it('stops turning when paused, and the arrow keys still move it', () => {
    renderWithApp(<BookCarousel books={books} label="Books" />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop turning automatically' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Start turning automatically' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(position()).toBe('1 / 10');
    fireEvent.keyDown(screen.getByRole('region', { name: 'Books' }), { key: 'ArrowRight' });
    expect(position()).toBe('2 / 10');
  });

  it('links the selected book to its page and to Amazon by ISBN', () => {
    renderWithApp(<BookCarousel books={books} label="Books" />);
    const region = screen.getByRole('region', { name: 'Books' });
    expect(within(region).getByRole('link', { name: 'View book' })).toHaveAttribute(
      'href',
      '/book/book-1/9780000000001',
    );
    const amazon = within(region).getByRole('link', { name: /View on Amazon/ });
    expect(amazon).toHaveAttribute('href', 'https://www.amazon.com/dp/0000000001?tag=bookhive-20');
    expect(amazon).toHaveAttribute('target', '_blank');
  });

  it('stands still with a single book', () => {
    renderWithApp(<BookCarousel books={books.slice(0, 1)} label="Books" />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.queryByRole('button', { name: 'Next book' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Book 1' })).toBeInTheDocument();
  });
});
