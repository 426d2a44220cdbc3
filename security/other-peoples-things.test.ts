/**
 * Other people's things: a second member replays the first member's ids on every route that
 * takes an id (shelf entries, read-throughs, imports and their rows, sessions, profiles), and
 * sends every write with fields a client must never set (role, emailVerified, userId, ownerId).
 * Nothing of the first member's private data may appear in an answer, and nothing they own may
 * change.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, type TableEntry } from '../contracts/endpoints/index.js';
import { addBooks, testBook } from '../server/test/catalogue.js';
import { createTestApp, type TestApp, type TestClient } from '../server/test/test-app.js';
import { mintSession } from './support/actors.js';
import { exampleBodies } from './support/examples.js';
import { multipartFile } from './support/multipart.js';
import { printSummary } from './support/summary.js';
import { errorCode, sampleUrl, send, stateChanging } from './support/walk.js';

const marker = randomBytes(6).toString('hex');
const secrets = {
  privateNote: `owner-private-note-${marker}`,
  importFile: `owner-export-${marker}.csv`,
  importTitle: `Owner Import Title ${marker}`,
  userAgent: `OwnerBrowser/${marker}`,
  evidence: `Owner evidence ${marker}: my publisher lists me as the author of these books.`,
};

/** Fields no client may set; every write must ignore them. */
const forbiddenFields = (ownerId: string) => ({
  role: 'super_admin',
  emailVerified: true,
  userId: ownerId,
  ownerId,
  isStaff: true,
});

/** A validation error about the forbidden fields themselves (a schema that refuses unknown keys). */
function complainsAboutForbiddenFields(response: { body: string }): boolean {
  if (errorCode(response) !== 'VALIDATION_FAILED') return false;
  const issues =
    (JSON.parse(response.body) as { error: { details?: { issues?: { path: unknown[] }[] } } }).error
      .details?.issues ?? [];
  const names = Object.keys(forbiddenFields(''));
  return issues.some((issue) => issue.path.length === 0 || names.includes(String(issue.path[0])));
}

const goodreadsHeader =
  'Book Id,Title,Author,ISBN,ISBN13,My Rating,Exclusive Shelf,Date Read,Date Added,Private Notes';

describe("other people's things", () => {
  let t: TestApp;
  let owner: { id: string; email: string; username: string; password: string };
  let intruder: { id: string; username: string; password: string };
  let ownerClient: TestClient;
  let workId: string;
  let otherWorkId: string;
  const ownerIds: Record<string, string[]> = {};

  /** Everything the owner can see of their own things. */
  async function ownerView(): Promise<string> {
    const importIds = ownerIds.id ?? [];
    const views = await Promise.all([
      ownerClient.get('/api/shelves/me'),
      ownerClient.get(`/api/shelves/me/entries/${workId}`),
      ownerClient.get('/api/shelves/me/imports'),
      ...importIds.map((id) => ownerClient.get(`/api/shelves/me/imports/${id}/rows`)),
      ownerClient.get('/api/auth/sessions'),
      ownerClient.get('/api/auth/session'),
      ownerClient.get('/api/authors/me/dashboard'),
    ]);
    // Session lists carry "last seen" times that move with every request the owner makes.
    return JSON.stringify(views.map((view) => view.body.replace(/"lastSeenAt":"[^"]*"/g, '')));
  }

  beforeAll(async () => {
    t = await createTestApp();
    [workId, otherWorkId] = (await addBooks(t.database, [
      testBook({ isbn13: '9780306406157', title: 'The Owned Book' }),
      testBook({ isbn13: '9780140449136', title: 'Another Book' }),
    ])) as [string, string];
    owner = await t.createUser();
    const other = await t.createUser();
    intruder = other;

    ownerClient = t.client({ userAgent: secrets.userAgent });
    expect(
      (await ownerClient.post('/api/auth/signin', { email: owner.email, password: owner.password }))
        .statusCode,
    ).toBe(200);
    const second = t.client({ userAgent: `${secrets.userAgent} (tablet)` });
    await second.post('/api/auth/signin', { email: owner.email, password: owner.password });

    await ownerClient.put(`/api/shelves/me/entries/${workId}`, {
      status: 'read',
      rating: 5,
      review: '<p>A public review.</p>',
      privateNotes: secrets.privateNote,
      tags: ['mine'],
    });
    const withReading = await ownerClient.post(`/api/shelves/me/entries/${workId}/read-throughs`, {
      startedOn: '2023-01-01',
      finishedOn: '2023-02-01',
    });
    const csv = `${goodreadsHeader}\n1,"${secrets.importTitle}",Nobody Known,,,4,read,2020/01/02,2020/01/01,${secrets.privateNote}\n`;
    const upload = await ownerClient.request({
      method: 'POST',
      url: '/api/shelves/me/imports',
      ...multipartFile('file', secrets.importFile, csv, 'text/csv'),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const importId = upload.json().id as string;
    const rows = await ownerClient.get(`/api/shelves/me/imports/${importId}/rows`);
    await ownerClient.post('/api/authors/verification-requests', {
      authorName: 'Owner Author',
      evidence: secrets.evidence,
      links: [],
    });
    const sessions = (await ownerClient.get('/api/auth/sessions')).json().sessions as {
      id: string;
    }[];

    Object.assign(ownerIds, {
      workId: [workId],
      readThroughId: (withReading.json().readThroughs as { id: string }[]).map((r) => r.id),
      id: [importId, ...sessions.map((s) => s.id)],
      rowId: (rows.json().rows as { id: string }[]).map((r) => r.id),
      userId: [owner.id],
      username: [owner.username],
    });
  });

  afterAll(() => t?.close());

  /** Every combination of the owner's ids for the params of an endpoint. */
  function replayUrls({ endpoint }: TableEntry): string[] {
    const names = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
    let combos: Record<string, string>[] = [{}];
    for (const name of names) {
      const values = ownerIds[name] ?? [];
      if (values.length === 0) continue;
      combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [name]: value })));
    }
    return combos.map((combo) => sampleUrl(endpoint, { workId: otherWorkId, ...combo }));
  }

  it('never shows or changes the first member’s things to a second member', async () => {
    const before = await ownerView();
    const leaks: string[] = [];
    let requests = 0;
    let n = 0;
    const entries = allEndpoints().filter(({ endpoint }) => endpoint.path.includes(':'));
    for (const entry of entries) {
      for (const url of replayUrls(entry)) {
        n++;
        const example = exampleBodies[entry.endpoint.name]?.({
          workId: otherWorkId,
          otherUserId: owner.id,
          password: intruder.password,
          username: intruder.username,
          n,
        });
        const response = await send(t, entry.endpoint, url, await mintSession(t, intruder.id), {
          ...(stateChanging.has(entry.endpoint.method)
            ? { payload: JSON.stringify({ ...(example ?? {}), ...forbiddenFields(owner.id) }) }
            : {}),
        });
        requests++;
        const found = Object.entries(secrets).filter(([, secret]) =>
          response.body.includes(secret),
        );
        if (response.body.includes(owner.email)) found.push(['email', owner.email]);
        for (const [name] of found) leaks.push(`${entry.endpoint.method} ${url} showed ${name}`);
        if (response.statusCode >= 500)
          leaks.push(`${entry.endpoint.method} ${url} → ${response.statusCode}`);
      }
    }
    const changed = (await ownerView()) !== before ? ['the owner’s things changed'] : [];
    printSummary("other people's things", {
      'id-bearing routes': entries.length,
      requests,
      'leaked or changed': leaks.length + changed.length,
    });
    expect(requests).toBeGreaterThan(entries.length);
    expect([...leaks, ...changed]).toEqual([]);
  });

  it('ignores role, emailVerified, userId and ownerId in every write', async () => {
    const before = await ownerView();
    const writes = allEndpoints().filter(
      ({ endpoint, schemas }) =>
        stateChanging.has(endpoint.method) && schemas.body && endpoint.access.kind !== 'permission',
    );
    const missingExamples = writes.filter(({ endpoint }) => !exampleBodies[endpoint.name]);
    const problems: string[] = [];
    let n = 1000;
    for (const { endpoint } of writes) {
      const example = exampleBodies[endpoint.name]?.({
        workId: otherWorkId,
        otherUserId: owner.id,
        password: intruder.password,
        username: intruder.username,
        n: n++,
      });
      const url = sampleUrl(endpoint, { workId: otherWorkId });
      const response = await send(t, endpoint, url, await mintSession(t, intruder.id), {
        payload: JSON.stringify({ ...(example as object), ...forbiddenFields(owner.id) }),
      });
      if (response.statusCode >= 500 || complainsAboutForbiddenFields(response))
        problems.push(
          `${endpoint.method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
    }
    const intruderNow = await t.app.services.profiles.getById(intruder.id);
    if (intruderNow?.role !== 'user') problems.push(`the intruder became ${intruderNow?.role}`);
    if ((await ownerView()) !== before) problems.push('the owner’s things changed');
    const intruderShelf = await t.client().request({
      method: 'GET',
      url: '/api/shelves/me',
      headers: { cookie: await mintSession(t, intruder.id) },
    });
    if (!intruderShelf.body.includes('Another Book'))
      problems.push('the shelved book did not land on the intruder’s own shelf');
    printSummary('extra fields', {
      writes: writes.length,
      'missing examples': missingExamples.length,
      'leaked or changed': problems.length,
    });
    expect(missingExamples.map(({ endpoint }) => endpoint.name)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
