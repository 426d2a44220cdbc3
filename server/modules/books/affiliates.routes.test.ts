/**
 * Affiliate links (issue 12): staff's Amazon associate tag replaces the environment's in "View on
 * Amazon" links at once (and back), edited with affiliates_edit only and audited; clicks are
 * counted per book and day (concurrent ones all counted, on PostgreSQL), with nothing about the
 * reader kept; staff see clicks by day and the top books; old counts are cleared.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateClickDays, affiliateMessages } from '../../../contracts/affiliates.js';
import { amazonClicks } from '../../db/schema/affiliates.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { auditRowsForTarget } from '../../test/db-access.js';
import { runRetentionJob } from '../../test/retention-job.js';
import { createTestApp, type TestApp, type TestMember } from '../../test/test-app.js';

let t: TestApp;
let affiliate: TestMember;
let workId: string;
const isbn10 = '0441172717';

beforeAll(async () => {
  t = await createTestApp({ AMAZON_AFFILIATE_TAG: 'envtag-20' });
  affiliate = await t.signedInMember('affiliate_admin');
  workId = (await addBooks(t.database, [testBook({ isbn10, title: 'Dune Test' })]))[0]!;
});
afterAll(() => t.close());

const overview = async () => {
  const response = await affiliate.client.get('/api/admin/affiliates');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const amazonUrlOfBook = async () =>
  (await t.client().get(`/api/books/${isbn10}`)).json().amazonUrl as string;
let address = 0;
/** A click from a reader of their own address (one address is held to a pace: see below). */
const click = (id = workId, ip = `198.51.100.${++address % 250}`) =>
  t.client({ ip }).post(`/api/books/${id}/amazon-click`);

describe('the associate tag', () => {
  it('falls back to the environment, then follows staff’s tag at once, audited', async () => {
    expect(await amazonUrlOfBook()).toBe(`https://www.amazon.com/dp/${isbn10}?tag=envtag-20`);
    expect(await overview()).toMatchObject({ amazonTag: 'envtag-20', customTag: null });

    const set = await affiliate.client.put('/api/admin/affiliates/amazon-tag', {
      amazonTag: 'staffpick-21',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ amazonTag: 'staffpick-21', customTag: 'staffpick-21' });
    expect(await amazonUrlOfBook()).toBe(`https://www.amazon.com/dp/${isbn10}?tag=staffpick-21`);
    const search = await t.client().get('/api/books/search?q=Dune%20Test');
    expect(JSON.stringify(search.json())).toContain('tag=staffpick-21');

    const audit = await auditRowsForTarget(t.database, 'amazon_tag');
    expect(audit.at(-1)).toMatchObject({
      action: 'affiliates.amazon_tag_changed',
      actorId: affiliate.id,
      before: { amazonTag: null },
      after: { amazonTag: 'staffpick-21' },
    });

    await affiliate.client.put('/api/admin/affiliates/amazon-tag', { amazonTag: null });
    expect(await amazonUrlOfBook()).toBe(`https://www.amazon.com/dp/${isbn10}?tag=envtag-20`);
  });

  it('refuses a tag that is not one, and anyone without affiliates_edit', async () => {
    const bad = await affiliate.client.put('/api/admin/affiliates/amazon-tag', {
      amazonTag: 'x"><script>',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(affiliateMessages.invalidTag);
    for (const role of ['user', 'content_admin'] as const) {
      const other = await t.signedInMember(role);
      expect((await other.client.get('/api/admin/affiliates')).statusCode).toBe(403);
      const put = await other.client.put('/api/admin/affiliates/amazon-tag', { amazonTag: 'a-20' });
      expect(put.statusCode).toBe(403);
    }
    const finance = await t.signedInMember('financial_admin');
    expect((await finance.client.get('/api/admin/affiliates')).statusCode).toBe(200);
  });
});

describe('clicks', () => {
  it('counts clicks per book and day, with no reader, address or cookie kept', async () => {
    const before = (await overview()).totalClicks as number;
    const member = await t.signedInMember();
    expect((await click()).statusCode).toBe(204);
    expect((await member.client.post(`/api/books/${workId}/amazon-click`)).statusCode).toBe(204);
    const response = await click();
    expect(response.headers['set-cookie']).toBeUndefined();

    const figures = await overview();
    expect(figures.totalClicks - before).toBe(3);
    expect(figures.clicksByDay).toHaveLength(affiliateClickDays);
    expect(figures.clicksByDay.at(-1).day).toBe(t.clock.now().toISOString().slice(0, 10));
    expect(figures.topBooks[0]).toMatchObject({ workId, title: 'Dune Test' });

    const columns = (await t.database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'amazon_clicks' order by column_name`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((r) => r.column_name)).toEqual(['clicks', 'day', 'work_id']);
  });

  it('holds one address to 20 clicks a minute, and counts none over it', async () => {
    const [fresh] = await addBooks(t.database, [testBook()]);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await click(fresh, '203.0.113.77')).statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const rows = await t.database.db
      .select()
      .from(amazonClicks)
      .where(sql`${amazonClicks.workId} = ${fresh}`);
    expect(rows).toEqual([expect.objectContaining({ clicks: 20 })]);
    // Another reader is not held back by that address.
    expect((await click(fresh)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown book and 400 for a malformed id', async () => {
    expect((await click('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await click('not-a-book')).statusCode).toBe(400);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'counts every one of 20 clicks at once (PostgreSQL)',
    async () => {
      const [fresh] = await addBooks(t.database, [testBook()]);
      const responses = await Promise.all(Array.from({ length: 20 }, () => click(fresh)));
      expect(responses.every((r) => r.statusCode === 204)).toBe(true);
      const rows = await t.database.db
        .select()
        .from(amazonClicks)
        .where(sql`${amazonClicks.workId} = ${fresh}`);
      expect(rows).toEqual([expect.objectContaining({ clicks: 20 })]);
    },
  );

  it('clears counts older than 400 days', async () => {
    const [old] = await addBooks(t.database, [testBook()]);
    await t.database.db.insert(amazonClicks).values([
      { workId: old!, day: '2000-01-01', clicks: 5 },
      { workId: old!, day: t.clock.now().toISOString().slice(0, 10), clicks: 1 },
    ]);
    await runRetentionJob(t, 'retention-amazon-clicks');
    const rows = await t.database.db
      .select()
      .from(amazonClicks)
      .where(sql`${amazonClicks.workId} = ${old}`);
    expect(rows.map((r) => r.day)).toEqual([t.clock.now().toISOString().slice(0, 10)]);
  });
});
