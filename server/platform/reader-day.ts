/**
 * The reader's calendar day. Dates a reader means ("I finished it today") are their local day:
 * at 23:30 UTC it is already tomorrow in Auckland. The web app sends its IANA time zone in
 * `readerTimeZoneHeader`; anything missing or unknown falls back to UTC, never an error.
 */
import { readerTimeZoneHeader } from '../../contracts/constants.js';

export const fallbackTimeZone = 'UTC';

// IANA names are short ASCII ("America/Argentina/Buenos_Aires", "Etc/GMT+5").
const plausibleZone = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter for the zone (cached: building one costs more than formatting), or null. */
function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  try {
    // en-CA formats a date as YYYY-MM-DD.
    const formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // Cap the cache: the header is the client's to choose.
    if (formatters.size < 1_000) formatters.set(timeZone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

/** The time zone a request names, when it is a real IANA zone; otherwise UTC. */
export function readerTimeZone(headers: Record<string, string | string[] | undefined>): string {
  const raw = headers[readerTimeZoneHeader];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value || !plausibleZone.test(value) || !formatterFor(value)) return fallbackTimeZone;
  return value;
}

/** The calendar day (YYYY-MM-DD) it is at `now` in `timeZone` (UTC when the zone is unknown). */
export function readerDay(now: Date, timeZone: string): string {
  const formatter =
    formatterFor(timeZone) ?? (formatterFor(fallbackTimeZone) as Intl.DateTimeFormat);
  const parts = Object.fromEntries(formatter.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
