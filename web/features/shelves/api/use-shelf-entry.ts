import { useQuery } from '@tanstack/react-query';
import { shelfKeys } from './shelf-keys';
import { shelfEntryLoader } from './shelf-entry-loader';

/** My entry for a book, or null when it is not shelved; asked for together with its neighbours'. */
export function useShelfEntry(workId: string, enabled: boolean) {
  return useQuery({
    queryKey: shelfKeys.entry(workId),
    queryFn: () => shelfEntryLoader.load(workId),
    enabled,
  });
}
