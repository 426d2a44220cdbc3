/**
 * Addresses inside Admin → Clubs: a club opened (`?club={id}`) keeps the list's search beside
 * it, so "All clubs" goes back to the same page of the same search.
 */
import { paths } from '@contracts/paths';

const section = paths.adminSection('clubs');

/** The club opened over the list's search `params`. */
export function clubLink(params: URLSearchParams, clubId: string): string {
  const next = new URLSearchParams(params);
  next.set('club', clubId);
  return `${section}?${next}`;
}

/** The list, with the search it was opened from. */
export function listLink(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete('club');
  const query = next.toString();
  return query ? `${section}?${query}` : section;
}
