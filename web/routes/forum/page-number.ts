/** `?page=N` as a page number: 1 when missing or not a whole number from 1. */
export function pageNumber(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1;
}
