/**
 * Hostile variations of a request, drawn from an operation of the OpenAPI document: wrong types,
 * missing and extra fields, boundary numbers, long and odd Unicode, prototype-pollution keys,
 * deep nesting, oversize bodies and wrong content types. A seeded generator makes a failing run
 * repeatable.
 */
import { sample, type JsonSchema } from './samples.js';

export interface Operation {
  method: string;
  /** Fastify's form, /api/shelves/me/entries/:workId. */
  path: string;
  params: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | null;
  multipart: boolean;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was done to the request, for the failure message. */
  label: string;
}

/** mulberry32: small, fast and repeatable. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const oddStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil\u202C',
  '\u200B\u200C\u200D\uFEFF',
  'e\u0301'.repeat(500),
  '👩‍👩‍👧‍👦'.repeat(50),
  'Ｆｕｌｌｗｉｄｔｈ',
  'ΑΡΙΣΤΟΤΕΛΗΣ',
  'Фёдор Достоевский',
  '村上春樹',
  'نجيب محفوظ',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\r\nSet-Cookie: evil=1',
  'a'.repeat(100_000),
  '𝕏'.repeat(30_000),
];

export const oddNumbers: readonly unknown[] = [
  0,
  -1,
  -0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  Number.MIN_VALUE,
  '1e999',
  'NaN',
  'Infinity',
  '12abc',
  '0x10',
];

export const wrongTypes: readonly unknown[] = [null, true, 42, 'text', [], [1, 2], {}, { a: 1 }];

/** JSON text no serialiser would write: pollution keys, duplicates, depth. */
export const rawBodies: readonly { label: string; text: string }[] = [
  { label: '__proto__ key', text: '{"__proto__":{"role":"super_admin","isAdmin":true}}' },
  { label: 'constructor.prototype', text: '{"constructor":{"prototype":{"role":"super_admin"}}}' },
  { label: 'duplicate keys', text: '{"status":"read","status":"nope","role":"super_admin"}' },
  { label: 'deep nesting', text: '['.repeat(5000) + ']'.repeat(5000) },
  { label: 'deep objects', text: '{"a":'.repeat(3000) + '1' + '}'.repeat(3000) },
  { label: 'truncated JSON', text: '{"email": "a@b.c", "pass' },
  { label: 'not JSON', text: 'hello there' },
  { label: 'JSON string', text: '"just a string"' },
  { label: 'JSON number', text: '12345678901234567890' },
  { label: 'JSON null', text: 'null' },
  { label: 'JSON array', text: '[{"a":1}]' },
  { label: 'BOM', text: '\uFEFF{}' },
  { label: 'lone surrogate escape', text: '{"a":"\\ud800"}' },
];

export const wrongContentTypes: readonly string[] = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  '',
];

/** Percent-encoded path text; malformed UTF-16 (a lone surrogate) is sent as U+FFFD. */
function encodeSegment(text: string): string {
  const wellFormed = text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
  return encodeURIComponent(wellFormed);
}

/** Percent sequences that do not decode to valid UTF-8, or do not decode at all. */
const malformedEscapes: readonly string[] = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%FF%FE', '%00'];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** A valid value for every required param, then one of them spoiled (or none). */
function urlFor(
  operation: Operation,
  random: () => number,
  spoil: { name: string; value: unknown } | null,
  extraQuery: [string, string][] = [],
): string {
  const values = new Map<string, unknown>();
  for (const param of operation.params) {
    if (param.required || random() < 0.3) values.set(param.name, sample(param.schema));
  }
  if (spoil) {
    if (spoil.value === undefined) values.delete(spoil.name);
    else values.set(spoil.name, spoil.value);
  }
  const path = operation.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
    encodeSegment(String(values.get(name) ?? '')),
  );
  const query = operation.params
    .filter((p) => p.in === 'query' && values.has(p.name))
    .map((p): [string, string] => [p.name, stringOf(values.get(p.name))]);
  const search = new URLSearchParams([...query, ...extraQuery]).toString();
  return search ? `${path}?${search}` : path;
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One hostile request for an operation; `base` is a valid body to start from. */
export function fuzzRequest(
  operation: Operation,
  base: Record<string, unknown> | null,
  random: () => number,
): FuzzRequest {
  const json = { 'content-type': 'application/json' };
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const fields = Object.keys(operation.body?.properties ?? base ?? {});
  const kind = Math.floor(random() * (hasBody ? 12 : 5));
  const param = operation.params.length > 0 ? pick(random, operation.params) : null;
  const validBody = () => JSON.stringify(base ?? sample(operation.body ?? { type: 'object' }));

  switch (kind) {
    case 0: {
      const value = pick(random, [...oddStrings, ...oddNumbers, ...wrongTypes]);
      return {
        method: operation.method,
        url: urlFor(operation, random, param && { name: param.name, value }),
        headers: hasBody ? json : {},
        ...(hasBody ? { payload: validBody() } : {}),
        label: `param ${param?.name ?? '(none)'} = ${stringOf(value).slice(0, 40)}`,
      };
    }
    case 1:
      return {
        method: operation.method,
        url: urlFor(operation, random, param && { name: param.name, value: undefined }),
        headers: hasBody ? json : {},
        ...(hasBody ? { payload: validBody() } : {}),
        label: `param ${param?.name ?? '(none)'} missing`,
      };
    case 2: {
      const extra = pick(random, [
        ['__proto__[role]', 'super_admin'],
        ['constructor[prototype][x]', '1'],
        ['page', '1'],
        ['q', 'a'],
        ['role', 'super_admin'],
        [pick(random, oddStrings).slice(0, 300), pick(random, oddStrings).slice(0, 300)],
      ] as [string, string][]);
      return {
        method: operation.method,
        url: urlFor(operation, random, null, [extra, extra]),
        headers: hasBody ? json : {},
        ...(hasBody ? { payload: validBody() } : {}),
        label: `extra query ${extra[0].slice(0, 40)}`,
      };
    }
    case 3:
      return {
        method: operation.method,
        url:
          urlFor(operation, random, null) +
          '/' +
          (random() < 0.5
            ? pick(random, malformedEscapes)
            : encodeSegment(pick(random, oddStrings).slice(0, 200))),
        headers: {},
        label: 'odd trailing path segment',
      };
    case 4:
      return {
        method: operation.method,
        url: urlFor(operation, random, null),
        headers: { cookie: `bookhive_session=${pick(random, oddStrings).slice(0, 4000)}` },
        label: 'odd session cookie',
      };
    case 5: {
      const body = { ...(base ?? {}) } as Record<string, unknown>;
      const field = fields.length > 0 ? pick(random, fields) : 'anything';
      body[field] = pick(random, [...oddStrings, ...oddNumbers, ...wrongTypes]);
      return {
        method: operation.method,
        url: urlFor(operation, random, null),
        headers: json,
        payload: JSON.stringify(body),
        label: `body ${field} spoiled`,
      };
    }
    case 6: {
      const body = { ...(base ?? {}) } as Record<string, unknown>;
      const field = fields.length > 0 ? pick(random, fields) : 'anything';
      delete body[field];
      return {
        method: operation.method,
        url: urlFor(operation, random, null),
        headers: json,
        payload: JSON.stringify(body),
        label: `body ${field} missing`,
      };
    }
    case 7: {
      const body = {
        ...(base ?? {}),
        [pick(random, oddStrings).slice(0, 100) || 'empty']: pick(random, wrongTypes),
        role: 'super_admin',
        userId: '00000000-0000-4000-8000-000000000000',
      };
      return {
        method: operation.method,
        url: urlFor(operation, random, null),
        headers: json,
        payload: JSON.stringify(body),
        label: 'extra body fields',
      };
    }
    case 8: {
      const raw = pick(random, rawBodies);
      return {
        method: operation.method,
        url: urlFor(operation, random, null),
        headers: json,
        payload: raw.text,
        label: `raw body: ${raw.label}`,
      };
    }
    case 9: {
      const type = pick(random, wrongContentTypes);
      return {
        method: operation.method,
        url: urlFor(operation, random, null),
        headers: type ? { 'content-type': type } : {},
        payload: validBody(),
        label: `content-type ${type || '(none)'}`,
      };
    }
    case 10:
      return {
        method: operation.method,
        url: urlFor(operation, random, null),
        headers: json,
        payload: JSON.stringify({ ...(base ?? {}), padding: 'x'.repeat(1024 * 1024 + 16) }),
        label: 'oversize body',
      };
    default: {
      const body = { ...(base ?? {}) } as Record<string, unknown>;
      for (const field of fields) body[field] = pick(random, wrongTypes);
      return {
        method: operation.method,
        url: urlFor(operation, random, null),
        headers: json,
        payload: JSON.stringify(body),
        label: 'every body field of the wrong type',
      };
    }
  }
}
