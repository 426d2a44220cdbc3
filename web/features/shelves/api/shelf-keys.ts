/** The query keys of shelves, so every hook invalidates the same things. */
import { endpointUrl } from '@contracts/endpoints/endpoint';
import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import type { ImportOutcome } from '@contracts/shelf-imports';
import type { ShelfFilters } from '../lib/shelf-filters';

export const shelfKeys = {
  all: ['shelves'] as const,
  lists: () => ['shelves', 'list'] as const,
  list: (owner: 'me' | string, filters: ShelfFilters) =>
    ['shelves', 'list', owner, filters] as const,
  entries: () => ['shelves', 'entry'] as const,
  entry: (workId: string) => ['shelves', 'entry', workId] as const,
  imports: () => ['shelves', 'imports'] as const,
  recentImports: () => ['shelves', 'imports', 'recent'] as const,
  importStatus: (id: string) => ['shelves', 'imports', id, 'status'] as const,
  importPreview: (id: string) => ['shelves', 'imports', id, 'preview'] as const,
  importRows: (id: string) => ['shelves', 'imports', id, 'rows'] as const,
  importRowsOf: (id: string, outcome: ImportOutcome | null) =>
    ['shelves', 'imports', id, 'rows', outcome] as const,
};

/** Where the "Download my shelf (CSV)" link points. */
export const shelfExportUrl = endpointUrl(shelvesEndpoints.exportCsv);
