/**
 * Reads the e-mails the e2e server wrote as .eml files (no SMTP_URL: every message lands in
 * DATA_DIR/mail). Only our own messages are read, whose shape we control: headers, then a
 * quoted-printable text part.
 */
import fs from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from './env.js';

export interface ReceivedMail {
  file: string;
  subject: string;
  text: string;
  links: string[];
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function read(file: string): ReceivedMail {
  const raw = fs.readFileSync(file, 'utf8');
  const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
  const text = decodeQuotedPrintable(raw);
  const links = [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]);
  return { file, subject, text, links };
}

/** Waits for a message to `to` whose subject matches, written after `since` (ms epoch). */
export async function waitForMail(
  to: string,
  subject: RegExp,
  since = 0,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const dir = path.join(e2eDataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (fs.existsSync(dir)) {
      const candidates = fs
        .readdirSync(dir)
        .filter((name) => name.includes(`-${to}-`))
        .sort()
        .map((name) => path.join(dir, name))
        .filter((file) => fs.statSync(file).mtimeMs >= since)
        .map(read)
        .filter((mail) => subject.test(mail.subject));
      const newest = candidates.at(-1);
      if (newest) return newest;
    }
    if (Date.now() > deadline)
      throw new Error(`No e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The link in a message that goes to `pathname` on our site. */
export function linkTo(mail: ReceivedMail, pathname: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname === pathname);
  if (!link) throw new Error(`No ${pathname} link in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}
