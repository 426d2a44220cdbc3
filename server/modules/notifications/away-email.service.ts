/**
 * E-mail for what a member missed (issue 10, item 4): every five minutes, the forum
 * notifications left unread for ten minutes become one e-mail per member, for the kinds they
 * keep on in settings; each e-mail carries a link that turns its kind off without signing in.
 */
import { paths } from '../../../contracts/paths.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import type { QueueDefinition } from '../../platform/jobs.js';
import { renderEmail } from '../../platform/mail/layout.js';
import type { MailOutbox } from '../../platform/mail/mail-queue.js';
import { hashToken, newSecretToken } from '../../platform/tokens.js';
import {
  awayAfterMs,
  awaySubject,
  awayWindowMs,
  emailKindLabels,
  emailKindOf,
  wantsEmail,
  type EmailKind,
  type EmailPreferences,
} from './away-email.policy.js';
import {
  findUnsubscribeToken,
  insertUnsubscribeToken,
  insertUnsubscribeTokens,
  markEmailed,
  preferencesOf,
  preferencesOfMany,
  savePreferences,
  unmailedForumNotifications,
  verifiedEmailsOf,
} from './away-email.queries.js';
import { notificationActionUrl } from './notifications.policy.js';

export const awayEmailQueue = 'notification-away-emails';

/** A message's first words, on one line. */
function excerpt(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
/** At most this many notifications are looked at in one run; the next run takes the rest. */
const batch = 500;

/** Something a member missed: a forum notification, or a direct message. */
interface Unmailed {
  userId: string;
  type: string;
  title: string;
  content: string;
  /** Where the e-mail's button leads. */
  url: string;
}

/** The direct messages a member left unread, from the messages module. */
export interface UnreadMessages {
  unmailedUnread(
    after: Date,
    before: Date,
    limit: number,
  ): Promise<
    {
      messageId: string;
      recipientId: string;
      conversationId: string;
      senderName: string;
      /** The message as the recipient may read it: a spoiler they have not reached is its notice. */
      text: string;
    }[]
  >;
  markEmailed(deliveries: { messageId: string; recipientId: string }[]): Promise<void>;
}

export type AwayEmailService = ReturnType<typeof createAwayEmailService>;

export function createAwayEmailService(deps: {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  appUrl: string;
  messages: UnreadMessages;
}) {
  const { db, clock, appUrl } = deps;

  async function unsubscribeUrl(userId: string, kind: EmailKind): Promise<string> {
    const token = newSecretToken();
    await insertUnsubscribeToken(db, {
      tokenHash: hashToken(token),
      userId,
      kind,
      createdAt: clock.now(),
    });
    return `${appUrl}${paths.unsubscribe}?token=${token}`;
  }

  async function emailOne(to: string, userId: string, rows: Unmailed[]): Promise<void> {
    const [first] = rows;
    if (!first) return;
    const kind = emailKindOf(first.type) ?? 'mentions';
    const unsubscribe = await unsubscribeUrl(userId, kind);
    const { html, text } = renderEmail({
      heading:
        rows.length === 1
          ? 'You missed this on Bookhive'
          : `You missed ${rows.length} things on Bookhive`,
      paragraphs: rows.slice(0, 10).map((row) => `${row.title} — ${row.content}`),
      action: { label: 'Open Bookhive', url: `${appUrl}${first.url}` },
      footnote: `You get this e-mail when ${emailKindLabels[kind]} while you are away. To stop these e-mails, open ${unsubscribe} or change them in your settings.`,
    });
    await deps.outbox.send({
      to,
      subject: awaySubject(rows.length, first.title),
      html,
      text,
      link: unsubscribe,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
    });
  }

  /** One run: e-mails each member about the notifications they left unread; how many e-mails. */
  async function sendAwayEmails(): Promise<number> {
    const now = clock.now();
    const after = new Date(now.getTime() - awayWindowMs);
    const before = new Date(now.getTime() - awayAfterMs);
    const [notices, messages] = await Promise.all([
      unmailedForumNotifications(db, after, before, batch),
      deps.messages.unmailedUnread(after, before, batch),
    ]);
    const missed: Unmailed[] = [
      ...notices.map((n) => ({ ...n, url: notificationActionUrl('forum', n.relatedId) })),
      ...messages.map((m) => ({
        userId: m.recipientId,
        type: 'message',
        title: `@${m.senderName} sent you a message`,
        content: excerpt(m.text),
        url: paths.dashboardMessages(m.conversationId),
      })),
    ];
    const userIds = [...new Set(missed.map((row) => row.userId))];
    const [preferenceOf, emails] = await Promise.all([
      preferencesOfMany(db, userIds),
      verifiedEmailsOf(db, userIds),
    ]);
    let sent = 0;
    for (const userId of userIds) {
      const email = emails.get(userId);
      const wanted = missed.filter(
        (r) => r.userId === userId && wantsEmail(preferenceOf(userId), r.type),
      );
      if (email && wanted.length > 0) {
        await emailOne(email, userId, wanted);
        sent++;
      }
    }
    // Everything looked at is settled, e-mailed or not: a kind turned on later does not bring
    // back old news.
    await markEmailed(
      db,
      notices.map((row) => row.id),
      now,
    );
    await deps.messages.markEmailed(messages);
    return sent;
  }

  /**
   * E-mails news to members now (not when away) — those who keep `kind` on and have a verified
   * address — each with a link that turns `kind` off; how many e-mails were queued.
   */
  async function emailAtOnce(
    userIds: string[],
    kind: EmailKind,
    content: {
      subject: string;
      heading: string;
      paragraphs: string[];
      action: { label: string; path: string };
    },
  ): Promise<number> {
    const [preferenceOf, emails] = await Promise.all([
      preferencesOfMany(db, userIds),
      verifiedEmailsOf(db, userIds),
    ]);
    const recipients = userIds.flatMap((userId) => {
      const to = emails.get(userId);
      return to && preferenceOf(userId)[kind] ? [{ userId, to, token: newSecretToken() }] : [];
    });
    const createdAt = clock.now();
    await insertUnsubscribeTokens(
      db,
      recipients.map((r) => ({ tokenHash: hashToken(r.token), userId: r.userId, kind, createdAt })),
    );
    for (const { to, token } of recipients) {
      const unsubscribe = `${appUrl}${paths.unsubscribe}?token=${token}`;
      const { html, text } = renderEmail({
        heading: content.heading,
        paragraphs: content.paragraphs,
        action: { label: content.action.label, url: `${appUrl}${content.action.path}` },
        footnote: `You get this e-mail when ${emailKindLabels[kind]}. To stop these e-mails, open ${unsubscribe} or change them in your settings.`,
      });
      await deps.outbox.send({
        to,
        subject: content.subject,
        html,
        text,
        link: unsubscribe,
        headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
      });
    }
    return recipients.length;
  }

  return {
    sendAwayEmails,
    emailAtOnce,

    queue(log: { error: (obj: object, msg: string) => void }): QueueDefinition<never> {
      return {
        name: awayEmailQueue,
        cron: '*/5 * * * *',
        retryLimit: 2,
        retryDelaySeconds: 60,
        pollingIntervalSeconds: 15,
        handle: async () => {
          await sendAwayEmails().catch((error: unknown) => {
            log.error({ err: error }, 'Could not send the away e-mails');
            throw error;
          });
        },
      };
    },

    preferences: (userId: string) => preferencesOf(db, userId),

    savePreferences: (userId: string, change: Partial<EmailPreferences>) =>
      savePreferences(db, userId, change, clock.now()),

    /** Turns off the kind of e-mail an unsubscribe link was made for; 404 for an unknown link. */
    async unsubscribe(token: string): Promise<{ kind: EmailKind; description: string }> {
      const found = await findUnsubscribeToken(db, hashToken(token));
      if (!found) throw errors.notFound('That unsubscribe link');
      await savePreferences(db, found.userId, { [found.kind]: false }, clock.now());
      return { kind: found.kind, description: emailKindLabels[found.kind] };
    },
  };
}
