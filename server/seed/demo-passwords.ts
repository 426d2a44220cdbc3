/**
 * Passwords of the demo accounts when the server is reachable from the network: the README's
 * published password would let anyone in as super admin, so each account gets a random one,
 * shown once on the console.
 */
import { randomInt } from 'node:crypto';
import { passwordRuleViolations } from '../../contracts/password.js';

// Letters and digits that cannot be mistaken for each other when copied from a terminal.
const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const groups = 4;
const groupLength = 5;

/** A random password of four dash-separated groups (about 116 bits) that meets every rule. */
export function randomDemoPassword(): string {
  for (;;) {
    const password = Array.from({ length: groups }, () =>
      Array.from({ length: groupLength }, () => alphabet[randomInt(alphabet.length)]).join(''),
    ).join('-');
    // Rarely a draw lacks a digit or a capital, or repeats a character three times: draw again.
    if (passwordRuleViolations(password).length === 0) return password;
  }
}

export interface OneTimePassword {
  email: string;
  password: string;
}

/** The console block that hands out the new passwords, one line per e-mail. */
export function oneTimePasswordsNotice(host: string, accounts: OneTimePassword[]): string {
  const width = Math.max(...accounts.map((account) => account.email.length));
  const rule = '='.repeat(78);
  return [
    '',
    rule,
    ` Demo accounts: Bookhive listens on ${host}, which other machines can reach, so the`,
    ' demo accounts do not use the password published in the README. Their passwords:',
    '',
    ...accounts.map((account) => `   ${account.email.padEnd(width)}   ${account.password}`),
    '',
    ' They are shown this once: note the ones you need. Lost one? "Forgot password?" e-mails a',
    ' reset link (without SMTP_URL, to DATA_DIR/mail/). To keep the demo on this machine and',
    ' its published password, leave HOST unset: Bookhive then listens on localhost only.',
    rule,
    '',
  ].join('\n');
}
