/**
 * My shelf entries, fetched together: a page of 25 results mounts 25 shelving buttons in one
 * render, and DataLoader gathers their requests into one GET /api/shelves/me/entries?workIds=…
 */
import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import type { ShelfEntry } from '@contracts/shelves';
import DataLoader from 'dataloader';
import { callApi } from '@/lib/api-client';

/** The server's limit per request. */
const maxBatchSize = 100;

async function loadEntries(workIds: readonly string[]): Promise<(ShelfEntry | null)[]> {
  const { entries } = await callApi(shelvesEndpoints.myEntries, {
    query: { workIds: workIds.join(',') },
  });
  const byWork = new Map(entries.map((entry) => [entry.book.id, entry]));
  return workIds.map((id) => byWork.get(id) ?? null);
}

// No cache of its own: TanStack Query keeps each entry, and refetches when one changes.
export const shelfEntryLoader = new DataLoader(loadEntries, { cache: false, maxBatchSize });
