/** Bringing reviews stored under an older, looser sanitiser under today's policy. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentSanitiser } from '../../platform/content.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { resanitiseReviews } from './resanitise-reviews.js';
import { findEntry, replaceReviewIf, updateEntry } from './shelves.queries.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A shelf entry whose stored review is `review` as an older release let it through. */
async function storedReview(userId: string, review: string): Promise<string> {
  const [workId] = await addBooks(t.database, [testBook()]);
  const auth = { sessionId: 'test', userId, role: 'user', emailVerified: true } as const;
  const entry = await t.app.services.shelves.upsert(auth, workId!, {
    status: 'read',
    review: '<p>placeholder</p>',
  });
  const row = await findEntry(t.database.db, userId, entry.book.id);
  await updateEntry(t.database.db, row!.id, { review });
  return row!.id;
}

async function reviewOf(id: string): Promise<string | undefined> {
  const { rows } = await t.database.executeSql(
    'select review from user_book_shelves where id = $1',
    [id],
  );
  return (rows as { review: string }[])[0]?.review;
}

describe('resanitiseReviews', () => {
  it('cleans the reviews an older policy let through and leaves clean ones alone', async () => {
    const { db } = t.database;
    const user = await t.createUser();
    const overlay = await storedReview(
      user.id,
      '<p>Great<a href="https://evil.example"><span class="fixed inset-0 z-50">x</span></a></p>',
    );
    const pixel = await storedReview(user.id, '<p>Fine<img src="https://evil.example/p.gif"></p>');
    const clean = await storedReview(user.id, '<p>Just <em>words</em>.</p>');
    const content = createContentSanitiser({ imageUrlPrefixes: ['/uploads/'] });

    // Batches of one: the pass must walk across batch boundaries.
    const result = await resanitiseReviews(db, content, 1);

    expect(result).toEqual({ checked: 3, changed: 2 });
    expect(await reviewOf(overlay)).toBe(
      '<p>Great<a href="https://evil.example" target="_blank" rel="noopener noreferrer"><span>x</span></a></p>',
    );
    expect(await reviewOf(pixel)).toBe('<p>Fine</p>');
    expect(await reviewOf(clean)).toBe('<p>Just <em>words</em>.</p>');
    expect(await resanitiseReviews(db, content)).toEqual({ checked: 3, changed: 0 });
  });

  it('never overwrites a review a reader saved after it was read', async () => {
    const user = await t.createUser();
    const id = await storedReview(user.id, '<p>Saved by the reader just now</p>');
    expect(await replaceReviewIf(t.database.db, id, '<p>what the pass had read</p>', '')).toBe(
      false,
    );
    expect(await reviewOf(id)).toBe('<p>Saved by the reader just now</p>');
  });
});
