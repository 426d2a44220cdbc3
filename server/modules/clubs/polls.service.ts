/**
 * Members' polls for a club's next book (issue 11 part 5): hosts offer 2–5 catalogue books,
 * members vote (one vote each, changed at will), hosts close the poll and the winner — or among
 * tied leaders the host's pick — becomes the club's current book. Members are told when a poll
 * opens and when the book is chosen; those who asked find it on their "want to read" shelf.
 */
import {
  clubReadingMessages as m,
  clubReadingNotificationTitles as titles,
  clubReadingNotificationTypes as types,
  type ClubPoll,
  type OpenPoll,
} from '../../../contracts/club-reading.js';
import { errors } from '../../platform/errors.js';
import type { ClubViewer } from './clubs.policy.js';
import { lockClub, updateClub } from './clubs.queries.js';
import { approvedMemberIds } from './memberships.queries.js';
import {
  castVote,
  closePoll,
  insertPoll,
  latestPoll,
  lockPoll,
  pollTally,
  voteOf,
} from './polls.queries.js';
import { clubBookOf, readingAccess, require, type ReadingDeps } from './reading-access.js';
import { pollLeaders, pollOutcome } from './reading.policy.js';
import { wantToReadMembers } from './reading-plan.queries.js';

const refuse = (message: string, path: string) =>
  errors.validation(message, [{ path: [path], message }]);

export type PollsService = ReturnType<typeof createPollsService>;

export function createPollsService(deps: ReadingDeps) {
  const { db, clock } = deps;

  return {
    /** The club's open poll, else its latest closed one, as the viewer sees it. */
    async current(clubId: string, userId: string | null): Promise<ClubPoll | null> {
      const poll = await latestPoll(db, clubId);
      if (!poll) return null;
      const [tally, mine] = await Promise.all([
        pollTally(db, poll.id),
        userId ? voteOf(db, poll.id, userId) : null,
      ]);
      const books = new Map(
        (await deps.bookSummaries(tally.map((t) => t.workId))).map((b) => [b.id, b]),
      );
      return {
        id: poll.id,
        status: poll.status,
        candidates: tally.flatMap((t) => {
          const book = books.get(t.workId);
          return book ? [{ book: clubBookOf(book), votes: t.votes }] : [];
        }),
        totalVotes: tally.reduce((sum, t) => sum + t.votes, 0),
        myVote: mine,
        leaders: pollLeaders(tally),
        winnerId: poll.winnerWorkId,
        closedAt: poll.closedAt?.toISOString() ?? null,
      };
    },

    async open(viewer: ClubViewer, clubId: string, input: OpenPoll): Promise<void> {
      const { row, abilities } = await readingAccess(db, viewer, clubId);
      require(abilities.managePoll);
      const found = new Set((await deps.bookSummaries(input.workIds)).map((b) => b.id));
      if (input.workIds.some((id) => !found.has(id))) throw refuse(m.unknownCandidate, 'workIds');
      await db.transaction(async (tx) => {
        const poll = await insertPoll(tx, {
          clubId,
          createdBy: viewer.userId as string,
          workIds: input.workIds,
          now: clock.now(),
        });
        if (!poll) throw errors.conflict(m.pollOpen);
        const told = (await approvedMemberIds(tx, clubId)).filter((id) => id !== viewer.userId);
        await deps.notify(
          told.map((userId) => ({
            userId,
            type: types.pollOpened,
            title: titles.pollOpened,
            content: `“${row.name}” is choosing its next book: vote for one of ${input.workIds.length}.`,
            relatedId: row.slug,
          })),
          tx,
        );
      });
    },

    async vote(viewer: ClubViewer, clubId: string, pollId: string, workId: string) {
      const { abilities } = await readingAccess(db, viewer, clubId);
      require(abilities.vote);
      const poll = await latestPoll(db, clubId);
      if (!poll || poll.id !== pollId) throw errors.notFound('That poll');
      if (poll.status !== 'open') throw errors.conflict(m.pollClosed);
      const tally = await pollTally(db, pollId);
      if (!tally.some((t) => t.workId === workId)) throw refuse(m.notACandidate, 'workId');
      const cast = await castVote(db, {
        pollId,
        userId: viewer.userId as string,
        workId,
        now: clock.now(),
      });
      // Refused only when the poll closed between the check and the vote.
      if (!cast) throw errors.conflict(m.pollClosed);
    },

    /** Closes the poll; the winner becomes the club's current book. */
    async close(viewer: ClubViewer, clubId: string, pollId: string, hostPick: string | null) {
      const { abilities } = await readingAccess(db, viewer, clubId);
      require(abilities.managePoll);
      const candidates = await pollTally(db, pollId);
      const books = new Map(
        (await deps.bookSummaries(candidates.map((c) => c.workId))).map((b) => [b.id, b]),
      );
      const winner = await db.transaction(async (tx) => {
        // The poll's lock first: votes cast meanwhile are counted or refused, never lost.
        const poll = await lockPoll(tx, clubId, pollId);
        if (!poll) throw errors.notFound('That poll');
        if (poll.status !== 'open') throw errors.conflict(m.pollClosed);
        const outcome = pollOutcome(pollLeaders(await pollTally(tx, pollId)), hostPick);
        if (outcome.kind === 'tieNeedsWinner') throw refuse(m.tieNeedsWinner, 'winnerId');
        if (outcome.kind === 'notTied') throw refuse(m.winnerNotTied, 'winnerId');
        const now = clock.now();
        await closePoll(tx, pollId, outcome.workId, now);
        const club = await lockClub(tx, clubId);
        if (!club) throw errors.notFound('That club');
        const book = books.get(outcome.workId);
        await updateClub(tx, clubId, {
          currentBookId: outcome.workId,
          currentBookTitle: book?.title ?? null,
          updatedAt: now,
        });
        const told = (await approvedMemberIds(tx, clubId)).filter((id) => id !== viewer.userId);
        await deps.notify(
          told.map((userId) => ({
            userId,
            type: types.bookChosen,
            title: titles.bookChosen,
            content: `“${club.name}” will read “${book?.title ?? 'a new book'}” next.`,
            relatedId: club.slug,
          })),
          tx,
        );
        return outcome.workId;
      });
      await deps.addWantToRead(await wantToReadMembers(db, clubId), winner);
    },
  };
}
