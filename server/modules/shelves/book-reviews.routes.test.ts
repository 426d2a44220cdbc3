import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe("a book's reviews", () => {
  let t: TestApp;
  let workId: string;
  const reviewers: { username: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    [workId] = (await addBooks(t.database, [
      testBook({ title: 'Reviewed Often', authors: ['Rhea Viewer'] }),
    ])) as [string];
    // Twelve readers review it a minute apart; a thirteenth only rates it.
    for (let n = 0; n < 12; n++) {
      const { client, user } = await t.signedInClient();
      reviewers.push(user);
      await client.put(`/api/shelves/me/entries/${workId}`, {
        status: 'read',
        rating: 4,
        review: `<p>Review number ${n}</p>`,
      });
      t.clock.advanceMinutes(1);
    }
    const { client } = await t.signedInClient();
    await client.put(`/api/shelves/me/entries/${workId}`, { status: 'read', rating: 2 });
  });
  afterAll(() => t.close());

  it('lists ten a page, newest first, each with the reader who wrote it', async () => {
    const first = (await t.client().get(`/api/books/${workId}/reviews?page=1`)).json();
    expect(first.hasMore).toBe(true);
    expect(first.reviews).toHaveLength(10);
    const expected = reviewers.map((r, n) => ({ username: r.username, n })).reverse();
    for (const [index, review] of (
      first.reviews as { review: string; reviewer: { username: string } }[]
    ).entries()) {
      expect(review.reviewer.username).toBe(expected[index]!.username);
      expect(review.review).toContain(`Review number ${expected[index]!.n}`);
    }
    const second = (await t.client().get(`/api/books/${workId}/reviews?page=2`)).json();
    expect(second.hasMore).toBe(false);
    expect(
      second.reviews.map((r: { reviewer: { username: string } }) => r.reviewer.username),
    ).toEqual(expected.slice(10).map((r) => r.username));
  });
});
