/**
 * /book-clubs search over HTTP (issue 11, item 4): by name, description or the current book's
 * title, by category pill, sorted by members or newest, the member's own clubs first, 20 a page;
 * a private club's hidden description is not searchable, a suspended club is not listed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
let owner: TestClient;
let reader: TestClient;
const ids: Record<string, string> = {};

async function create(client: TestClient, body: object) {
  const response = await client.post('/api/clubs', { category: 'Fiction', ...body });
  expect(response.statusCode, response.body).toBe(201);
  // Newest first needs distinct creation times.
  t.clock.advanceMinutes(1);
  return response.json().club as { id: string; slug: string };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = (await t.signedInClient()).client;
  reader = (await t.signedInClient()).client;
  const [dune = ''] = await addBooks(t.database, [testBook({ title: 'Dune Messiah' })]);
  ids.mystery = (await create(owner, { name: 'Cozy Mystery Circle', category: 'Mystery' })).id;
  ids.spice = (
    await create(owner, { name: 'Arrakis Readers', category: 'Sci-Fi', currentBookId: dune })
  ).id;
  ids.secret = (
    await create(owner, {
      name: 'Hidden Garden',
      description: 'We whisper about tulips.',
      visibility: 'private',
      outsiderView: { description: false, currentBook: false, rules: false, members: false },
    })
  ).id;
  ids.described = (
    await create(owner, { name: 'Morning Pages', description: 'Tulips and memoirs at dawn.' })
  ).id;
  ids.popular = (await create(owner, { name: 'Big Fiction Club' })).id;
  for (let i = 0; i < 3; i++) {
    const { client } = await t.signedInClient();
    await client.post(`/api/clubs/${ids.popular}/membership`);
  }
  ids.mine = (await create(owner, { name: 'Tiny Fiction Club' })).id;
  await reader.post(`/api/clubs/${ids.mine}/membership`);
  ids.suspended = (await create(owner, { name: 'Suspended Fiction Club' })).id;
  await t.database.db.execute(
    sql`update book_clubs set suspended_at = now() where id = ${ids.suspended}`,
  );
});
afterAll(() => t.close());

async function search(client: TestClient, query: string) {
  const response = await client.get(`/api/clubs?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    clubs: { id: string; name: string; description: string }[];
    hasMore: boolean;
    pageSize: number;
  };
}
const names = (page: { clubs: { name: string }[] }) => page.clubs.map((club) => club.name);

describe('finding clubs', () => {
  it('by name, any case, every word', async () => {
    expect(names(await search(t.client(), 'q=cozy'))).toEqual(['Cozy Mystery Circle']);
    expect(names(await search(t.client(), 'q=FICTION+tiny'))).toEqual(['Tiny Fiction Club']);
    expect(names(await search(t.client(), 'q=100%25'))).toEqual([]);
  });

  it('by genre: the name of its category', async () => {
    expect(names(await search(t.client(), 'q=sci'))).toEqual(['Arrakis Readers']);
    expect(names(await search(t.client(), 'q=myst'))).toEqual(['Cozy Mystery Circle']);
    // Neither its name nor its description says "fiction": its category does.
    expect(names(await search(t.client(), 'q=fiction+morning'))).toEqual(['Morning Pages']);
  });

  it('by the singular or the plural of a word', async () => {
    expect(names(await search(t.client(), 'q=mysteries'))).toEqual(['Cozy Mystery Circle']);
    expect(names(await search(t.client(), 'q=circles+cozy'))).toEqual(['Cozy Mystery Circle']);
    expect(names(await search(t.client(), 'q=clubs+tiny'))).toEqual(['Tiny Fiction Club']);
    expect(names(await search(t.client(), 'q=mornings'))).toEqual(['Morning Pages']);
  });

  it('by the current book’s title', async () => {
    expect(names(await search(t.client(), 'q=messiah'))).toEqual(['Arrakis Readers']);
  });

  it('by description, unless a private club hides it', async () => {
    expect(names(await search(t.client(), 'q=tulips'))).toEqual(['Morning Pages']);
    const listed = await search(t.client(), 'q=hidden');
    expect(listed.clubs).toMatchObject([{ name: 'Hidden Garden', description: '' }]);
  });

  it('by category pill; All is every category', async () => {
    expect(names(await search(t.client(), 'category=Sci-Fi'))).toEqual(['Arrakis Readers']);
    expect(names(await search(t.client(), `category=${encodeURIComponent("Children's")}`))).toEqual(
      [],
    );
    expect((await search(t.client(), 'category=All')).clubs).toHaveLength(6);
    expect((await t.client().get('/api/clubs?category=Poetry')).statusCode).toBe(400);
  });

  it('sorted by members or newest, never listing a suspended club', async () => {
    const byMembers = names(await search(t.client(), 'q=club'));
    expect(byMembers).toEqual(['Big Fiction Club', 'Tiny Fiction Club']);
    const newest = names(await search(t.client(), 'q=club&sort=newest'));
    expect(newest).toEqual(['Tiny Fiction Club', 'Big Fiction Club']);
  });

  it('lists a member’s own clubs first', async () => {
    expect(names(await search(reader, 'q=club'))).toEqual([
      'Tiny Fiction Club',
      'Big Fiction Club',
    ]);
    const all = names(await search(reader, ''));
    expect(all[0]).toBe('Tiny Fiction Club');
    expect(new Set(all).size).toBe(all.length);
  });

  it('shows on each card where the member stands: in, asked or neither', async () => {
    const asker = (await t.signedInClient()).client;
    await asker.post(`/api/clubs/${ids.mine}/membership`);
    await asker.post(`/api/clubs/${ids.secret}/membership`);
    const cards = (await asker.get('/api/clubs')).json().clubs as {
      name: string;
      membership: { role: string; status: string } | null;
    }[];
    const standing = Object.fromEntries(cards.map((card) => [card.name, card.membership]));
    expect(standing).toMatchObject({
      'Tiny Fiction Club': { role: 'member', status: 'approved' },
      'Hidden Garden': { role: 'member', status: 'pending' },
      'Big Fiction Club': null,
    });
    const seenByVisitor = (await t.client().get('/api/clubs')).json().clubs;
    expect(seenByVisitor.every((card: { membership: unknown }) => card.membership === null)).toBe(
      true,
    );
  });
});

describe('a suspended club', () => {
  it('is a 404 for members and visitors, and there for staff with clubs_view', async () => {
    const slug = 'suspended-fiction-club';
    expect((await t.client().get(`/api/clubs/by-slug/${slug}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/clubs/by-slug/${slug}`)).statusCode).toBe(404);
    expect((await owner.post(`/api/clubs/${ids.suspended}/membership`)).statusCode).toBe(404);
    const admin = (await t.signedInClient('admin')).client;
    const seen = await admin.get(`/api/clubs/by-slug/${slug}`);
    expect(seen.json()).toMatchObject({
      club: { suspended: true },
      joinRefusal: 'suspended',
      abilities: { edit: true, join: false },
    });
  });
});

describe('pages of 20', () => {
  it('pages through every club once, own clubs first, whatever the page', async () => {
    const host = (await t.signedInClient()).client;
    const joiner = (await t.signedInClient()).client;
    const made: string[] = [];
    for (let i = 0; i < 45; i++)
      made.push((await create(host, { name: `Paged club ${i}`, category: 'History' })).id);
    for (const id of [made[3], made[30], made[44]])
      await joiner.post(`/api/clubs/${id}/membership`);
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const response = (
        await joiner.get(`/api/clubs?category=History&sort=newest&page=${page}`)
      ).json();
      expect(response.pageSize).toBe(20);
      expect(response.hasMore).toBe(page < 3);
      seen.push(...response.clubs.map((club: { id: string }) => club.id));
    }
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect(seen.slice(0, 3)).toEqual([made[44], made[30], made[3]]);
    expect(seen.slice(3, 6)).toEqual([made[43], made[42], made[41]]);
  });
});
