import type { BookSummary } from '@contracts/books';
import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import { percentOfPages } from '@contracts/reading-progress';
import type { ReadingProgressUpdate } from '@contracts/reading-progress.schemas';
import type { ShelfEntry, ShelfList } from '@contracts/shelves';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shelfKeys } from './shelf-keys';

type ShelfPages = InfiniteData<ShelfList>;

/** The entry as the server will answer (its rules: reading-progress.policy.ts), for at once. */
function withProgress(
  entry: ShelfEntry,
  input: ReadingProgressUpdate,
  pages: number | null,
): ShelfEntry {
  const page = input.unit === 'page' ? input.value : null;
  const percent =
    input.unit === 'percent' ? input.value : pages ? percentOfPages(input.value, pages) : null;
  const now = new Date().toISOString();
  return {
    ...entry,
    status: 'currently_reading',
    progress: { page, pages, percent, updatedAt: now },
    updatedAt: now,
  };
}

/**
 * Sets my progress through a book already on my shelf. The bar moves at once — on the book's
 * entry and on my own shelf pages — and goes back if the server refuses.
 */
export function useSetProgress(entry: ShelfEntry, pages: number | null) {
  const client = useQueryClient();
  const book: BookSummary = entry.book;
  const entryKey = shelfKeys.entry(book.id);
  const myLists = [...shelfKeys.lists(), 'me'] as const;
  return useMutation({
    mutationFn: (input: ReadingProgressUpdate) =>
      callApi(shelvesEndpoints.setProgress, { params: { workId: book.id }, body: input }),
    onMutate: async (input) => {
      await Promise.all([
        client.cancelQueries({ queryKey: entryKey }),
        client.cancelQueries({ queryKey: myLists }),
      ]);
      const previousEntry = client.getQueryData<ShelfEntry | null>(entryKey);
      const previousLists = client.getQueriesData<ShelfPages>({ queryKey: myLists });
      const next = withProgress(entry, input, pages ?? entry.progress?.pages ?? null);
      if (previousEntry) client.setQueryData<ShelfEntry | null>(entryKey, next);
      client.setQueriesData<ShelfPages>({ queryKey: myLists }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((list) => ({
                ...list,
                entries: list.entries.map((e) => (e.book.id === book.id ? next : e)),
              })),
            }
          : data,
      );
      return { previousEntry, previousLists };
    },
    onError: (_error, _input, context) => {
      if (!context) return;
      if (context.previousEntry !== undefined) client.setQueryData(entryKey, context.previousEntry);
      for (const [key, data] of context.previousLists) client.setQueryData(key, data);
    },
    onSuccess: (saved) => client.setQueryData(entryKey, saved),
    onSettled: () => client.invalidateQueries({ queryKey: shelfKeys.lists() }),
  });
}
