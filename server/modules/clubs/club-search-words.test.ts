/**
 * /book-clubs' postings (club_search_words, kept by a trigger on book_clubs): whatever changes a
 * club — created, renamed, made private, given a book, suspended and restored, joined and left,
 * deleted — its postings are exactly its open words with its category, count and age; and the
 * search finds a club by the start of any of its words, in every script.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClubWithHost } from '../../test/new-club.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rowsOf<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/**
 * Postings that differ from the clubs' own words (either way): none when the trigger kept up.
 * The words are derived afresh from every open club, by the derivation the trigger uses (what
 * it derives is checked word by word below, `wordsOf`).
 */
async function postingsOutOfStep(): Promise<unknown[]> {
  return rowsOf(sql`
    with derived as (
      select words.* from book_clubs c cross join lateral club_search_words_of(c) words
      where c.suspended_at is null),
    kept as (select word, club_id, category, member_count, created_at, words_bloom
      from club_search_words)
    (select 'missing' as why, * from (select * from derived except select * from kept) m)
    union all
    (select 'stale', * from (select * from kept except select * from derived) s)`);
}

async function wordsOf(clubId: string): Promise<string[]> {
  const rows = await rowsOf<{ word: string }>(
    sql`select word from club_search_words where club_id = ${clubId} order by word`,
  );
  return rows.map((row) => row.word);
}

async function found(client: TestClient, q: string): Promise<string[]> {
  const response = await client.get(`/api/clubs?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().clubs as { name: string }[]).map((club) => club.name);
}

describe('the postings follow every change of a club', () => {
  it('created, edited, made private, suspended and restored, joined and left, deleted', async () => {
    const club = await newClubWithHost(t, 'Lantern Keepers', {
      description: 'Sci-fi & mystery, the club’s way.',
    });
    // Its genre (its category) is one of its words; "&" separates; "club’s" loses its
    // apostrophe, as people type it.
    expect(await wordsOf(club.id)).toEqual([
      'clubs',
      'fi',
      'fiction',
      'keepers',
      'lantern',
      'mystery',
      'sci',
      'the',
      'way',
    ]);
    expect(await postingsOutOfStep()).toEqual([]);

    const edit = (body: object) => club.host.client.patch(`/api/clubs/${club.id}`, body);
    expect((await edit({ name: 'Lighthouse Keepers' })).statusCode).toBe(200);
    expect(await wordsOf(club.id)).toContain('lighthouse');
    expect(await wordsOf(club.id)).not.toContain('lantern');
    // A private club that hides its description is not found by it.
    const hidden = await edit({
      visibility: 'private',
      outsiderView: { description: false, currentBook: false, rules: false, members: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await wordsOf(club.id)).toEqual(['fiction', 'keepers', 'lighthouse']);
    expect(await edit({ visibility: 'public' })).toMatchObject({ statusCode: 200 });
    expect(await postingsOutOfStep()).toEqual([]);

    const joiner = await t.signedInMember();
    await joiner.client.post(`/api/clubs/${club.id}/membership`);
    const counts = await rowsOf<{ member_count: number }>(
      sql`select distinct member_count from club_search_words where club_id = ${club.id}`,
    );
    expect(counts).toEqual([{ member_count: 2 }]);
    await joiner.client.delete(`/api/clubs/${club.id}/membership`);
    expect(await postingsOutOfStep()).toEqual([]);

    await t.database.db.execute(
      sql`update book_clubs set suspended_at = now() where id = ${club.id}`,
    );
    expect(await wordsOf(club.id)).toEqual([]);
    await t.database.db.execute(
      sql`update book_clubs set suspended_at = null where id = ${club.id}`,
    );
    expect(await wordsOf(club.id)).toContain('lighthouse');
    expect(await postingsOutOfStep()).toEqual([]);

    await t.database.db.execute(sql`delete from book_clubs where id = ${club.id}`);
    expect(await wordsOf(club.id)).toEqual([]);
    expect(await postingsOutOfStep()).toEqual([]);
  });
});

describe('finding a club by the start of its words', () => {
  it('in any case and script, split at punctuation, never inside a word', async () => {
    const names = [
      'Sci-Fi Lovers of Oslo',
      'Café Émile Readers',
      'نادي الكتاب العربي',
      '读书俱乐部',
      'Книжный клуб',
    ];
    for (const name of names) await newClubWithHost(t, name);
    const visitor = t.client();
    // (Every club here is in Fiction, whose name starts with "fi" too.)
    expect(await found(visitor, 'fi osl')).toEqual(['Sci-Fi Lovers of Oslo']);
    expect(await found(visitor, 'SCI-FI')).toEqual(['Sci-Fi Lovers of Oslo']);
    expect(await found(visitor, 'lov osl')).toEqual(['Sci-Fi Lovers of Oslo']);
    // Inside a word is not a start.
    expect(await found(visitor, 'overs')).toEqual([]);
    expect(await found(visitor, 'émi')).toEqual(['Café Émile Readers']);
    expect(await found(visitor, 'CAFÉ')).toEqual(['Café Émile Readers']);
    expect(await found(visitor, 'الكتا')).toEqual(['نادي الكتاب العربي']);
    expect(await found(visitor, 'العر نادي')).toEqual(['نادي الكتاب العربي']);
    expect(await found(visitor, 'readers émile caf')).toEqual(['Café Émile Readers']);
    expect(await found(visitor, 'readers emile')).toEqual([]);
    // Chinese runs its words together: each character is a word's start.
    expect(await found(visitor, '俱乐部')).toEqual(['读书俱乐部']);
    expect(await found(visitor, 'клуб')).toEqual(['Книжный клуб']);
    expect(await found(visitor, 'КНИЖ')).toEqual(['Книжный клуб']);
  });
});

describe('a word’s bits in the Bloom filter (club_word_bits)', () => {
  /** Whether every bit of `start`'s is set in `word`'s. */
  async function within(start: string, word: string): Promise<boolean> {
    const [row] = await rowsOf<{ within: boolean }>(
      sql`select (club_word_bits(${word}) & club_word_bits(${start})) = club_word_bits(${start})
        as within`,
    );
    return row!.within;
  }

  it('are within the bits of every word it starts, in any script', async () => {
    for (const word of ['readers', 'lighthouse', 'émile', 'الكتاب', 'книжный', '俱乐部']) {
      const letters = [...word];
      for (let length = 1; length <= letters.length; length++)
        expect(await within(letters.slice(0, length).join(''), word)).toBe(true);
    }
  });

  it('tell words apart by their first five letters, not only three', async () => {
    expect(await within('reader', 'reading')).toBe(false);
    expect(await within('reading', 'readers')).toBe(false);
    expect(await within('read', 'reading')).toBe(true);
  });
});
