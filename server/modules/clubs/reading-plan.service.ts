/**
 * The reading plan of a club's current book (issue 11 part 5): dated sections, each with a
 * thread in the club's forum community (a chapter for the book) that opens on its start day,
 * spoiler-marked up to where the section ends so the forum shields it from readers behind.
 */
import type { ReadingPlan, SavePlan } from '../../../contracts/club-reading.js';
import { clubReadingMessages as m } from '../../../contracts/club-reading.js';
import { errors } from '../../platform/errors.js';
import type { ClubViewer } from './clubs.policy.js';
import type { Db } from '../../platform/db/database.js';
import type { ClubRow } from './clubs.queries.js';
import { localDayOf } from './meeting-time.js';
import { clubBookOf, readingAccess, require, type ReadingDeps } from './reading-access.js';
import { communityReadersOf, sectionOpen } from './reading.policy.js';
import {
  clubCommunityId,
  findPlan,
  lockSectionWithoutThread,
  replaceSections,
  sectionsOf,
  setPlanForum,
  setSectionThread,
  upsertPlan,
  type PlanRow,
  type SectionRow,
} from './reading-plan.queries.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type ReadingPlanService = ReturnType<typeof createReadingPlanService>;

export function createReadingPlanService(deps: ReadingDeps) {
  const { db, clock, forum } = deps;

  /**
   * Gives the club a forum chapter for the plan's book, in the club's community (made with the
   * first plan). A private club's community is read by its members alone (decision 0020).
   */
  async function ensureForum(club: ClubRow, plan: PlanRow, bookTitle: string, hostId: string) {
    if (plan.forumChapterId) return;
    const communityId =
      (await clubCommunityId(db, club.id)) ??
      (
        await forum.createCommunity({
          name: club.name,
          description: `Reading plans of the book club “${club.name}”.`,
          createdBy: hostId,
          membersOfClubId: communityReadersOf(club),
        })
      ).id;
    const chapter = await forum.createChapter(communityId, bookTitle, hostId);
    if (chapter) await setPlanForum(db, plan.id, { communityId, chapterId: chapter.id });
  }

  /**
   * Opens the threads of sections whose day has come. Checked when the plan is read rather than
   * by a scheduled job: a section's date can change until it opens, and the thread is only ever
   * reached from the plan, so the first reader on the day opens it — with no job to move or
   * cancel when hosts edit the plan. The section's row lock makes two readers open it once.
   */
  async function openDueThreads(plan: PlanRow, sections: SectionRow[], bookTitle: string) {
    const today = localDayOf(clock.now(), plan.timeZone);
    const chapterId = plan.forumChapterId;
    const author = plan.createdBy;
    if (!chapterId || !author) return sections;
    let due = false;
    for (const section of sections) {
      if (section.threadId || !sectionOpen(section.startsOn, today)) continue;
      due = true;
      const spoiler =
        section.spoilerUnit && section.spoilerValue
          ? { workId: plan.workId, unit: section.spoilerUnit, value: section.spoilerValue }
          : null;
      const write = await forum.prepareThread(author, chapterId, {
        title: `${bookTitle}: ${section.title}`,
        body: `<p>${escapeHtml(section.title)} of “${escapeHtml(bookTitle)}”, from ${section.startsOn}: talk about it here.</p>`,
        spoiler,
      });
      await db.transaction(async (tx) => {
        if (!(await lockSectionWithoutThread(tx, section.id))) return;
        const threadId = await write(tx);
        await setSectionThread(tx, section.id, threadId);
      });
    }
    if (!due) return sections;
    // This reader or another one meanwhile opened them: read the threads as they are now.
    return sectionsOf(db, plan.id);
  }

  return {
    /** The plan of the club's current book, opening sections due today; null when none. */
    async current(club: ClubRow): Promise<ReadingPlan | null> {
      if (!club.currentBookId) return null;
      const plan = await findPlan(db, club.id, club.currentBookId);
      if (!plan) return null;
      const [book] = await deps.bookSummaries([plan.workId]);
      if (!book) return null;
      const sections = await openDueThreads(plan, await sectionsOf(db, plan.id), book.title);
      const today = localDayOf(clock.now(), plan.timeZone);
      return {
        id: plan.id,
        book: clubBookOf(book),
        timeZone: plan.timeZone,
        chapterUrl: plan.forumChapterId ? await forum.chapterUrl(plan.forumChapterId) : null,
        sections: sections.map((s) => ({
          id: s.id,
          title: s.title,
          startsOn: s.startsOn,
          spoiler:
            s.spoilerUnit && s.spoilerValue ? { unit: s.spoilerUnit, value: s.spoilerValue } : null,
          open: sectionOpen(s.startsOn, today),
          threadUrl: s.threadId ? forum.threadUrl(s.threadId) : null,
        })),
      };
    },

    /** Makes or changes the plan of the current book; sections kept keep their threads. */
    async save(viewer: ClubViewer, clubId: string, input: SavePlan): Promise<void> {
      const { row, abilities } = await readingAccess(db, viewer, clubId);
      require(abilities.editPlan);
      const workId = row.currentBookId;
      if (!workId) throw errors.validation(m.noCurrentBook);
      const [book] = await deps.bookSummaries([workId]);
      if (!book) throw errors.validation(m.noCurrentBook);
      const hostId = viewer.userId as string;
      const plan = await db.transaction(async (tx) => {
        const saved = await upsertPlan(tx, {
          clubId,
          workId,
          timeZone: input.timeZone,
          createdBy: hostId,
          now: clock.now(),
        });
        await replaceSections(
          tx,
          saved.id,
          input.sections.map((s) => ({
            title: s.title,
            startsOn: s.startsOn,
            spoilerUnit: s.spoiler?.unit ?? null,
            spoilerValue: s.spoiler?.value ?? null,
          })),
        );
        return saved;
      });
      await ensureForum(row, plan, book.title, hostId);
    },

    /**
     * After the club turned public or private, in that change's transaction: its community is
     * read by everyone, or by its members alone, from the moment the change commits.
     */
    async syncForumReaders(club: ClubRow, tx: Db) {
      const communityId = await clubCommunityId(tx, club.id);
      if (communityId) await forum.setCommunityReaders(communityId, communityReadersOf(club), tx);
    },
  };
}
