/**
 * Which membership action the club page offers the viewer, read from what the server said
 * (`abilities`, `joinRefusal`, the viewer's membership): the page never works a rule out.
 */
import { joinRefusalMessages } from '@contracts/club-constants';
import type { ClubPage } from '@contracts/clubs';
import { clubPriceLabel } from './club-labels';

export type ClubAction =
  /** Join a public club at once. */
  | { kind: 'join' }
  /** Ask to join a private club. */
  | { kind: 'request' }
  /** Pay a paid club's monthly price to join ("Join for $15/month"). */
  | { kind: 'pay'; label: string }
  /** A request waits: it may be taken back. */
  | { kind: 'cancel'; note: string }
  /** A member (not the owner) may leave. */
  | { kind: 'leave' }
  /** The owner hands the club over before leaving. */
  | { kind: 'owner' }
  /** A visitor: the button asks them to sign in first (SPEC §6). */
  | { kind: 'signIn'; label: string }
  /** Nothing to do here, and why (a full club, a ban, a suspension). */
  | { kind: 'refused'; message: string }
  /** Nothing to offer (staff looking at a club, say). */
  | { kind: 'none' };

/** The action for this page as the server described it. */
export function clubActionOf(
  page: Pick<ClubPage, 'abilities' | 'joinRefusal' | 'club'> & Partial<Pick<ClubPage, 'payment'>>,
): ClubAction {
  const { abilities, joinRefusal, club } = page;
  // A suspended paying member pays what is due from the payment notice, not a second checkout.
  if (page.payment?.standing === 'suspended' && page.payment.fix) return { kind: 'none' };
  if (abilities.join) return { kind: 'join' };
  if (abilities.request) return { kind: 'request' };
  const payLabel = `Join for ${clubPriceLabel(club.pricePerMonth)}`;
  if (abilities.payToJoin) return { kind: 'pay', label: payLabel };
  if (abilities.cancelRequest) return { kind: 'cancel', note: joinRefusalMessages.pending };
  if (abilities.leave) return { kind: 'leave' };
  const membership = club.membership;
  if (membership?.status === 'approved' && membership.role === 'owner') return { kind: 'owner' };
  // A visitor is not asked to sign in only to hear the club is full.
  if (joinRefusal === 'signedOut' && club.isFull)
    return { kind: 'refused', message: joinRefusalMessages.full };
  if (joinRefusal === 'signedOut')
    return {
      kind: 'signIn',
      label:
        club.clubType === 'paid'
          ? payLabel
          : club.visibility === 'private'
            ? 'Request to join'
            : 'Join Club',
    };
  if (joinRefusal && joinRefusal !== 'member')
    return { kind: 'refused', message: joinRefusalMessages[joinRefusal] };
  return { kind: 'none' };
}
