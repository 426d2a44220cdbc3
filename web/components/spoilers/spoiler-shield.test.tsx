import type { Spoiler } from '@contracts/spoilers';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SpoilerShield } from './spoiler-shield';

const spoiler = (shielded: boolean, unit: Spoiler['unit'] = 'page', value = 120): Spoiler => ({
  workId: '0b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
  bookTitle: 'Dune',
  bookUrl: null,
  unit,
  value,
  shielded,
});

describe('SpoilerShield', () => {
  it('covers the text for a reader who is behind, until they ask to see it', async () => {
    render(
      <SpoilerShield spoiler={spoiler(true)}>
        <p>Paul drinks the Water of Life</p>
      </SpoilerShield>,
    );
    expect(screen.queryByText('Paul drinks the Water of Life')).not.toBeInTheDocument();
    const cover = screen.getByRole('button', { name: 'Spoiler for Dune, up to p. 120 — Show' });

    await userEvent.tab();
    expect(cover).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Paul drinks the Water of Life')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('writes chapters and percentages as the server does', () => {
    render(
      <>
        <SpoilerShield spoiler={spoiler(true, 'chapter', 12)}>a</SpoilerShield>
        <SpoilerShield spoiler={spoiler(true, 'percent', 75)}>b</SpoilerShield>
      </>,
    );
    expect(
      screen.getByRole('button', { name: /Spoiler for Dune, up to chapter 12/ }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /Spoiler for Dune, up to 75%/ })).toBeVisible();
  });

  it('shows the text with a small tag to a reader who is past it', () => {
    render(
      <SpoilerShield spoiler={spoiler(false)}>
        <p>Paul drinks the Water of Life</p>
      </SpoilerShield>,
    );
    expect(screen.getByText('Paul drinks the Water of Life')).toBeInTheDocument();
    expect(screen.getByText("Spoiler for Dune, up to p. 120 (you're past it)")).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves a post without a spoiler as it is', () => {
    render(<SpoilerShield spoiler={null}>plain</SpoilerShield>);
    expect(screen.getByText('plain')).toBeInTheDocument();
    expect(screen.queryByText(/Spoiler/)).not.toBeInTheDocument();
  });
});
