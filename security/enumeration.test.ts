/**
 * Account enumeration: sign-in, sign-up, the password reset request and resending the
 * verification link must answer an e-mail with a confirmed account, one with an unconfirmed
 * account and one with no account alike — the same status, body (the e-mail itself aside),
 * header names, cookies and number of e-mails to the address — or anyone could find out who
 * reads on Bookhive. The e-mails themselves say different things: only the owner of the
 * mailbox reads them.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueueName } from '../server/platform/mail/mail-queue.js';
import { unfinishedJobs } from '../server/test/db-access.js';
import {
  createTestApp,
  strongPassword,
  type TestApp,
  type TestClient,
} from '../server/test/test-app.js';
import { printSummary } from './support/summary.js';

interface Flow {
  name: string;
  send(client: TestClient, email: string): Promise<LightMyRequestResponse>;
}

const flows: Flow[] = [
  {
    name: 'sign-in',
    send: (client, email) => client.post('/api/auth/signin', { email, password: 'Wrong&Guess42' }),
  },
  {
    name: 'sign-up',
    send: (client, email) =>
      client.post('/api/auth/signup', {
        email,
        password: strongPassword,
        confirmPassword: strongPassword,
        fullName: 'Curious Reader',
        agreeToTerms: true,
      }),
  },
  {
    name: 'password reset request',
    send: (client, email) => client.post('/api/auth/forgot-password', { email }),
  },
  {
    name: 'resend verification',
    send: (client, email) => client.post('/api/auth/resend-verification', { email }),
  },
];

const accountKinds = ['confirmed account', 'unconfirmed account', 'no account'] as const;
type AccountKind = (typeof accountKinds)[number];

/** What an onlooker can compare between two answers, with the e-mail itself taken out. */
interface Shape {
  status: number;
  body: unknown;
  headerNames: string[];
  cookies: Record<string, unknown>[];
  mailsToTheAddress: number;
}

let t: TestApp;
const shapes = new Map<string, Map<AccountKind, Shape>>();
let addressCounter = 0;
let emailCounter = 0;

/** Waits until every queued e-mail has been delivered (or has failed for good). */
async function mailSettled(): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await unfinishedJobs(t.database, mailQueueName)) > 0) {
    if (Date.now() > deadline) throw new Error('Mail was still queued after 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function emailFor(kind: AccountKind, flow: string): Promise<string> {
  const email = `enum-${flow.replace(/\W+/g, '-')}-${++emailCounter}@example.com`;
  if (kind !== 'no account') await t.createUser({ email, verified: kind === 'confirmed account' });
  return email;
}

async function shapeOf(response: LightMyRequestResponse, email: string): Promise<Shape> {
  await mailSettled();
  return {
    status: response.statusCode,
    body: response.body ? JSON.parse(response.body.split(email).join('<email>')) : null,
    headerNames: Object.keys(response.headers).sort(),
    cookies: response.cookies
      .map(({ name, path, domain, httpOnly, secure, sameSite, maxAge }) => ({
        name,
        path,
        domain,
        httpOnly,
        secure,
        sameSite,
        maxAge,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    mailsToTheAddress: t.mail.messages.filter((message) => message.to === email).length,
  };
}

const distinct = (byKind: Map<AccountKind, Shape>) =>
  new Set([...byKind.values()].map((shape) => JSON.stringify(shape))).size;

beforeAll(async () => {
  t = await createTestApp();
  for (const flow of flows) {
    const byKind = new Map<AccountKind, Shape>();
    for (const kind of accountKinds) {
      const email = await emailFor(kind, flow.name);
      // Each from its own address, so no limit counted for one case colours another.
      const response = await flow.send(t.client({ ip: `192.0.2.${++addressCounter}` }), email);
      byKind.set(kind, await shapeOf(response, email));
    }
    shapes.set(flow.name, byKind);
    printSummary(`enumeration ${flow.name}`, {
      cases: byKind.size,
      'distinct shapes': distinct(byKind),
    });
  }
  printSummary('enumeration', {
    flows: flows.length,
    'distinct shapes': Math.max(...[...shapes.values()].map(distinct)),
  });
}, 120_000);
afterAll(() => t?.close());

describe('registered and unknown e-mails are answered alike', () => {
  it.each(flows.map((flow) => flow.name))('%s', (name) => {
    const byKind = shapes.get(name);
    if (!byKind) throw new Error(`${name} was not tried`);
    const unknown = byKind.get('no account');
    for (const kind of accountKinds) expect(byKind.get(kind), `${name}: ${kind}`).toEqual(unknown);
    expect(distinct(byKind)).toBe(1);
  });

  it('and each address given gets exactly one e-mail, except from sign-in', () => {
    for (const [name, byKind] of shapes)
      for (const shape of byKind.values())
        expect(shape.mailsToTheAddress, name).toBe(name === 'sign-in' ? 0 : 1);
  });
});
