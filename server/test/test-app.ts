/**
 * The whole app over a fresh database for HTTP tests: requests go through Fastify's inject
 * (every hook, the CSRF check and the error handler included), mail is captured in memory
 * and the clock is manual, so expiry and lockouts are tested without waiting.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '../../contracts/roles.js';
import { buildApp, type App } from '../app.js';
import type { LoadPageRenderer } from '../modules/seo/page-body.js';
import { loadConfig, type Config } from '../config.js';
import { createAccount } from '../modules/auth/accounts.js';
import { ManualClock } from '../platform/clock.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import type { MailMessage, Mailer } from '../platform/mail/mailer.js';
import { csrfHeader } from '../platform/security.js';
import { openTestDatabase } from './test-database.js';

export const strongPassword = 'Tr0ub4dor&3xyz';

/** Keeps every message instead of sending it. */
export class CapturedMail implements Mailer {
  readonly messages: MailMessage[] = [];
  async deliver(message: MailMessage): Promise<void> {
    this.messages.push(message);
  }
  /** Waits for the background job to deliver a message matching `match`. */
  async waitFor(
    match: (message: MailMessage) => boolean,
    timeoutMs = 15_000,
  ): Promise<MailMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(
          `No matching e-mail within ${timeoutMs} ms; got: ${this.messages.map((m) => `${m.to}: ${m.subject}`).join(' | ')}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  /** The token in the link of the newest message to `to` whose subject matches. */
  async tokenFor(to: string, subject: RegExp): Promise<string> {
    const message = await this.waitFor((m) => m.to === to && subject.test(m.subject));
    const token = message.link ? new URL(message.link).searchParams.get('token') : null;
    if (!token) throw new Error(`No token in the e-mail "${message.subject}"`);
    return token;
  }
}

/** A browser stand-in: keeps cookies between requests and sends the CSRF header by default. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly server: FastifyInstance,
    private readonly defaults: { userAgent?: string; ip?: string } = {},
  ) {}

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, ...inject } = options;
    const headers: Record<string, string> = {
      ...(this.defaults.userAgent ? { 'user-agent': this.defaults.userAgent } : {}),
      ...(csrf ? { [csrfHeader]: '1' } : {}),
      ...(inject.headers as Record<string, string> | undefined),
    };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await this.server.inject({
      ...inject,
      headers,
      ...(this.defaults.ip ? { remoteAddress: this.defaults.ip } : {}),
    });
    for (const cookie of response.cookies) {
      const expired =
        cookie.value === '' ||
        (cookie.expires instanceof Date && cookie.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }
  post(url: string, payload?: object) {
    return this.request({ method: 'POST', url, ...(payload ? { payload } : {}) });
  }
  put(url: string, payload?: object) {
    return this.request({ method: 'PUT', url, ...(payload ? { payload } : {}) });
  }
  patch(url: string, payload?: object) {
    return this.request({ method: 'PATCH', url, ...(payload ? { payload } : {}) });
  }
  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }
}

export interface TestApp {
  app: App;
  server: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  clock: ManualClock;
  mail: CapturedMail;
  client(defaults?: { userAgent?: string; ip?: string }): TestClient;
  /** Creates an account directly (verified unless said otherwise). */
  createUser(options?: {
    email?: string;
    password?: string;
    username?: string;
    fullName?: string;
    role?: Role;
    verified?: boolean;
  }): Promise<{ id: string; email: string; password: string; username: string }>;
  /** A client already signed in as a new user of `role`. */
  signedInClient(role?: Role): Promise<{
    client: TestClient;
    user: { id: string; email: string; password: string; username: string };
  }>;
  /** The same, as one member: their signed-in client beside their account's fields. */
  signedInMember(role?: Role): Promise<TestMember>;
  /** Signs the member in again on their client (a clock moved on has expired their session). */
  signInAgain(member: TestMember): Promise<TestMember>;
  close(): Promise<void>;
}

export interface TestMember {
  client: TestClient;
  id: string;
  email: string;
  password: string;
  username: string;
}

let userCounter = 0;

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    webRoot?: string;
    pageRenderer?: LoadPageRenderer;
    /** A database another test app already uses (a second app process); it stays open on close. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = options.database ?? (await openTestDatabase());
  const clock = new ManualClock(new Date());
  const mail = new CapturedMail();
  const app = await buildApp({
    config,
    database,
    clock,
    mailer: mail,
    // No web app unless a test brings a folder standing in for dist/web.
    webRoot: options.webRoot ?? null,
    // Heads only, unless a test renders pages (seo/page-body.routes.test.ts).
    pageRenderer: options.pageRenderer ?? null,
  });
  await app.server.ready();

  const createUser: TestApp['createUser'] = async (options = {}) => {
    userCounter++;
    const suffix = `${process.pid}${userCounter}`;
    const user = {
      email: options.email ?? `reader${suffix}@example.com`,
      password: options.password ?? strongPassword,
      username: options.username ?? `reader${suffix}`,
    };
    const id = await createAccount(
      { db: database.db, clock, profiles: app.services.profiles },
      {
        ...user,
        fullName: options.fullName ?? 'Test Reader',
        role: options.role ?? 'user',
        verified: options.verified ?? true,
      },
    );
    return { id, ...user };
  };

  const signedInClient: TestApp['signedInClient'] = async (role = 'user') => {
    const user = await createUser({ role });
    const client = new TestClient(app.server);
    const response = await client.post('/api/auth/signin', {
      email: user.email,
      password: user.password,
    });
    if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
    return { client, user };
  };

  return {
    app,
    server: app.server,
    database,
    config,
    clock,
    mail,
    client: (defaults) => new TestClient(app.server, defaults),
    createUser,
    signedInClient,
    async signedInMember(role = 'user') {
      const { client, user } = await signedInClient(role);
      return { client, ...user };
    },
    async signInAgain(member) {
      const response = await member.client.post('/api/auth/signin', {
        email: member.email,
        password: member.password,
      });
      if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
      return member;
    },
    async close() {
      await app.server.close();
      if (!options.database) await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
