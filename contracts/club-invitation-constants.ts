/**
 * Invitations to book clubs (issue 11, item 3): how long they last, how often they may be used,
 * their states and the messages that explain them. Zod-free, for the web's pages.
 */

/** How long a new invitation stays open, in days. */
export const invitationExpiryDays = [1, 7, 30] as const;
export type InvitationExpiryDays = (typeof invitationExpiryDays)[number];

export const invitationLimits = {
  /** The most uses a link may allow (none: as many as its days allow). */
  maxUsesMax: 1_000,
  /** E-mail invitations a club may send in a day, against a host who would spam. */
  emailsPerClubPerDay: 50,
  /** How many invitations the settings page lists, newest first. */
  listed: 50,
  /** Invitations addressed to a member shown on the dashboard. */
  dashboard: 5,
} as const;

export const invitationKinds = ['link', 'email'] as const;
export const invitationStates = [
  'valid',
  'revoked',
  'expired',
  'used_up',
  'already_member',
] as const;
export type InvitationState = (typeof invitationStates)[number];

/** Why an invitation cannot be accepted by this viewer now. */
export const invitationRefusals = [
  'signedOut',
  'revoked',
  'expired',
  'used_up',
  'already_member',
  'banned',
  'full',
  'unavailable',
] as const;
export type InvitationRefusal = (typeof invitationRefusals)[number];

export const invitationMessages = {
  revoked: 'This invitation was revoked by the club’s hosts.',
  expired: 'This invitation has expired. Ask the club’s hosts for a new one.',
  usedUp: 'This invitation has already been used as many times as it allows.',
  alreadyMember: 'You are already a member of this club',
  banned: 'You cannot join this club.',
  full: 'Sorry, this club is full. Try again when a place opens up.',
  unavailable: 'This club is not available right now.',
  signedOut: 'Sign in or create an account to accept this invitation',
  maxUsesTooLow: 'A link must allow at least 1 use',
  maxUsesTooHigh: 'A link can allow at most 1,000 uses',
  tooManyEmails: 'Your club has sent 50 e-mail invitations today. Try again tomorrow.',
  alreadyRevoked: 'That invitation was already revoked',
  notYours: 'This invitation was sent to another e-mail address',
} as const;

export const invitationRefusalMessages: Record<InvitationRefusal, string> = {
  signedOut: invitationMessages.signedOut,
  revoked: invitationMessages.revoked,
  expired: invitationMessages.expired,
  used_up: invitationMessages.usedUp,
  already_member: invitationMessages.alreadyMember,
  banned: invitationMessages.banned,
  full: invitationMessages.full,
  unavailable: invitationMessages.unavailable,
};

/** The notification a member gets when a host invites their e-mail address. */
export const invitationNotification = {
  type: 'club_invitation',
  title: 'You were invited to join a club',
} as const;
