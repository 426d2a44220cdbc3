/** The e-mails the account system sends. Links point at the web app (paths from contracts). */
import { tokenLifetimes } from '../../../contracts/constants.js';
import { emailLinkPaths, paths } from '../../../contracts/paths.js';
import { renderEmail } from '../../platform/mail/layout.js';
import type { MailMessage } from '../../platform/mail/mailer.js';

export function verificationEmail(appUrl: string, to: string, token: string): MailMessage {
  const link = appUrl + emailLinkPaths.verifyEmail(token);
  return {
    to,
    subject: 'Confirm your email for Bookhive',
    link,
    ...renderEmail({
      heading: 'Confirm your email address',
      paragraphs: [
        'Welcome to Bookhive! Confirm this is your email address and your account is ready: your shelves, clubs and discussions are waiting.',
      ],
      action: { label: 'Confirm my email', url: link },
      footnote: `This link works once and expires in ${tokenLifetimes.emailVerificationHours} hours. If you did not sign up for Bookhive, ignore this email.`,
    }),
  };
}

/**
 * Sent instead of a new confirmation link when the address is already confirmed, so asking
 * tells nothing about who is registered.
 */
export function alreadyVerifiedEmail(appUrl: string, to: string): MailMessage {
  const link = `${appUrl}${paths.auth}?tab=signin`;
  return {
    to,
    subject: 'Your Bookhive email is already confirmed',
    link,
    ...renderEmail({
      heading: 'Your email is already confirmed',
      paragraphs: [
        'Someone (hopefully you) asked for a new confirmation link for this email address, but it is already confirmed: your Bookhive account is ready.',
        'You can sign in right away. If you forgot your password, use "Forgot password?" on the sign-in form.',
      ],
      action: { label: 'Sign in to Bookhive', url: link },
      footnote:
        'If it was not you, you can ignore this email: nothing has changed on your account.',
    }),
  };
}

/** Sent instead of a confirmation link when the address has no account (see above). */
export function verificationNoAccountEmail(appUrl: string, to: string): MailMessage {
  const link = `${appUrl}${paths.auth}?tab=signup`;
  return {
    to,
    subject: 'Confirming your email for Bookhive',
    link,
    ...renderEmail({
      heading: 'There is no Bookhive account with this address',
      paragraphs: [
        'Someone (hopefully you) asked for a link to confirm this email address on Bookhive, but there is no Bookhive account with it.',
        'If it was you, you may have signed up with another address: ask from that one. Or create an account with this address.',
      ],
      action: { label: 'Create a Bookhive account', url: link },
      footnote:
        'If it was not you, you can ignore this email: no account was created and nothing was changed.',
    }),
  };
}

/** Sent instead of a second account when someone signs up with a registered address. */
export function alreadyRegisteredEmail(appUrl: string, to: string): MailMessage {
  const link = `${appUrl}${paths.auth}?tab=signin`;
  return {
    to,
    subject: 'You already have a Bookhive account',
    link,
    ...renderEmail({
      heading: 'You already have an account',
      paragraphs: [
        'Someone (hopefully you) just tried to sign up for Bookhive with this email address, which already has an account.',
        'If it was you, sign in instead. If you forgot your password, use "Forgot password?" on the sign-in form.',
      ],
      action: { label: 'Sign in to Bookhive', url: link },
      footnote:
        'If it was not you, you can ignore this email: nothing has changed on your account.',
    }),
  };
}

/**
 * Sent instead of a reset link when the address has no account, so asking tells nothing about
 * who is registered: every address asked for gets one e-mail (as GitHub and Slack do).
 */
export function passwordResetNoAccountEmail(appUrl: string, to: string): MailMessage {
  const link = `${appUrl}${paths.auth}?tab=signup`;
  return {
    to,
    subject: 'Bookhive password reset request',
    link,
    ...renderEmail({
      heading: 'There is no Bookhive account with this address',
      paragraphs: [
        'Someone (hopefully you) asked to reset the password of a Bookhive account for this email address, but there is no Bookhive account with it.',
        'If it was you, you may have signed up with another address: ask for the reset from that one. Or create an account with this address.',
      ],
      action: { label: 'Create a Bookhive account', url: link },
      footnote:
        'If it was not you, you can ignore this email: no account was created and nothing was changed.',
    }),
  };
}

export function passwordResetEmail(appUrl: string, to: string, token: string): MailMessage {
  const link = appUrl + emailLinkPaths.resetPassword(token);
  return {
    to,
    subject: 'Reset your Bookhive password',
    link,
    ...renderEmail({
      heading: 'Reset your password',
      paragraphs: [
        'We received a request to reset the password of your Bookhive account. Choose a new one here:',
      ],
      action: { label: 'Choose a new password', url: link },
      footnote: `This link works once and expires in ${tokenLifetimes.passwordResetMinutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    }),
  };
}

export function passwordChangedEmail(appUrl: string, to: string): MailMessage {
  const link = `${appUrl}${paths.auth}?tab=signin`;
  return {
    to,
    subject: 'Your Bookhive password was changed',
    link,
    ...renderEmail({
      heading: 'Your password was changed',
      paragraphs: [
        'The password of your Bookhive account was just changed, and your other devices were signed out.',
        'If you did this, there is nothing else to do. If you did not, reset your password now from the sign-in form and review your sessions in Settings.',
      ],
      action: { label: 'Go to Bookhive', url: link },
    }),
  };
}

export function emailChangeConfirmationEmail(
  appUrl: string,
  to: string,
  token: string,
): MailMessage {
  const link = appUrl + emailLinkPaths.confirmEmailChange(token);
  return {
    to,
    subject: 'Confirm your new email for Bookhive',
    link,
    ...renderEmail({
      heading: 'Confirm your new email address',
      paragraphs: [
        'You asked to use this address for your Bookhive account. Confirm it to finish the change:',
      ],
      action: { label: 'Confirm new email', url: link },
      footnote: `This link works once and expires in ${tokenLifetimes.emailChangeHours} hours. Until you confirm, your account keeps its current address.`,
    }),
  };
}

export function emailChangeNoticeEmail(to: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'A change of email was requested on your Bookhive account',
    ...renderEmail({
      heading: 'Email change requested',
      paragraphs: [
        `Someone signed in to your Bookhive account asked to change its email address to ${newEmail}. The change happens only once that address confirms it.`,
        'If this was not you, change your password right away: that also signs out every other device.',
      ],
    }),
  };
}
