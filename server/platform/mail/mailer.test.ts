import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type MailMessage } from './mailer.js';

const message: MailMessage = {
  to: 'reader@example.com',
  subject: 'Reset your Bookhive password',
  text: 'Choose a new password: http://localhost:3000/auth/reset-password?token=abc',
  html: '<p>Choose a new password</p>',
  link: 'http://localhost:3000/auth/reset-password?token=abc',
};

function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

describe('mail without SMTP_URL', () => {
  let dir: string;
  beforeAll(async () => {
    dir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-mail-')), 'mail');
  });
  afterAll(() => fs.rm(path.dirname(dir), { recursive: true, force: true }));

  it('writes an .eml file in the mail folder and logs its link', async () => {
    const { logger, lines } = captureLogger();
    await createMailer(
      { smtpUrl: undefined, from: 'Bookhive <no-reply@bookhive.local>', dir },
      logger,
    ).deliver(message);
    const files = await fs.readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/reader@example\.com.*\.eml$/);
    const eml = await fs.readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: reader@example.com');
    expect(eml).toContain('Subject: Reset your Bookhive password');
    expect(lines.find((l) => l.msg === 'E-mail written to file')).toMatchObject({
      link: message.link,
      to: message.to,
    });
  });
});

describe('mail with SMTP_URL', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the message to the SMTP server', async () => {
    const { logger } = captureLogger();
    await createMailer(
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Bookhive <no-reply@bookhive.local>',
        dir: '/nonexistent',
      },
      logger,
    ).deliver(message);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      from: 'no-reply@bookhive.local',
      to: ['reader@example.com'],
    });
    expect(received[0]?.data).toContain('Subject: Reset your Bookhive password');
  });

  it('fails loudly when the server is unreachable, so the job queue retries', async () => {
    const { logger } = captureLogger();
    const mailer = createMailer(
      {
        smtpUrl: 'smtp://127.0.0.1:1',
        from: 'Bookhive <no-reply@bookhive.local>',
        dir: '/nonexistent',
      },
      logger,
    );
    await expect(mailer.deliver(message)).rejects.toThrow();
  });
});
