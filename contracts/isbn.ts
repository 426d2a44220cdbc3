/**
 * ISBNs as they come from real data: goodbooks-10k drops leading zeros and stores ISBN-13 as a
 * float (check digit lost); Goodreads exports wrap them as ="…"; StoryGraph mixes ISBN-10,
 * ISBN-13 and ASINs. These functions turn all of that into clean ISBN-10/ISBN-13 strings.
 */

/** Removes spaces, hyphens and Excel's ="…" wrapper; upper-cases a trailing x. */
export function cleanIsbnInput(raw: string | null | undefined): string {
  return (raw ?? '')
    .trim()
    .replace(/^="?|"$/g, '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
}

export function isbn10CheckDigit(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (10 - i) * Number(first9[i]);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

export function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

export function isValidIsbn10(value: string): boolean {
  return /^\d{9}[\dX]$/.test(value) && isbn10CheckDigit(value.slice(0, 9)) === value[9];
}

export function isValidIsbn13(value: string): boolean {
  return /^97[89]\d{10}$/.test(value) && isbn13CheckDigit(value.slice(0, 12)) === value[12];
}

/** ISBN-10 -> ISBN-13 (978 prefix, check digit recomputed). */
export function isbn10To13(isbn10: string): string {
  const first12 = `978${isbn10.slice(0, 9)}`;
  return first12 + isbn13CheckDigit(first12);
}

/** ISBN-13 (978 only) -> ISBN-10, or null for 979 numbers, which have no ISBN-10. */
export function isbn13To10(isbn13: string): string | null {
  if (!isbn13.startsWith('978')) return null;
  const first9 = isbn13.slice(3, 12);
  return first9 + isbn10CheckDigit(first9);
}

export interface Isbns {
  isbn10: string | null;
  isbn13: string | null;
}

/**
 * Reads whatever was given as an ISBN: a 9- or 8-digit ISBN-10 that lost its leading zeros is
 * padded, a valid ISBN-10 gives its ISBN-13 too, and anything that is not an ISBN (an ASIN, a
 * float, junk) gives nulls. Invalid check digits are refused rather than guessed.
 */
export function parseIsbn(raw: string | null | undefined): Isbns {
  const value = cleanIsbnInput(raw);
  if (/^97[89]\d{10}$/.test(value)) {
    return isValidIsbn13(value)
      ? { isbn10: isbn13To10(value), isbn13: value }
      : { isbn10: null, isbn13: null };
  }
  if (/^\d{7,9}[\dX]?$/.test(value) && value.length <= 10) {
    const padded = value.padStart(10, '0');
    if (isValidIsbn10(padded)) return { isbn10: padded, isbn13: isbn10To13(padded) };
  }
  return { isbn10: null, isbn13: null };
}

/** What a search box holds, if it is an ISBN (either form); null otherwise. */
export function isbnQuery(text: string): Isbns | null {
  const value = cleanIsbnInput(text);
  if (!/^(\d{9}[\dX]|97[89]\d{10})$/.test(value)) return null;
  const parsed = parseIsbn(value);
  return parsed.isbn13 ? parsed : null;
}
