import type { BookSummary } from '@contracts/books';
import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import type { ShelfEntry, ShelfEntryUpdate } from '@contracts/shelves';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { refreshBookQueries } from '@/lib/query-client';
import { shelfKeys } from './shelf-keys';

/** What the entry will look like once the server has it, so the controls answer at once. */
function optimistic(
  book: BookSummary,
  current: ShelfEntry | null,
  update: ShelfEntryUpdate,
): ShelfEntry {
  const now = new Date().toISOString();
  const base: ShelfEntry = current ?? {
    id: `pending-${book.id}`,
    book,
    status: 'want_to_read',
    rating: null,
    review: '',
    reviewHasSpoilers: false,
    privateNotes: '',
    ownedCopies: 0,
    dateStarted: null,
    dateRead: null,
    readCount: 0,
    readThroughs: [],
    tags: [],
    progress: null,
    createdAt: now,
    updatedAt: now,
    // Until the server answers: the reader's own new entry, which its answer will confirm.
    abilities: { canEdit: true, canDelete: true },
  };
  const defined = Object.fromEntries(
    Object.entries(update).filter(([, value]) => value !== undefined),
  ) as Partial<ShelfEntry>;
  return { ...base, ...defined, updatedAt: now };
}

/**
 * Shelves a book or changes its entry. The book's entry
 * changes in the cache at once and goes back if the server refuses.
 */
export function useSaveShelfEntry(book: BookSummary) {
  const client = useQueryClient();
  const key = shelfKeys.entry(book.id);
  const mutationKey = [...key, 'save'];
  // Quick changes (arrow keys over the stars) overlap: only the last one to answer speaks for
  // the server, or an earlier answer would put back a rating the reader has already changed.
  const lastInFlight = () => client.isMutating({ mutationKey }) === 1;
  return useMutation({
    mutationKey,
    mutationFn: (update: ShelfEntryUpdate) =>
      callApi(shelvesEndpoints.saveEntry, { params: { workId: book.id }, body: update }),
    onMutate: async (update) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<ShelfEntry | null>(key);
      client.setQueryData<ShelfEntry | null>(key, optimistic(book, previous ?? null, update));
      return { previous };
    },
    onError: (_error, _update, context) => {
      if (context?.previous !== undefined) client.setQueryData(key, context.previous);
      else void client.invalidateQueries({ queryKey: key });
    },
    onSuccess: (entry) => {
      if (lastInFlight()) client.setQueryData(key, entry);
    },
    // The book's Bookhive ratings and reviews change with the entry, wherever they are shown.
    onSettled: async () => {
      if (!lastInFlight()) return;
      await Promise.all([
        client.invalidateQueries({ queryKey: shelfKeys.lists() }),
        refreshBookQueries(client),
      ]);
    },
  });
}
