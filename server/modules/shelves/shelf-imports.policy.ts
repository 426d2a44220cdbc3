/**
 * The rules of reading-history imports as pure functions: whose they are, and what each stage
 * of an import allows. The service calls them; summaries carry them as abilities.
 */
import type { ImportStatus } from '../../../contracts/shelf-imports.js';
import type { Viewer } from './shelves.policy.js';

interface ImportFacts {
  userId: string;
  status: ImportStatus;
}

/** An import, its preview and its rows are its reader's alone (others get a 404, not a 403). */
export function canReadImport(viewer: Viewer, found: { userId: string }): boolean {
  return viewer !== null && viewer.userId === found.userId;
}

/** Only a previewed import starts, once; its preview can be shown again until then. */
export function canStartImport(viewer: Viewer, found: ImportFacts): boolean {
  return canReadImport(viewer, found) && found.status === 'previewed';
}

/** Rows are fixed once the import has run to its end (finished or failed), never mid-way. */
export function canFixImportRows(viewer: Viewer, found: ImportFacts): boolean {
  return (
    canReadImport(viewer, found) && (found.status === 'completed' || found.status === 'failed')
  );
}

/** What the viewer may do with an import next, sent with its summary. */
export function importAbilities(
  viewer: Viewer,
  found: ImportFacts,
): { canStart: boolean; canFixRows: boolean } {
  return {
    canStart: canStartImport(viewer, found),
    canFixRows: canFixImportRows(viewer, found),
  };
}
