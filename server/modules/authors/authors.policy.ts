/** Who may do what to an author page, and what an author may ask of staff. */
import type { Permission } from '../../../contracts/roles.js';

/** Whoever is looking: signed out (null), or an account with its permissions. */
export interface Viewer {
  userId: string;
  permissions: ReadonlySet<Permission>;
}

/** An author page, as far as the rules need it. */
export interface AuthorPageRef {
  verifiedUserId: string | null;
}

/** Only the account verified as this author claims books for its page. */
export function canClaimBooksFor(
  viewer: { userId: string } | null,
  author: AuthorPageRef,
): boolean {
  return viewer !== null && author.verifiedUserId === viewer.userId;
}

/**
 * The author verified for the page edits it, and so does staff holding content_author_pages
 * (content_admin, admin, super_admin); nobody else, whatever else they may do.
 */
export function canEditAuthorPage(viewer: Viewer | null, author: AuthorPageRef): boolean {
  if (viewer === null) return false;
  return author.verifiedUserId === viewer.userId || viewer.permissions.has('content_author_pages');
}

/** What stands in the way of an "I am this author" request, if anything. */
export type VerificationRefusal = 'already_verified' | 'request_pending' | 'page_taken';

/**
 * One request at a time, from an account not yet verified as anyone, for a page (if it names
 * one) no other account is verified for.
 */
export function verificationRefusal(state: {
  verifiedAs: AuthorPageRef | null;
  hasPendingRequest: boolean;
  requestedPage: AuthorPageRef | null;
}): VerificationRefusal | null {
  if (state.verifiedAs) return 'already_verified';
  if (state.hasPendingRequest) return 'request_pending';
  if (state.requestedPage?.verifiedUserId) return 'page_taken';
  return null;
}

/** The dashboard offers the request exactly when verificationRefusal would not refuse it. */
export function canRequestVerification(state: {
  verifiedAs: AuthorPageRef | null;
  hasPendingRequest: boolean;
}): boolean {
  return verificationRefusal({ ...state, requestedPage: null }) === null;
}

/** Only a verified author claims a book (one not yet credited to them; the service checks). */
export function canClaimBooks<T extends AuthorPageRef>(verifiedAs: T | null): verifiedAs is T {
  return verifiedAs !== null;
}
