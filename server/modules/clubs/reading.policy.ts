/**
 * Rules of reading together in a club (issue 11 part 5), pure: who sees the poll, the plan and
 * the meetings (whoever sees inside the club), who votes, answers meetings and takes the feed
 * (its approved members), who runs them (its hosts: staff see them whole but act on a club
 * through its settings and the back-office, where their actions are audited), and how a poll is
 * won.
 */
import type { ReadingAbilities } from '../../../contracts/club-reading.js';
import {
  canViewInside,
  type ClubState,
  type ClubViewer,
  type MembershipState,
} from './clubs.policy.js';

/** What the viewer may do with the club's poll, plan, meetings and feed. */
export function readingAbilities(
  viewer: ClubViewer,
  club: ClubState,
  membership: MembershipState | null,
): ReadingAbilities & { view: boolean } {
  const live = !club.suspended;
  const member = live && membership?.status === 'approved';
  const host = member && membership?.role !== 'member';
  return {
    view: canViewInside(viewer, club, membership),
    vote: member,
    managePoll: host,
    editPlan: host,
    manageMeetings: host,
    rsvp: member,
    calendar: member,
    chooseShelf: member,
  };
}

/** The books with the most votes: one is a winner, more a tie. None when nobody voted. */
export function pollLeaders(tally: { workId: string; votes: number }[]): string[] {
  const top = Math.max(0, ...tally.map((t) => t.votes));
  if (top === 0) return tally.map((t) => t.workId);
  return tally.filter((t) => t.votes === top).map((t) => t.workId);
}

export type PollOutcome =
  { kind: 'winner'; workId: string } | { kind: 'tieNeedsWinner' } | { kind: 'notTied' };

/** How closing a poll ends: the leader, or among tied leaders the host's pick. */
export function pollOutcome(leaders: string[], hostPick: string | null): PollOutcome {
  if (leaders.length === 1 && leaders[0] && (hostPick === null || hostPick === leaders[0]))
    return { kind: 'winner', workId: leaders[0] };
  if (hostPick === null) return { kind: 'tieNeedsWinner' };
  return leaders.includes(hostPick) ? { kind: 'winner', workId: hostPick } : { kind: 'notTied' };
}

/** A section is open from the start of its day in the plan's time zone. */
export function sectionOpen(startsOn: string, today: string): boolean {
  return startsOn <= today;
}

/**
 * Who reads a club's forum community: a private club's approved members alone (its id), or
 * everyone (null) for a public club (decision 0020).
 */
export function communityReadersOf(club: { id: string; visibility: 'public' | 'private' }) {
  return club.visibility === 'private' ? club.id : null;
}
