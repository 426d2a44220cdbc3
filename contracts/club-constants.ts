/**
 * Book clubs' numbers, words and enumerations without their schemas, so web pages can use them
 * without loading zod (decision 0006); contracts/clubs.ts builds its schemas from them.
 */
import { fieldLimits } from './constants.js';
import { fieldMessages } from './messages.js';

/** The categories a club belongs to: the landing page's pills without "All" (SPEC §4). */
export const clubCategories = [
  'Fiction',
  'Mystery',
  'Sci-Fi',
  'Romance',
  'Business',
  'Biography',
  'Self-Help',
  'Fantasy',
  'History',
  'Health',
  "Children's",
] as const;
export type ClubCategory = (typeof clubCategories)[number];

/** The landing page's twelve category pills, in order; "All" filters nothing. */
export const clubCategoryPills = ['All', ...clubCategories] as const;
export type ClubCategoryPill = (typeof clubCategoryPills)[number];

export const clubVisibilities = ['public', 'private'] as const;
export type ClubVisibility = (typeof clubVisibilities)[number];

/** SPEC §3 club_type: a paid club has a monthly price (issue 12). */
export const clubTypes = ['free', 'paid'] as const;
export type ClubType = (typeof clubTypes)[number];

export const clubRoles = ['owner', 'moderator', 'member'] as const;
export type ClubRole = (typeof clubRoles)[number];

/**
 * A membership's state. Leaving or being removed deletes the row (the member may come back);
 * a declined request stays so hosts see it was answered, until the retention job clears it.
 */
export const membershipStatuses = [
  'pending',
  'approved',
  'declined',
  'banned',
  /** A paid club's member whose payment failed past the grace period (issue 12). */
  'suspended',
] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

/** The member lists hosts may ask for; outsiders only ever get `approved`. */
export const memberListStatuses = ['approved', 'pending', 'banned'] as const;
export type MemberListStatus = (typeof memberListStatuses)[number];

export const clubSorts = ['members', 'newest'] as const;
export type ClubSort = (typeof clubSorts)[number];

/** Clubs on one page of /book-clubs. */
export const clubsPerPage = 20;
/** Members on one page of a club's member list. */
export const clubMembersPerPage = 50;
/** "My clubs": every club a member belongs to or asked to join, at most this many. */
export const myClubsMax = 100;

export const clubLimits = {
  nameMin: fieldLimits.clubNameMin,
  nameMax: fieldLimits.clubNameMax,
  descriptionMax: 2_000,
  rulesMax: 5_000,
  memberLimitMin: 2,
  memberLimitMax: 10_000,
  searchMax: 100,
} as const;

/**
 * What a private club shows people outside it, as its hosts choose. Its name, cover, category,
 * member count and hosts always show, so people can find it and ask to join.
 */
export const outsiderViewDefaults = {
  description: true,
  currentBook: true,
  rules: false,
  members: false,
} as const;

/** Why the viewer cannot join or ask to join, for the page to say so. */
export const joinRefusals = [
  'signedOut',
  'member',
  'pending',
  'banned',
  'full',
  'suspended',
] as const;
export type JoinRefusal = (typeof joinRefusals)[number];

export const clubMessages = {
  nameTooShort: fieldMessages.clubNameTooShort,
  nameTooLong: fieldMessages.clubNameTooLong,
  descriptionTooLong: 'Description must be less than 2,000 characters',
  rulesTooLong: 'Rules must be less than 5,000 characters',
  memberLimitTooLow: 'A club needs room for at least 2 members',
  memberLimitTooHigh: 'A club can have at most 10,000 members',
  memberLimitBelowCount: 'The member limit cannot be lower than the number of members',
  categoryRequired: 'Choose a category',
  full: 'Sorry, this club is full. Try again when a place opens up.',
  banned: 'You cannot join this club.',
  alreadyMember: 'You are already a member of this club',
  alreadyRequested: 'You have already asked to join this club',
  notMember: 'You are not a member of this club',
  ownerMustTransfer: 'Transfer ownership to another member before leaving your club',
  noSuchRequest: 'There is no request from this member to answer',
  noSuchMember: 'That person is not a member of this club',
  notBanned: 'That person is not banned from this club',
  alreadyBanned: 'That person is already banned from this club',
  alreadyHost: 'That member is already a host',
  notModerator: 'That member is not a moderator',
  cannotActOnHost: 'Only the owner can do that to a host',
  cannotActOnSelf: 'You cannot do that to yourself',
  transferToMember: 'Ownership can only go to a member of the club',
  paidClubTransfer:
    'Members pay this club’s owner, so a paid club keeps its owner; it can change hands once it is free again.',
  confirmNameMismatch: 'Type the club’s name exactly to delete it',
  unknownBook: 'That book is not in the catalogue',
  coverRequired: 'Choose an image for the club’s cover',
  paidClubsNeedClubHost:
    'Paid clubs come with the Club Host plan. Upgrade in Settings to set a price.',
  priceOutOfRange: 'A monthly price is from $1 to $1,000',
  payToJoin: 'This club is paid: join it through checkout.',
  notPaid: 'This club is free: join it directly.',
  freeWhileMembersPay: 'Members pay for this club now: it can become free once no one pays.',
} as const;

/**
 * What a host is told about prices (issue 12): a new price is for members who join from now
 * on; members who pay keep the price they joined at until they leave.
 */
export const clubPriceNotes = {
  newMembersOnly:
    'A new price applies to members who join from now on. Members who already pay keep their price.',
  freeMembersStay: 'Members who joined while the club was free stay members without paying.',
} as const;

/** What the page says for each join refusal. */
export const joinRefusalMessages: Record<JoinRefusal, string> = {
  signedOut: 'Sign in to join this club',
  member: clubMessages.alreadyMember,
  pending: 'Your request to join is waiting for the hosts',
  banned: clubMessages.banned,
  full: clubMessages.full,
  suspended: 'This club is suspended',
};

/** Titles of the notifications clubs send (through the notifications service). */
export const clubNotificationTitles = {
  requestApproved: 'Your request to join a club was approved',
  requestDeclined: 'Your request to join a club was declined',
  joinRequest: 'Someone asked to join your club',
  clubDeleted: 'A club you belonged to was deleted',
  ownershipTransferred: 'You are now the owner of a club',
  paymentFailed: 'Your club membership payment failed',
  membershipSuspended: 'Your club membership is suspended',
  membershipLapsed: 'Your club membership has ended',
  paidJoinRefunded: 'Your payment was refunded',
} as const;

/** The notification types clubs send; the `club_` prefix sends them to the club's page. */
export const clubNotificationTypes = {
  requestApproved: 'club_request_approved',
  requestDeclined: 'club_request_declined',
  joinRequest: 'club_join_request',
  clubDeleted: 'club_deleted',
  ownershipTransferred: 'club_ownership_transferred',
  paymentFailed: 'club_payment_failed',
  membershipSuspended: 'club_membership_suspended',
  membershipLapsed: 'club_membership_lapsed',
  paidJoinRefunded: 'club_paid_join_refunded',
} as const;

/** Where a paid club member's payment stands, as their host sees it. */
export const paymentStandings = ['active', 'grace', 'suspended'] as const;
export type PaymentStanding = (typeof paymentStandings)[number];
