import { describe, expect, it } from 'vitest';
import { slugify, slugOrFingerprint } from './slug.js';

describe('slugify', () => {
  // What each script becomes, decided once: Latin, Greek and Cyrillic in ASCII; the others
  // keep their letters, so a URL names the person as they write their name.
  it.each([
    // Cyrillic: transliterated (ё -> yo, ий -> iy), as the library does for Russian.
    ['Фёдор Достоевский', 'fyodor-dostoevskiy'],
    ['Александр Сергеевич Грибоедов', 'aleksandr-sergeevich-griboedov'],
    // CJK: the characters themselves; no space, no hyphen; a space between names is one.
    ['村上春樹', '村上春樹'],
    ['村上 春樹', '村上-春樹'],
    ['あずま きよひこ', 'あずま-きよひこ'],
    ['신경숙', '신경숙'],
    // Arabic, Persian, Hebrew: the letters, right to left as written.
    ['نجيب محفوظ', 'نجيب-محفوظ'],
    ['أحمد مراد', 'أحمد-مراد'],
    ['الفيل الأزرق', 'الفيل-الأزرق'],
    ['محمد اسماعیل‌زاده', 'محمد-اسماعیل-زاده'],
    ['לאה נאור', 'לאה-נאור'],
    // Greek: transliterated, accents and polytonic breathings dropped.
    ['Αριστοτέλης', 'aristotelis'],
    ['Ἀριστοτέλης', 'aristotelis'],
    ['Νίκος Καζαντζάκης', 'nikos-kazantzakis'],
    // Latin with diacritics: folded, including the letters Unicode does not decompose.
    ['Bjørk Guðmundsdóttir', 'bjork-gudmundsdottir'],
    ['Nguyễn Du', 'nguyen-du'],
    ['Stanisław Lem', 'stanislaw-lem'],
    ['Kıvanç Güney', 'kivanc-guney'],
    ['La Mécanique du cœur', 'la-mecanique-du-coeur'],
    // Umlauts fold to the bare vowel, as every existing slug has them.
    ['Günter Grass', 'gunter-grass'],
    ['Charlotte Brontë', 'charlotte-bronte'],
    ['Gabriel García Márquez', 'gabriel-garcia-marquez'],
    // Latin slugs stay what they always were: initials keep their hyphens.
    ['J.R.R. Tolkien', 'j-r-r-tolkien'],
    ["Harry Potter and the Sorcerer's Stone", 'harry-potter-and-the-sorcerers-stone'],
    ['Harry Potter and the Sorcerer’s Stone', 'harry-potter-and-the-sorcerers-stone'],
    ['Pride & Prejudice', 'pride-and-prejudice'],
    ['Catch-22', 'catch-22'],
    // Scripts whose vowels are combining marks keep them.
    ['देवनागरी हिन्दी', 'देवनागरी-हिन्दी'],
    ['ภาษาไทย', 'ภาษาไทย'],
    // Mixed titles keep every part.
    ["The Qur'an / القرآن الكريم", 'the-quran-القرآن-الكريم'],
    ['NARUTO -ナルト- 巻ノ四十三', 'naruto-ナルト-巻ノ四十三'],
    // Full-width forms and ideographic spaces read as the plain ones.
    ['ＡＢＣ　ｄｅｆ', 'abc-def'],
    // Nothing to keep.
    ['???', ''],
    ['🦄 ✨', ''],
    ['', ''],
  ])('%s -> %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('gives the same slug for the composed and the decomposed spelling', () => {
    const composed = 'Nguyễn Du'.normalize('NFC');
    expect(slugify(composed.normalize('NFD'))).toBe(slugify(composed));
    expect(slugify('נאור'.normalize('NFD'))).toBe('נאור');
  });

  it('returns NFC text that survives a URL round trip', () => {
    for (const text of ['村上春樹', 'نجيب محفوظ', 'देवनागरी हिन्दी', '신경숙']) {
      const slug = slugify(text);
      expect(slug.normalize('NFC')).toBe(slug);
      expect(decodeURIComponent(encodeURIComponent(slug))).toBe(slug);
    }
  });

  it('cuts long slugs at a hyphen, never inside a character', () => {
    expect(slugify('word '.repeat(30), 22)).toBe('word-word-word-word');
    expect(slugify('a'.repeat(100), 80)).toBe('a'.repeat(80));
    // 𠮷 is one character of two UTF-16 units: 15 of them fill 30 units.
    expect(slugify('𠮷'.repeat(100), 30)).toBe('𠮷'.repeat(15));
    expect(slugify('𠮷'.repeat(100), 31)).toBe('𠮷'.repeat(15));
    // A Devanagari syllable is several code points: the cut stays within the limit, on the text.
    const syllables = slugify('क्षत्रिय'.repeat(20), 20);
    expect(syllables.length).toBeLessThanOrEqual(20);
    expect('क्षत्रिय'.repeat(20).startsWith(syllables)).toBe(true);
  });

  it('keeps every slug of a long name within the API limits (120 units)', () => {
    const longest = slugify('村上春樹'.repeat(40));
    expect(longest.length).toBeLessThanOrEqual(80);
    expect(slugify('𠮷'.repeat(100)).length).toBeLessThanOrEqual(80);
  });
});

describe('slugOrFingerprint', () => {
  it('is the slug whenever the text has a letter or digit', () => {
    expect(slugOrFingerprint('לאה נאור', 'author')).toBe('לאה-נאור');
    expect(slugOrFingerprint('1984', 'book')).toBe('1984');
  });

  it('gives texts without letters their own stable slug, never one shared fallback', () => {
    const question = slugOrFingerprint('???', 'author');
    const unicorn = slugOrFingerprint('🦄', 'author');
    expect(question).toMatch(/^author-[0-9a-f]{8}$/);
    expect(unicorn).toMatch(/^author-[0-9a-f]{8}$/);
    expect(question).not.toBe(unicorn);
    expect(slugOrFingerprint('???', 'author')).toBe(question);
    expect(slugOrFingerprint(' ??? ', 'author')).toBe(question);
    expect(slugOrFingerprint('🦄', 'book')).toMatch(/^book-[0-9a-f]{8}$/);
  });
});
