/**
 * Field measurements (issue 9, item 6): the public report is validated strictly, stored in
 * SPEC §3's columns with the page type the server derives, sampled by session, capped per day
 * (also under concurrent reports) and rate-limited; staff read daily 75th percentiles.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performanceMetrics } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionInSample } from './vitals.policy.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ VITALS_DAILY_CAP: '5' });
});
afterAll(() => t.close());

let sessions = 0;
const report = (overrides: Record<string, unknown> = {}) => ({
  sessionId: `session-${process.pid}-${++sessions}`,
  pageUrl: '/book/dune/9780441013593',
  metrics: [
    { name: 'LCP', value: 1834.5, id: 'v5-1-1', navigationType: 'navigate' },
    { name: 'CLS', value: 0.04, id: 'v5-1-2' },
  ],
  ...overrides,
});
const send = (body: unknown, ip = '10.9.0.1') =>
  t.client({ ip, userAgent: 'Mozilla/5.0 (test)' }).post('/api/vitals', body as object);
const rowsOf = (sessionId: string) =>
  t.database.db
    .select()
    .from(performanceMetrics)
    .where(eq(performanceMetrics.sessionId, sessionId));

describe('POST /api/vitals', () => {
  it('stores each metric in the spec columns, with the page type from the path and no query', async () => {
    const body = report({ pageUrl: '/book/dune/9780441013593?ref=mail#reviews' });
    const response = await send(body);
    expect(response.statusCode).toBe(204);
    const rows = await rowsOf(body.sessionId);
    expect(rows.map((r) => [r.metricName, r.metricValue, r.metricUnit]).sort()).toEqual([
      ['CLS', 0.04, 'score'],
      ['LCP', 1834.5, 'ms'],
    ]);
    expect(rows[0]).toMatchObject({
      pageUrl: '/book/dune/9780441013593',
      userAgent: 'Mozilla/5.0 (test)',
      metadata: expect.objectContaining({ pageType: 'book' }),
    });
  });

  it.each([
    [{ metrics: [] }, 'metrics'],
    [{ metrics: [{ name: 'FID', value: 10, id: 'a' }] }, 'name must be one of'],
    [{ metrics: [{ name: 'LCP', value: -1, id: 'a' }] }, 'must not be negative'],
    [{ metrics: [{ name: 'CLS', value: 1000, id: 'a' }] }, 'out of range'],
    [{ pageUrl: 'https://elsewhere.example/' }, 'pageUrl must be a path on this site'],
    [{ pageUrl: '//elsewhere.example/' }, 'pageUrl must be a path on this site'],
    [{ sessionId: 'x' }, 'sessionId must be 8-64'],
  ])('refuses %j with a 400', async (overrides, message) => {
    const response = await send(report(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it('drops fields it does not know instead of storing them', async () => {
    const body = report({
      userId: 'someone',
      metrics: [{ name: 'LCP', value: 900, id: 'x1', rating: 'good', attribution: { a: 1 } }],
    });
    expect((await send(body)).statusCode).toBe(204);
    const [row] = await rowsOf(body.sessionId);
    expect(row?.metadata).toEqual({ pageType: 'book', measurementId: 'x1' });
  });

  it('refuses more than ten measurements, or a body without the CSRF header', async () => {
    const many = Array.from({ length: 11 }, (_, i) => ({ name: 'LCP', value: i, id: `m${i}` }));
    expect((await send(report({ metrics: many }))).statusCode).toBe(400);
    const noHeader = await t.client().request({
      method: 'POST',
      url: '/api/vitals',
      payload: report(),
      csrf: false,
    });
    expect(noHeader.statusCode).toBe(403);
  });

  it('keeps one value per metric of a report (the last)', async () => {
    const body = report({
      metrics: [
        { name: 'INP', value: 80, id: 'i1' },
        { name: 'INP', value: 240, id: 'i1' },
      ],
    });
    await send(body);
    expect((await rowsOf(body.sessionId)).map((r) => r.metricValue)).toEqual([240]);
  });

  it('stops at the daily cap per page type and metric, even when reports race', async () => {
    const bodies = Array.from({ length: 12 }, () =>
      report({ pageUrl: '/find-authors', metrics: [{ name: 'TTFB', value: 300, id: 't' }] }),
    );
    const responses = await Promise.all(bodies.map((b, i) => send(b, `10.9.1.${i}`)));
    expect(responses.every((r) => r.statusCode === 204)).toBe(true);
    const [row] = (
      await t.database.executeSql(
        `select count(*)::int as count from performance_metrics
         where metric_name = 'TTFB' and metadata->>'pageType' = 'find-authors'`,
      )
    ).rows as { count: number }[];
    expect(row?.count).toBe(5);
    // Another metric of the same page type has its own allowance.
    const other = report({
      pageUrl: '/find-authors',
      metrics: [{ name: 'FCP', value: 900, id: 'f' }],
    });
    await send(other);
    expect(await rowsOf(other.sessionId)).toHaveLength(1);
  });

  it('answers 429 after 60 reports a minute from one address', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 60; i++)
      expect((await send(report({ pageUrl: '/other' }), ip)).statusCode).toBe(204);
    const refused = await send(report(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('sampling', () => {
  it('keeps a stable share of sessions', () => {
    const ids = Array.from({ length: 4000 }, (_, i) => `sample-session-${i}`);
    const kept = ids.filter((id) => sessionInSample(id, 0.25)).length;
    expect(kept / ids.length).toBeGreaterThan(0.22);
    expect(kept / ids.length).toBeLessThan(0.28);
    expect(ids.every((id) => sessionInSample(id, 0.25) === sessionInSample(id, 0.25))).toBe(true);
    expect(ids.some((id) => sessionInSample(id, 0))).toBe(false);
  });

  it('stores nothing with VITALS_SAMPLE_RATE=0', async () => {
    const none = await createTestApp({ VITALS_SAMPLE_RATE: '0' });
    try {
      const body = report();
      const response = await none.client().post('/api/vitals', body);
      expect(response.statusCode).toBe(204);
      const count = await none.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(performanceMetrics);
      expect(count[0]?.n).toBe(0);
    } finally {
      await none.close();
    }
  });
});

describe('GET /api/admin/analytics/vitals', () => {
  it('gives the daily 75th percentile per metric and page type', async () => {
    const values = [100, 200, 300, 400, 500];
    for (const [i, value] of values.entries())
      await send(
        report({ pageUrl: '/browse', metrics: [{ name: 'INP', value, id: `p${i}` }] }),
        `10.9.2.${i}`,
      );
    const { client } = await t.signedInClient('admin');
    const response = await client.get('/api/admin/analytics/vitals?days=7');
    expect(response.statusCode).toBe(200);
    const series = response
      .json()
      .series.find(
        (s: { metric: string; pageType: string }) => s.metric === 'INP' && s.pageType === 'browse',
      );
    expect(series.points).toEqual([
      { day: t.clock.now().toISOString().slice(0, 10), p75: 400, samples: 5 },
    ]);
  });

  it('refuses bad ranges and staff without seo_operations_access', async () => {
    const { client } = await t.signedInClient('admin');
    expect((await client.get('/api/admin/analytics/vitals?days=0')).statusCode).toBe(400);
    expect((await client.get('/api/admin/analytics/vitals?days=abc')).statusCode).toBe(400);
    const content = await t.signedInClient('content_admin');
    expect((await content.client.get('/api/admin/analytics/vitals')).statusCode).toBe(403);
  });
});
