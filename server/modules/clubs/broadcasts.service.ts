/**
 * Club announcements (issue 11, item 6): a host posts a title and plain text; every approved
 * member gets a notification through the notifications service (live over the realtime
 * channel, in the post's transaction), members who keep club announcements on get an e-mail
 * from a background job, and the club page lists them. Ten a day per club at most.
 */
import {
  broadcastLimits,
  broadcastMessages,
  broadcastNotification,
  type ClubBroadcast,
  type ClubBroadcastList,
  type MyBroadcasts,
} from '../../../contracts/club-broadcasts.js';
import type { ClubPerson } from '../../../contracts/clubs.js';
import { paths } from '../../../contracts/paths.js';
import { errors } from '../../platform/errors.js';
import type { JobRunner, QueueDefinition } from '../../platform/jobs.js';
import { broadcastAbilities, excerpt } from './broadcasts.policy.js';
import {
  countBroadcastsSince,
  findBroadcast,
  insertBroadcast,
  latestBroadcastsFor,
  listBroadcasts,
  type BroadcastRow,
} from './broadcasts.queries.js';
import type { ClubViewer } from './clubs.policy.js';
import { clubStateOf } from './clubs.presenter.js';
import { findClubById } from './clubs.queries.js';
import { seenOr404, type ClubsDeps } from './clubs.service.js';
import { approvedMemberIds, findMembership } from './memberships.queries.js';

export const broadcastEmailQueue = 'club-broadcast-emails';

export interface BroadcastsDeps extends ClubsDeps {
  jobs: Pick<JobRunner, 'send'>;
  /** The notifications module's e-mail to members who keep a kind of news on. */
  emailAtOnce: (
    userIds: string[],
    kind: 'clubAnnouncements',
    content: {
      subject: string;
      heading: string;
      paragraphs: string[];
      action: { label: string; path: string };
    },
  ) => Promise<number>;
}

const day = 24 * 60 * 60 * 1000;

function present(row: BroadcastRow, author: ClubPerson | null): ClubBroadcast {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    author,
    createdAt: row.createdAt.toISOString(),
  };
}

export type BroadcastsService = ReturnType<typeof createBroadcastsService>;

export function createBroadcastsService(deps: BroadcastsDeps) {
  const { db, clock } = deps;

  async function authorsOf(rows: BroadcastRow[]) {
    const ids = [...new Set(rows.flatMap((r) => (r.authorId ? [r.authorId] : [])))];
    const people = new Map((await deps.publicNames(ids)).map((p) => [p.id, p]));
    return (row: BroadcastRow) => (row.authorId && people.get(row.authorId)) || null;
  }

  /** E-mails one announcement to the members who want it (the job's work). */
  async function emailBroadcast(broadcastId: string): Promise<number> {
    const row = await findBroadcast(db, broadcastId);
    const club = row ? await findClubById(db, row.clubId) : null;
    if (!row || !club || club.suspendedAt) return 0;
    const members = (await approvedMemberIds(db, club.id)).filter((id) => id !== row.authorId);
    return deps.emailAtOnce(members, 'clubAnnouncements', {
      // One line, whatever the club's name holds (the title is one already).
      subject: `${row.title} — ${club.name.replace(/[\s\p{Cc}]+/gu, ' ')}`,
      heading: row.title,
      paragraphs: [
        `An announcement from the hosts of “${club.name}”:`,
        ...row.body.split(/\n{2,}/),
      ],
      action: { label: `Open ${club.name}`, path: paths.club(club.slug) },
    });
  }

  return {
    emailBroadcast,

    /** Posts an announcement: every member is notified now, and e-mailed by the job. */
    async create(
      viewer: ClubViewer,
      clubId: string,
      body: { title: string; body: string },
    ): Promise<ClubBroadcast> {
      const club = seenOr404(viewer, await findClubById(db, clubId));
      const membership = viewer.userId ? await findMembership(db, club.id, viewer.userId) : null;
      if (!broadcastAbilities(viewer, clubStateOf(club), membership).post) throw errors.forbidden();
      const now = clock.now();
      const posted = await countBroadcastsSince(db, club.id, new Date(now.getTime() - day));
      if (posted >= broadcastLimits.perClubPerDay)
        throw errors.rateLimitedFor(day / 1000, broadcastMessages.tooMany);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertBroadcast(tx, {
          clubId: club.id,
          authorId: viewer.userId,
          title: body.title,
          body: body.body,
          createdAt: now,
        });
        const members = (await approvedMemberIds(tx, club.id)).filter((id) => id !== viewer.userId);
        await deps.notify(
          members.map((userId) => ({
            userId,
            type: broadcastNotification.type,
            title: broadcastNotification.title(club.name),
            content: `${body.title} — ${excerpt(body.body)}`,
            relatedId: club.slug,
          })),
          tx,
        );
        return inserted;
      });
      // After the commit: a job sent inside the transaction would wait for it (platform/jobs).
      await deps.jobs.send(broadcastEmailQueue, { broadcastId: row.id });
      const [author] = await deps.publicNames(viewer.userId ? [viewer.userId] : []);
      return present(row, author ?? null);
    },

    /** The club's announcements, newest first, for whoever sees inside the club. */
    async list(viewer: ClubViewer, clubId: string): Promise<ClubBroadcastList> {
      const club = seenOr404(viewer, await findClubById(db, clubId));
      const membership = viewer.userId ? await findMembership(db, club.id, viewer.userId) : null;
      const abilities = broadcastAbilities(viewer, clubStateOf(club), membership);
      if (!abilities.read) throw errors.forbidden();
      const rows = await listBroadcasts(db, club.id, broadcastLimits.listed);
      const authorOf = await authorsOf(rows);
      return {
        broadcasts: rows.map((row) => present(row, authorOf(row))),
        abilities: { post: abilities.post },
      };
    },

    /** The latest announcements of the member's clubs (the dashboard). */
    async mine(viewer: ClubViewer): Promise<MyBroadcasts> {
      if (!viewer.userId) throw errors.unauthenticated();
      const rows = await latestBroadcastsFor(db, viewer.userId, broadcastLimits.dashboard);
      const authorOf = await authorsOf(rows.map((r) => r.broadcast));
      return {
        broadcasts: rows.map(({ broadcast, club }) => ({
          ...present(broadcast, authorOf(broadcast)),
          club: { ...club, path: paths.club(club.slug) },
        })),
      };
    },

    /** The job that e-mails each announcement. */
    emailQueue(): QueueDefinition<{ broadcastId: string }> {
      return {
        name: broadcastEmailQueue,
        retryLimit: 3,
        retryDelaySeconds: 60,
        handle: async ({ broadcastId }) => {
          await emailBroadcast(broadcastId);
        },
      };
    },
  };
}
