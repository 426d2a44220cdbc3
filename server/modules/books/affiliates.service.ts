/**
 * Affiliate links (issue 12). The Amazon associate tag "View on Amazon" links carry: the one staff
 * set (affiliate_settings), else the AMAZON_AFFILIATE_TAG environment value. Every book summary
 * and search result asks for it, so it is kept in memory and read again at most once a minute
 * (another app process's change shows within that; this process's at once). Clicks of those
 * links are counted per book and UTC day, with nothing about the reader.
 */
import {
  affiliateClickDays,
  affiliateTopBooks,
  type AffiliateOverview,
} from '../../../contracts/affiliates.js';
import type { BookSummary } from '../../../contracts/books.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { isForeignKeyViolation } from '../../platform/db/db-errors.js';
import { errors } from '../../platform/errors.js';
import {
  clicksByDay,
  countAmazonClick,
  findAmazonTag,
  saveAmazonTag,
  topClickedWorks,
} from './affiliates.queries.js';

/** How long the tag is kept before it is read again. */
export const affiliateTagTtlMs = 60_000;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The last `count` UTC days ending with `now`'s, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  const days: string[] = [];
  for (let back = count - 1; back >= 0; back--)
    days.push(dayOf(new Date(now.getTime() - back * 86_400_000)));
  return days;
}

export interface AffiliatesDeps {
  db: Db;
  clock: Clock;
  /** AMAZON_AFFILIATE_TAG: the fallback. */
  environmentTag: string;
  /** Book summaries in the order given (the books service's), for the top list. */
  summaries?: (workIds: string[]) => Promise<BookSummary[]>;
}

export function createAffiliatesService(deps: AffiliatesDeps) {
  const { db, clock } = deps;
  let custom: string | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  /** Reads the tag from the database now. */
  async function refresh(): Promise<void> {
    custom = await findAmazonTag(db);
    readAt = Date.now();
  }

  /**
   * The tag links carry now. Synchronous, so a page of results never waits on it: a stale value
   * is answered once more while it is read again in the background.
   */
  function amazonTag(): string {
    if (Date.now() - readAt > affiliateTagTtlMs && !reading) {
      reading = refresh()
        .catch(() => {
          // Kept as it was; the next call tries again.
        })
        .finally(() => {
          reading = null;
        });
    }
    return custom ?? deps.environmentTag;
  }

  async function overview(): Promise<AffiliateOverview> {
    const days = lastDays(clock.now(), affiliateClickDays);
    const since = days[0]!;
    const [byDay, top, tag] = await Promise.all([
      clicksByDay(db, since),
      topClickedWorks(db, since, affiliateTopBooks),
      findAmazonTag(db),
    ]);
    const counted = new Map(byDay.map((row) => [row.day, row.clicks]));
    const books = deps.summaries ? await deps.summaries(top.map((t) => t.workId)) : [];
    const bookOf = new Map(books.map((b) => [b.id, b]));
    return {
      amazonTag: tag ?? deps.environmentTag,
      customTag: tag,
      environmentTag: deps.environmentTag,
      clicksByDay: days.map((day) => ({ day, clicks: counted.get(day) ?? 0 })),
      topBooks: top.map((t) => {
        const book = bookOf.get(t.workId);
        return {
          workId: t.workId,
          title: book?.title ?? 'A book no longer in the catalogue',
          authors: book?.authors.map((a) => a.name).join(', ') ?? '',
          path: book?.path ?? null,
          clicks: t.clicks,
        };
      }),
      totalClicks: byDay.reduce((sum, row) => sum + row.clicks, 0),
    };
  }

  return {
    amazonTag,
    refresh,
    overview,

    /** Counts a click of the book's "View on Amazon" link today; a 404 for an unknown book. */
    async recordClick(workId: string): Promise<void> {
      try {
        await countAmazonClick(db, workId, dayOf(clock.now()));
      } catch (error) {
        if (isForeignKeyViolation(error)) throw errors.notFound('That book');
        throw error;
      }
    },

    /** Sets the tag (null or empty: back to the environment's), audited; links use it at once. */
    async setTag(
      actor: { userId: string; ip: string | null },
      tag: string | null,
    ): Promise<AffiliateOverview> {
      const next = tag?.trim() || null;
      await db.transaction(async (tx) => {
        const before = await findAmazonTag(tx);
        await saveAmazonTag(tx, next, actor.userId, clock.now());
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'affiliates.amazon_tag_changed',
          targetType: 'affiliate_settings',
          targetId: 'amazon_tag',
          before: { amazonTag: before },
          after: { amazonTag: next },
          ipAddress: actor.ip,
        });
      });
      await refresh();
      return overview();
    },
  };
}

export type AffiliatesService = ReturnType<typeof createAffiliatesService>;
