/**
 * Which app wrote a file, from its header row's column names (never positions): Goodreads
 * (31-, 24- or 23-column layouts) or StoryGraph (23 columns, or the reduced 8-column file).
 * A file that is neither gets an error telling the reader what is missing.
 */
import { errors } from '../../../platform/errors.js';
import { normaliseHeader } from './columns.js';
import { goodreadsMarkerNames } from './goodreads.js';
import type { ExportSource } from './parsed-row.js';
import { storygraphMarkerNames } from './storygraph.js';

const notAnExport = (why: string) =>
  errors.validation(`This file doesn't look like a Goodreads or StoryGraph export: ${why}.`);

/** The source whose own columns the header has most of; throws a validation error otherwise. */
export function detectSource(header: readonly string[]): ExportSource {
  const names = new Set(header.map(normaliseHeader));
  const has = (name: string) => names.has(normaliseHeader(name));
  if (!has('Title')) throw notAnExport('it has no Title column');
  const goodreads = goodreadsMarkerNames.filter(has).length;
  const storygraph = storygraphMarkerNames.filter(has).length;
  if (goodreads === 0 && storygraph === 0) {
    throw notAnExport(
      "it has a Title column but none of Goodreads' columns (Book Id, Exclusive Shelf, My " +
        "Rating…) or StoryGraph's (ISBN/UID, Read Status, Star Rating…)",
    );
  }
  if (goodreads === storygraph) {
    throw notAnExport(
      'it has as many Goodreads columns as StoryGraph ones, so we cannot tell which it is',
    );
  }
  return goodreads > storygraph ? 'goodreads' : 'storygraph';
}
