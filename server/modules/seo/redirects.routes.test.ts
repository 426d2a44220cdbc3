/**
 * Redirect rules (issue 9, item 5): staff create, edit and delete them (audited); bad, looping
 * and chained rules are refused with clear errors; the server applies them before routing, to
 * GET and HEAD, keeping the query string, in any script, never to /api or /admin; a second app
 * process sees a change within its check interval; racing writes cannot break the rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsForTarget } from '../../test/db-access.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { createRedirectMatcher, redirectCheckMs } from './redirect-matcher.js';

let t: TestApp;
let staff: TestClient;
let staffId: string;
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await t.signedInClient('admin');
  staff = signedIn.client;
  staffId = signedIn.user.id;
});
afterAll(() => t.close());

const create = (fromPath: string, toPath: string, statusCode = 301) =>
  staff.post('/api/admin/seo/redirects', { fromPath, toPath, statusCode });

describe('creating, editing and deleting rules', () => {
  it('creates a rule with normalised paths and audits it', async () => {
    const response = await create('/old-books/', '/find-books');
    expect(response.statusCode).toBe(201);
    const rule = response.json();
    expect(rule).toMatchObject({ fromPath: '/old-books', toPath: '/find-books', statusCode: 301 });
    const [entry] = await auditRowsForTarget(t.database, rule.id);
    expect(entry).toMatchObject({
      actorId: staffId,
      action: 'seo.redirect_created',
      targetType: 'redirect_rule',
      after: { fromPath: '/old-books', toPath: '/find-books' },
    });
    const list = (await staff.get('/api/admin/seo/redirects')).json();
    expect(list.rules.map((r: { id: string }) => r.id)).toContain(rule.id);
  });

  it('refuses a second rule for the same old path, however it is written, with a 409', async () => {
    await create('/duplicate-me', '/browse');
    const again = await create('/duplicate-me/', '/find-authors');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      '/duplicate-me already has a redirect rule: edit that rule instead.',
    );
  });

  it.each([
    ['old-page', '/x', 'The old path must start with /'],
    ['/old page', '/x', 'must not contain spaces'],
    ['/old?x=1', '/x', 'must not have a query string'],
    ['/x', '//evil.example', 'The new path must start with /'],
    ['/x', '/\\evil.example', 'backslashes'],
    ['/api/books', '/x', 'Paths under /api are never redirected.'],
    ['/admin/seo', '/x', 'Paths under /admin are never redirected.'],
    ['/assets/app.js', '/x', 'Paths under /assets are never redirected.'],
    ['/robots.txt', '/x', 'Files (paths ending in an extension) are never redirected.'],
    ['/', '/x', 'The landing page cannot be redirected.'],
    ['/to-api', '/api/health', 'cannot send visitors to an API path'],
    ['/loop', '/loop/', 'that would be a loop'],
  ])('refuses %s → %s', async (fromPath, toPath, message) => {
    const response = await create(fromPath, toPath);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.message).toContain(message);
  });

  it('refuses a status other than 301 or 302', async () => {
    const response = await create('/status', '/browse', 307);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('301 (moved for good) or 302');
  });

  it('refuses chains in either direction, so rules can never loop', async () => {
    await create('/chain-a', '/chain-b');
    const onward = await create('/chain-b', '/chain-a');
    expect(onward.statusCode).toBe(400);
    expect(onward.json().error.message).toBe(
      '/chain-a already redirects to /chain-b: the two rules would make a loop.',
    );
    const onto = await create('/chain-z', '/chain-a');
    expect(onto.json().error.message).toBe(
      '/chain-a is itself redirected to /chain-b: point /chain-z straight to /chain-b instead of making a chain.',
    );
    const into = await create('/chain-b-new', '/x');
    expect(into.statusCode).toBe(201);
    const before = await create('/chain-0', '/chain-a-old');
    expect(before.statusCode).toBe(201);
    const joining = await create('/chain-a-old', '/browse');
    expect(joining.json().error.message).toBe(
      '/chain-0 already redirects to /chain-a-old: change that rule first, or the two would make a chain.',
    );
  });

  it('edits and deletes a rule, each audited with before and after; a missing rule is a 404', async () => {
    const { id } = (await create('/edit-me', '/browse')).json();
    const edited = await staff.put(`/api/admin/seo/redirects/${id}`, {
      fromPath: '/edit-me',
      toPath: '/find-authors',
      statusCode: 302,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ toPath: '/find-authors', statusCode: 302 });
    expect((await staff.delete(`/api/admin/seo/redirects/${id}`)).statusCode).toBe(204);
    const actions = (await auditRowsForTarget(t.database, id)).map((r) => r.action).sort();
    expect(actions).toEqual([
      'seo.redirect_created',
      'seo.redirect_deleted',
      'seo.redirect_updated',
    ]);
    const updated = (await auditRowsForTarget(t.database, id)).find(
      (r) => r.action === 'seo.redirect_updated',
    );
    expect(updated).toMatchObject({ before: { statusCode: 301 }, after: { statusCode: 302 } });
    expect((await staff.delete(`/api/admin/seo/redirects/${id}`)).statusCode).toBe(404);
    expect((await staff.delete('/api/admin/seo/redirects/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('the server applies the rules before routing', () => {
  it('redirects GET and HEAD with the rule status, keeping the query string', async () => {
    await create('/moved-for-good', '/find-books?sort=new', 301);
    await create('/moved-for-now', '/browse', 302);
    const get = await t.client().get('/moved-for-good?q=dune&page=2');
    expect(get.statusCode).toBe(301);
    expect(get.headers.location).toBe('/find-books?sort=new&q=dune&page=2');
    const head = await t.client().request({ method: 'HEAD', url: '/moved-for-now/' });
    expect(head.statusCode).toBe(302);
    expect(head.headers.location).toBe('/browse');
  });

  it('matches paths in any script, percent-encoded or not, and sends an encoded Location', async () => {
    await create('/книги/старое', '/книги/новое', 301);
    const encoded = await t
      .client()
      .get(`/${encodeURIComponent('книги')}/${encodeURIComponent('старое')}`);
    expect(encoded.statusCode).toBe(301);
    expect(encoded.headers.location).toBe(encodeURI('/книги/новое'));
    const test = (
      await staff.get(
        `/api/admin/seo/redirects/test?path=${encodeURIComponent('/книги/старое?a=1')}`,
      )
    ).json();
    expect(test).toMatchObject({
      path: '/книги/старое',
      location: `${encodeURI('/книги/новое')}?a=1`,
      statusCode: 301,
    });
  });

  it('leaves POST, the API and paths without a rule alone', async () => {
    await create('/post-target', '/browse');
    expect((await t.client().request({ method: 'POST', url: '/post-target' })).statusCode).not.toBe(
      301,
    );
    expect((await t.client().get('/api/health')).statusCode).toBe(200);
    expect((await t.client().get('/no-rule-here')).statusCode).not.toBe(301);
  });

  it('the test box says which rule applies, or why none does', async () => {
    await create('/tested', '/browse', 302);
    const hit = (await staff.get('/api/admin/seo/redirects/test?path=/tested/')).json();
    expect(hit).toMatchObject({
      path: '/tested',
      location: '/browse',
      statusCode: 302,
      note: null,
    });
    expect(hit.rule.fromPath).toBe('/tested');
    const miss = (await staff.get('/api/admin/seo/redirects/test?path=/nothing')).json();
    expect(miss).toMatchObject({
      rule: null,
      note: 'No rule applies: the page is served as it is.',
    });
    const api = (await staff.get('/api/admin/seo/redirects/test?path=/api/x')).json();
    expect(api.note).toBe('Paths under /api are never redirected.');
    expect((await staff.get('/api/admin/seo/redirects/test?path=')).statusCode).toBe(400);
  });

  it('another app process sees a new rule within its check interval, and a deleted one go', async () => {
    const otherProcess = createRedirectMatcher({ db: t.database.db, clock: t.clock });
    expect(await otherProcess.match('/seen-elsewhere')).toBeNull();
    const { id } = (await create('/seen-elsewhere', '/browse')).json();
    expect(await otherProcess.match('/seen-elsewhere')).toBeNull();
    t.clock.advance(redirectCheckMs);
    expect((await otherProcess.match('/seen-elsewhere'))?.location).toBe('/browse');
    await staff.put(`/api/admin/seo/redirects/${id}`, {
      fromPath: '/seen-elsewhere',
      toPath: '/find-books',
      statusCode: 301,
    });
    t.clock.advance(redirectCheckMs);
    expect((await otherProcess.match('/seen-elsewhere'))?.location).toBe('/find-books');
    await staff.delete(`/api/admin/seo/redirects/${id}`);
    t.clock.advance(redirectCheckMs);
    expect(await otherProcess.match('/seen-elsewhere')).toBeNull();
  });
});

describe('racing writes', () => {
  it('of the same old path leave exactly one rule; the others hear 409', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => create('/raced', i % 2 ? '/browse' : '/find-books')),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('of two rules that would loop (a → b, b → a) let exactly one through', async () => {
    const [one, two] = await Promise.all([
      create('/race-a', '/race-b'),
      create('/race-b', '/race-a'),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 400]);
  });
});
