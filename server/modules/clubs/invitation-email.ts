/** The e-mail an invited address gets: who invites it to which club, and the link. */
import { renderEmail } from '../../platform/mail/layout.js';
import type { MailMessage } from '../../platform/mail/mailer.js';

export function invitationEmail(
  clubName: string,
  to: string,
  url: string,
  inviter: string,
): MailMessage {
  const { html, text } = renderEmail({
    heading: `You are invited to join ${clubName}`,
    paragraphs: [
      `${inviter} invited you to join the book club “${clubName}” on Bookhive.`,
      'Open the invitation to see the club and join it. If you have no account yet, you can create one on the way.',
    ],
    action: { label: 'Open the invitation', url },
    footnote: 'If you did not expect this invitation, you can ignore this e-mail.',
  });
  // A subject is one line, whatever the club's name holds.
  const name = clubName.replace(/[\s\p{Cc}]+/gu, ' ');
  return { to, subject: `You are invited to join ${name} on Bookhive`, html, text, link: url };
}
