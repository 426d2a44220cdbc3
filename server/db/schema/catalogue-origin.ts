/**
 * Where a catalogue row (work, edition, author) came from, recorded when the row is created and
 * never changed by a later update: the goodbooks import, a book provider, the demo seed, a
 * reader's import (with the reader and the import) or staff. Readers add to the shared
 * catalogue when an import names a book it lacks; staff review those rows in Books quality.
 */
import { sql, type SQL } from 'drizzle-orm';
import { text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { shelfImports } from './shelves.js';

export const catalogueOrigins = [
  'goodbooks',
  'open_library',
  'google_books',
  'demo_seed',
  'reader_import',
  'staff',
] as const;
export type CatalogueOrigin = (typeof catalogueOrigins)[number];

/** The three provenance columns every catalogue table carries. */
export const originColumns = () => ({
  origin: text('origin', { enum: catalogueOrigins }).notNull(),
  /** The reader or staff member who added the row; null once their account is deleted. */
  addedBy: uuid('added_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  /** The reader's import that added the row; null once the import is no longer kept. */
  addedByImportId: uuid('added_by_import_id').references((): AnyPgColumn => shelfImports.id, {
    onDelete: 'set null',
  }),
});

/** Partial-index condition: only rows someone added carry these links (keeps set-null cheap). */
export const isSet = (column: AnyPgColumn): SQL => sql`${column} is not null`;
