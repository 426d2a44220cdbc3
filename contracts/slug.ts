/**
 * URL slugs for any script: "Harry Potter and the Sorcerer's Stone" ->
 * "harry-potter-and-the-sorcerers-stone", "Фёдор Достоевский" -> "fyodor-dostoevskiy",
 * "نجيب محفوظ" -> "نجيب-محفوظ". Latin, Greek and Cyrillic are transliterated to ASCII by
 * @sindresorhus/transliterate; every other script keeps its own letters (links carry them
 * percent-encoded, browsers show them as written). contracts/slug.test.ts is the table.
 */
import transliterate from '@sindresorhus/transliterate';

/** Scripts transliterated to ASCII; a run of them may carry combining accents. */
const transliteratedRun =
  /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}][\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{M}]*/gu;

/** Polytonic Greek ("Ἀριστοτέλης"): the library knows the monotonic letters only. */
const greekWithMarks = /(\p{Script=Greek})\p{M}+/gu;

/**
 * The library writes German umlauts as "ae", "oe", "ue"; a name's language is unknown here, and
 * slugs made before it folded them to the bare vowel, so they keep doing that (Günter -> gunter).
 */
const bareUmlauts: [string, string][] = [
  ['ä', 'a'],
  ['ö', 'o'],
  ['ü', 'u'],
  ['Ä', 'A'],
  ['Ö', 'O'],
  ['Ü', 'U'],
];

/** A word of the slug: letters and digits with their marks; a mark with no letter is dropped. */
const word = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/**
 * At most `max` UTF-16 units — what the API's length limits count — without splitting a
 * character: at the last hyphen past half-way, else after the last whole grapheme.
 */
function truncate(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const graphemes: string[] = [];
  let length = 0;
  for (const { segment } of new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(slug)) {
    if (length + segment.length > max) break;
    graphemes.push(segment);
    length += segment.length;
  }
  const cut = graphemes.join('');
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > max / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/g, '');
}

/**
 * Lower-case words joined by hyphens, at most `max` UTF-16 units; apostrophes dropped, "&" read
 * as "and". Empty when the text has no letter or digit at all ("???", "🦄").
 */
export function slugify(text: string, max = 80): string {
  const words =
    text
      .normalize('NFKC')
      .replace(/['’‘`ʼ]/g, '')
      .replace(/&/g, ' and ')
      .normalize('NFD')
      .replace(greekWithMarks, '$1')
      .normalize('NFC')
      .replace(transliteratedRun, (run) => transliterate(run, { customReplacements: bareUmlauts }))
      .toLowerCase()
      .normalize('NFC')
      .match(word) ?? [];
  return truncate(words.join('-'), max);
}

/** FNV-1a over the UTF-16 code units: a short, stable fingerprint of a text, the same everywhere. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The slug of the text or, when it has no letter or digit ("???", "🦄"), `prefix` and a
 * fingerprint of the text ("author-4f1a2b3c"): never one fallback shared by different texts.
 */
export function slugOrFingerprint(text: string, prefix: string, max = 80): string {
  return slugify(text, max) || `${prefix}-${fingerprint(text.normalize('NFC').trim())}`;
}
