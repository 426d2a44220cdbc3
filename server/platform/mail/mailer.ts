/**
 * Delivers e-mail: by SMTP when SMTP_URL is set, otherwise as .eml files in DATA_DIR/mail/
 * with the message's link in the log, so a fresh install needs no mail server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link, logged when mail goes to files. */
  link?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  deliver(message: MailMessage): Promise<void>;
}

function fileNameFor(message: MailMessage): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const to = message.to.replace(/[^a-z0-9@._-]/gi, '_');
  const random = Math.random().toString(36).slice(2, 8);
  return `${stamp}-${to}-${random}.eml`;
}

/** Writes each message as an RFC 822 .eml file; the folder is created on first use. */
function createFileMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async deliver(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, fileNameFor(message));
      await fs.writeFile(file, info.message as Buffer);
      log.info(
        { to: message.to, subject: message.subject, file, link: message.link },
        'E-mail written to file',
      );
    },
  };
}

function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      log.info({ to: message.to, subject: message.subject }, 'E-mail sent');
    },
  };
}

/**
 * Deletes the file mailer's .eml files last written before `before`; returns how many. The
 * folder is read as a stream, so a large backlog is never listed in memory at once.
 */
export async function deleteMailFilesBefore(dir: string, before: Date): Promise<number> {
  let folder;
  try {
    folder = await fs.opendir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for await (const entry of folder) {
    if (!entry.isFile() || !entry.name.endsWith('.eml')) continue;
    const file = path.join(dir, entry.name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat || stat.mtime >= before) continue;
    await fs.rm(file, { force: true });
    removed++;
  }
  return removed;
}

export function createMailer(
  options: { smtpUrl: string | undefined; from: string; dir: string },
  log: FastifyBaseLogger,
): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from, log)
    : createFileMailer(options.dir, options.from, log);
}
