/**
 * Cell readers shared by the Goodreads and StoryGraph mappers. A cell that cannot be read
 * becomes null (or a default) plus a warning through `warn`: a bad date or rating must never
 * cost the reader the whole book.
 */

export type Warn = (message: string) => void;

/** Trimmed, with runs of whitespace made one space ("Paul   Krueger" is a real Goodreads value). */
export function cleanLine(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

export function lineOrNull(raw: string): string | null {
  return cleanLine(raw) || null;
}

const ymd = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/;
const mdy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A calendar date as ISO yyyy-mm-dd, or null when the numbers name no real day. */
function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = year >= 1000 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : null;
}

/**
 * YYYY/MM/DD (Goodreads, StoryGraph), YYYY-MM-DD (spreadsheets) or M/D/YYYY (the reduced
 * StoryGraph file) to ISO; null for anything else. No warning: callers decide the wording.
 */
export function toIsoDate(text: string): string | null {
  const value = text.trim();
  const a = ymd.exec(value);
  if (a) return isoOf(Number(a[1]), Number(a[2]), Number(a[3]));
  const b = mdy.exec(value);
  if (b) return isoOf(Number(b[3]), Number(b[1]), Number(b[2]));
  return null;
}

/** An optional date cell; a value that is not a date is dropped with a warning. */
export function parseDate(raw: string, label: string, warn: Warn): string | null {
  const value = raw.trim();
  if (!value) return null;
  const iso = toIsoDate(value);
  if (!iso) warn(`${label} '${value}' is not a date we can read, so it was left empty`);
  return iso;
}

/**
 * Stars to our half-star scale. 0 means unrated (Goodreads writes 0 for "no rating").
 * StoryGraph's quarter stars round to the nearest half with halves going up (3.75 -> 4,
 * 4.25 -> 4.5, 0.25 -> 0.5): rounding up keeps a quarter star from becoming "unrated", and one
 * rule for every value is easier to explain than banker's rounding.
 */
export function parseRating(raw: string, warn: Warn): number | null {
  const value = raw.trim();
  if (!value) return null;
  const stars = Number(value.replace(',', '.'));
  if (!Number.isFinite(stars) || stars < 0 || stars > 5) {
    warn(`Rating '${value}' is not between 0 and 5 stars, so the book was left unrated`);
    return null;
  }
  if (stars === 0) return null;
  const rounded = Math.max(0.5, Math.round(stars * 2) / 2);
  if (rounded !== stars) warn(`Rating ${value} rounded to ${rounded}`);
  return rounded;
}

/** A whole number from 0 to `max` ("2" or "2.0"); null when empty or unreadable. */
export function parseCount(raw: string, label: string, warn: Warn, max = 1000): number | null {
  const value = raw.trim();
  if (!value) return null;
  const count = /^\d+(\.0+)?$/.test(value) ? Number.parseInt(value, 10) : NaN;
  if (Number.isNaN(count) || count > max) {
    warn(`${label} '${value}' is not a whole number we can use, so it was ignored`);
    return null;
  }
  return count;
}

/** A year, negative for BCE (Goodreads' Original Publication Year can be -750). */
export function parseYear(raw: string, label: string, warn: Warn): number | null {
  const value = raw.trim();
  if (!value) return null;
  if (!/^-?\d{1,4}(\.0+)?$/.test(value)) {
    warn(`${label} '${value}' is not a year, so it was left empty`);
    return null;
  }
  return Number.parseInt(value, 10) || null;
}

const yes = new Set(['true', 'yes', 'y', '1']);
const no = new Set(['false', 'no', 'n', '0', '']);

/** Goodreads' Spoiler (true/empty) and StoryGraph's Owned? (Yes/No). */
export function parseFlag(raw: string, label: string, warn: Warn): boolean {
  const value = raw.trim().toLowerCase();
  if (yes.has(value)) return true;
  if (!no.has(value)) warn(`${label} '${raw.trim()}' is neither yes nor no, so it was read as no`);
  return false;
}

/** A comma-separated cell as its distinct, trimmed, non-empty items, in order. */
export function splitList(raw: string): string[] {
  return [...new Set(raw.split(',').map(cleanLine).filter(Boolean))];
}

const nameSuffix = /^(jr|sr|jnr|snr|ii|iii|iv|phd|md)\.?$/i;

/** Author names from a comma-separated cell, keeping "Martin Luther King, Jr." in one piece. */
export function splitNames(raw: string): string[] {
  const names: string[] = [];
  for (const part of raw.split(',').map(cleanLine).filter(Boolean)) {
    const previous = names.length - 1;
    if (nameSuffix.test(part) && previous >= 0) names[previous] += `, ${part}`;
    else names.push(part);
  }
  return [...new Set(names)];
}
