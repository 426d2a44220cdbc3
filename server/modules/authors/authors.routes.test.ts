import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('authors API', () => {
  let t: TestApp;
  let works: string[];

  beforeAll(async () => {
    t = await createTestApp();
    works = await addBooks(t.database, [
      testBook({
        title: 'Pride and Prejudice',
        authors: ['Jane Austen'],
        sourceRatingsCount: 2_000_000,
      }),
      testBook({ title: 'Emma', authors: ['Jane Austen'], sourceRatingsCount: 500_000 }),
      testBook({ title: 'Persuasion', authors: ['Jane Austen'], sourceRatingsCount: 300_000 }),
      testBook({ title: 'The Hobbit', authors: ['J.R.R. Tolkien'], sourceRatingsCount: 2_500_000 }),
      testBook({
        title: 'Good Omens',
        authors: ['Terry Pratchett', 'Neil Gaiman'],
        sourceRatingsCount: 400_000,
      }),
      testBook({
        title: 'Cien años de soledad',
        authors: ['Gabriel García Márquez'],
        sourceRatingsCount: 700_000,
      }),
    ]);
  });
  afterAll(() => t.close());

  it('lists the most read authors with their counts and best-known books', async () => {
    const { authors } = (await t.client().get('/api/authors')).json();
    expect(authors.map((a: { name: string }) => a.name).slice(0, 2)).toEqual([
      'J.R.R. Tolkien',
      'Jane Austen',
    ]);
    expect(authors.find((a: { name: string }) => a.name === 'Jane Austen')).toMatchObject({
      slug: 'jane-austen',
      bookCount: 3,
      verified: false,
      knownFor: ['Pride and Prejudice', 'Emma'],
    });
  });

  it('finds authors by part of the name, ignoring accents and small typos', async () => {
    const names = async (q: string) =>
      (await t.client().get(`/api/authors?q=${encodeURIComponent(q)}`))
        .json()
        .authors.map((a: { name: string }) => a.name);
    expect(await names('austen')).toEqual(['Jane Austen']);
    expect(await names('garcia marquez')).toContain('Gabriel García Márquez');
    expect(await names('tolkein')).toContain('J.R.R. Tolkien');
    expect(await names('zzzzzz')).toEqual([]);
  });

  it("shows an author's page with their books, most popular first", async () => {
    const page = (await t.client().get('/api/authors/jane-austen')).json();
    expect(page.author).toMatchObject({ name: 'Jane Austen', bookCount: 3 });
    expect(page.books.map((b: { title: string }) => b.title)).toEqual([
      'Pride and Prejudice',
      'Emma',
      'Persuasion',
    ]);
    expect(page.abilities).toEqual({ claimBooks: false, edit: false });
    expect((await t.client().get('/api/authors/nobody-here')).statusCode).toBe(404);
    // Staff with the author-pages permission may edit any page; other staff may not.
    for (const [role, edit] of [
      ['content_admin', true],
      ['support_admin', false],
      ['user', false],
    ] as const) {
      const { client } = await t.signedInClient(role);
      expect((await client.get('/api/authors/jane-austen')).json().abilities, role).toEqual({
        claimBooks: false,
        edit,
      });
    }
  });

  it('resolves /{slug} to an author page when no reader has that username', async () => {
    expect((await t.client().get('/api/slugs/jane-austen')).json()).toEqual({
      kind: 'author',
      slug: 'jane-austen',
    });
  });

  it('takes one verification request at a time and shows it on the dashboard', async () => {
    const { client } = await t.signedInClient();
    const tooShort = await client.post('/api/authors/verification-requests', {
      authorName: 'Jane Austen',
      evidence: 'It is me',
    });
    expect(tooShort.json().error.message).toBe(
      'Tell us a little more (at least 30 characters) so the team can check it is you',
    );
    const missingPage = await client.post('/api/authors/verification-requests', {
      authorSlug: 'no-such-author',
      authorName: 'Nobody',
      evidence: 'x'.repeat(40),
    });
    expect(missingPage.statusCode).toBe(404);
    const request = {
      authorSlug: 'jane-austen',
      authorName: 'Jane Austen',
      evidence: 'I wrote these books; my publisher can confirm it by e-mail.',
      links: ['https://janeausten.example'],
    };
    expect((await client.post('/api/authors/verification-requests', request)).statusCode).toBe(201);
    expect(
      (await client.post('/api/authors/verification-requests', request)).json().error.message,
    ).toBe('You already have a verification request waiting for review.');
    const dashboard = (await client.get('/api/authors/me/dashboard')).json();
    expect(dashboard.author).toBeNull();
    expect(dashboard.requests).toHaveLength(1);
    expect(dashboard.requests[0]).toMatchObject({
      status: 'pending',
      author: { slug: 'jane-austen' },
      links: ['https://janeausten.example'],
    });
    expect(dashboard.abilities).toEqual({ requestVerification: false, claimBooks: false });
    expect((await client.post('/api/authors/book-claims', { workId: works[0] })).statusCode).toBe(
      403,
    );
  });

  it('lets a verified author claim a book once, but not one already on their page', async () => {
    const { client, user } = await t.signedInClient();
    await t.database.executeSql('update authors set verified_user_id = $1 where slug = $2', [
      user.id,
      'neil-gaiman',
    ]);
    const dashboard = (await client.get('/api/authors/me/dashboard')).json();
    expect(dashboard.author).toMatchObject({ name: 'Neil Gaiman', verified: true });
    expect(dashboard.books.map((b: { title: string }) => b.title)).toEqual(['Good Omens']);
    expect(dashboard.abilities).toEqual({ requestVerification: false, claimBooks: true });
    expect(
      (await client.post('/api/authors/book-claims', { workId: works[4] })).json().error.message,
    ).toBe('This book is already on your author page.');
    expect(
      (
        await client.post('/api/authors/book-claims', {
          workId: works[3],
          note: 'I wrote the foreword of this edition.',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await client.post('/api/authors/book-claims', { workId: works[3] })).json().error.message,
    ).toBe('You have already claimed this book.');
    const claims = (await client.get('/api/authors/me/dashboard')).json().claims;
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      status: 'pending',
      note: 'I wrote the foreword of this edition.',
      book: { title: 'The Hobbit' },
    });
    expect((await client.get('/api/authors/neil-gaiman')).json().abilities).toEqual({
      claimBooks: true,
      edit: true,
    });
    expect(
      (
        await client.post('/api/authors/verification-requests', {
          authorName: 'Neil',
          evidence: 'x'.repeat(40),
        })
      ).json().error.message,
    ).toBe('Your account is already verified as Neil Gaiman.');
  });
});
