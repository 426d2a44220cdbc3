import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logging.js';

describe('redactUrl', () => {
  it.each([
    ['/auth/reset-password?token=abc123', '/auth/reset-password?token=[redacted]'],
    [
      '/auth/callback?type=signup&token=abc&next=/x',
      '/auth/callback?type=signup&token=[redacted]&next=/x',
    ],
    ['/cb?code=xyz#top', '/cb?code=[redacted]#top'],
    ['/cb?access_token=a&refresh_token=b', '/cb?access_token=[redacted]&refresh_token=[redacted]'],
    ['/API?TOKEN=Secret', '/API?TOKEN=[redacted]'],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each(['/api/books?query=token', '/api/x?mytoken=keep', '/api/token=notaparam'])(
    'leaves %s alone',
    (url) => {
      expect(redactUrl(url)).toBe(url);
    },
  );
});

/** A Fastify app logging with the app's options into memory. */
function loggingApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions('info');
  if (typeof options !== 'object') throw new Error('loggerOptions should be an options object');
  const app = Fastify({ logger: { ...options, stream } });
  return { app, output: () => lines.join('') };
}

describe('the logger', () => {
  it('censors password and token fields at any of the first three levels', async () => {
    const { app, output } = loggingApp();
    app.log.info(
      {
        password: 'secret-top',
        token: 'secret-token',
        body: { currentPassword: 'secret-1', newPassword: 'secret-2', confirmPassword: 'secret-3' },
        user: { row: { passwordHash: 'secret-hash', tokenHash: 'secret-token-hash' } },
        config: {
          smtpUrl: 'smtp://user:secret-smtp@mail',
          databaseUrl: 'postgres://u:secret-db@h/d',
        },
        email: 'kept@example.com',
      },
      'something happened',
    );
    await app.close();
    const logged = output();
    expect(logged).not.toMatch(/secret/);
    expect(logged).toContain('"password":"[redacted]"');
    expect(logged).toContain('"passwordHash":"[redacted]"');
    expect(logged).toContain('kept@example.com');
  });

  it('logs request URLs with tokens redacted and without cookies or authorization', async () => {
    const { app, output } = loggingApp();
    app.get('/auth/reset-password', async () => ({ ok: true }));
    await app.inject({
      url: '/auth/reset-password?token=secret-link-token',
      headers: { cookie: 'bookhive_session=secret-cookie', authorization: 'Bearer secret-bearer' },
    });
    await app.close();
    const logged = output();
    expect(logged).toContain('/auth/reset-password?token=[redacted]');
    expect(logged).not.toMatch(/secret/);
  });
});
