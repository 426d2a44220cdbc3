/**
 * The fuzzer: at least 20,000 hostile requests generated from /api/openapi.json (see
 * support/fuzz-cases.ts), half as a super admin (so they reach every handler) and some as nobody.
 * No answer may be a 5xx, and none may carry a stack trace or SQL. The seed is printed; set
 * FUZZ_SEED to replay a run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../contracts/endpoints/index.js';
import { addBooks, testBook } from '../server/test/catalogue.js';
import { createTestApp, type TestApp } from '../server/test/test-app.js';
import { mintSession } from './support/actors.js';
import { exampleBodies } from './support/examples.js';
import { fuzzRequest, randomSource, type Operation } from './support/fuzz-cases.js';
import type { JsonSchema } from './support/samples.js';
import { printSummary } from './support/summary.js';
import { csrfHeader } from '../server/platform/security.js';

const minimumRequests = 20_000;

/** What an answer must never show: a stack frame, a file of ours, or the database talking. */
const leakPatterns: readonly RegExp[] = [
  /\bat [\w.<>]+ \(.*:\d+:\d+\)/,
  /\bat async /,
  /node_modules/,
  /\/server\/[\w/.-]+\.(ts|js)/,
  /syntax error at or near/i,
  /violates [\w-]+ constraint/i,
  /duplicate key value/i,
  /invalid byte sequence/i,
  /relation "[^"]+" does not exist/i,
  /column "[^"]+" (does not exist|of relation)/i,
  /Failed query:/,
  /DrizzleQueryError|PostgresError|PGlite/,
];

interface OpenApiOperation {
  parameters?: {
    name: string;
    in: 'path' | 'query';
    required?: boolean;
    schema: JsonSchema;
  }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** The document's operations in Fastify's path form. */
function operationsOf(doc: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{([^}]+)\}/g, ':$1'),
      params: (operation.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in,
        required: p.required ?? false,
        schema: p.schema,
      })),
      body: operation.requestBody?.content['application/json']?.schema ?? null,
      multipart: Boolean(operation.requestBody?.content['multipart/form-data']),
    })),
  );
}

describe('fuzz', () => {
  let t: TestApp;
  let superAdminId: string;
  let workId: string;

  beforeAll(async () => {
    t = await createTestApp();
    superAdminId = (await t.createUser({ role: 'super_admin' })).id;
    [workId] = (await addBooks(t.database, [testBook({ isbn13: '9780306406157' })])) as [string];
  });

  afterAll(() => t?.close());

  it(`answers ${minimumRequests.toLocaleString('en')} hostile requests without a 5xx, a stack trace or SQL`, async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
    const random = randomSource(seed);
    const doc = (await t.client().get('/api/openapi.json')).json();
    const operations = operationsOf(doc);
    const endpointNames = new Map(
      allEndpoints().map(({ endpoint }) => [`${endpoint.method} ${endpoint.path}`, endpoint.name]),
    );
    const perOperation = Math.ceil(minimumRequests / operations.length);
    const failures: string[] = [];
    let requests = 0;
    let serverErrors = 0;
    let leaks = 0;
    const statuses = new Map<number, number>();

    for (const operation of operations) {
      const name = endpointNames.get(`${operation.method} ${operation.path}`) ?? '';
      for (let i = 0; i < perOperation; i++) {
        const base = exampleBodies[name]?.({
          workId,
          otherUserId: superAdminId,
          password: 'not-the-password',
          username: 'fuzzer',
          n: requests,
        }) as Record<string, unknown> | undefined;
        const request = fuzzRequest(operation, base ?? null, random);
        const signedIn = i % 5 !== 0;
        const response = await t.server.inject({
          method: request.method as 'GET',
          url: request.url,
          remoteAddress: `10.9.${(requests >> 8) & 255}.${requests & 255}`,
          headers: {
            [csrfHeader]: '1',
            ...(signedIn ? { cookie: await mintSession(t, superAdminId) } : {}),
            ...request.headers,
          },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        requests++;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const leaked = leakPatterns.find((pattern) => pattern.test(response.body));
        if (response.statusCode >= 500) serverErrors++;
        if (leaked) leaks++;
        if ((response.statusCode >= 500 || leaked) && failures.length < 30)
          failures.push(
            `${request.method} ${request.url.slice(0, 120)} [${request.label}] → ${response.statusCode} ${response.body.slice(0, 300)}`,
          );
      }
    }
    printSummary('fuzz', {
      seed,
      operations: operations.length,
      requests,
      '5xx': serverErrors,
      'stack traces or SQL in bodies': leaks,
    });
    console.log(
      `[security] fuzz statuses — ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, c]) => `${s}: ${c}`)
        .join(', ')}`,
    );
    expect(operations.length).toBeGreaterThan(50);
    expect(requests).toBeGreaterThanOrEqual(minimumRequests);
    expect(failures).toEqual([]);
  });
});
