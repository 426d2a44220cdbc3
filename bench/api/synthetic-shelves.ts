/**
 * One member's shelf as Bookhive stores it: entries (mostly read, a third want-to-read, a few
 * being read or abandoned), ratings on most read books, reviews on some, the read-throughs the
 * app records when a book is started or finished (a few re-reads), and custom-shelf tags for
 * the fifth of members who use them (as Goodreads imports bring).
 */
import { randomUuid, type Random } from '../support/prng.js';
import type { Member } from './synthetic-members.js';

export const shelfColumns = {
  entries: [
    ['id', 'uuid'],
    ['user_id', 'uuid'],
    ['work_id', 'uuid'],
    ['status', 'text'],
    ['rating', 'numeric'],
    ['review', 'text'],
    ['review_has_spoilers', 'boolean'],
    ['private_notes', 'text'],
    ['owned_copies', 'smallint'],
    ['date_started', 'date'],
    ['date_read', 'date'],
    ['read_count', 'smallint'],
    ['reviewed_at', 'timestamptz'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
  readThroughs: [
    ['id', 'uuid'],
    ['entry_id', 'uuid'],
    ['started_on', 'date'],
    ['finished_on', 'date'],
    ['created_at', 'timestamptz'],
  ],
  tags: [
    ['entry_id', 'uuid'],
    ['tag', 'text'],
    ['user_id', 'uuid'],
  ],
} as const;

type Cell = string | number | boolean | null;

export interface ShelfRows {
  entries: Cell[][];
  readThroughs: Cell[][];
  tags: Cell[][];
}

const day = 86_400_000;
const tagPool = [
  'favorites',
  'owned',
  'book-club',
  'to-buy',
  'library',
  'audiobook',
  'kindle',
  're-read',
  'classics',
  'fantasy',
  'sci-fi',
  'mystery',
  'romance',
  'non-fiction',
  'history',
  '2025-reading-challenge',
  '2026-reading-challenge',
  'summer-reads',
  'school',
  'signed-copy',
];
// Half stars as readers give them: mostly 3 to 5.
const ratingScale: [number, number][] = [
  [5, 0.2],
  [4.5, 0.1],
  [4, 0.3],
  [3.5, 0.1],
  [3, 0.18],
  [2.5, 0.04],
  [2, 0.05],
  [1.5, 0.01],
  [1, 0.02],
];
const sentences = [
  'I could not put it down.',
  'The first half drags, but the ending makes up for it.',
  'Beautifully written, with characters that stay with you.',
  'Not what I expected from the blurb, in a good way.',
  'Our book club argued about this one for two hours.',
  'The world-building is rich without ever getting in the way of the story.',
  'I wanted to like it more than I did.',
  'A quiet book that rewards patience.',
  'The twist in the last act is earned, not cheap.',
  'Some chapters are brilliant; others feel like filler.',
  'I listened to the audiobook and the narrator is superb.',
  'Already planning a re-read.',
  'The dialogue is sharp and often very funny.',
  'It tackles heavy themes with a light touch.',
  'Recommended to anyone who loved the first in the series.',
];

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const isoTime = (time: number) => new Date(time).toISOString();

function rating(random: Random): string {
  let roll = random.next();
  for (const [value, share] of ratingScale) {
    roll -= share;
    if (roll < 0) return value.toFixed(1);
  }
  return '4.0';
}

/** Sanitised rich text, as the app stores it: a few paragraphs of a few sentences. */
function review(random: Random): string {
  const paragraphs = 1 + random.int(3);
  return Array.from(
    { length: paragraphs },
    () =>
      `<p>${Array.from({ length: 2 + random.int(4) }, () => random.pick(sentences)).join(' ')}</p>`,
  ).join('');
}

/** The rows of one member's shelf, with the given works (ids) on it. */
export function shelfOf(random: Random, member: Member, workIds: string[], now: number): ShelfRows {
  const rows: ShelfRows = { entries: [], readThroughs: [], tags: [] };
  const tagger = random.chance(0.2);
  for (const workId of workIds) {
    const id = randomUuid(random);
    const roll = random.next();
    const status =
      roll < 0.3
        ? 'want_to_read'
        : roll < 0.34
          ? 'currently_reading'
          : roll < 0.96
            ? 'read'
            : 'did_not_finish';
    const createdAt = member.joinedAt + (now - member.joinedAt) * random.next();
    const started =
      status === 'want_to_read' ? null : Math.min(now, createdAt + random.int(30) * day);
    const finished =
      status === 'read' && started !== null
        ? Math.min(now, started + (2 + random.int(45)) * day)
        : null;
    const rated =
      status === 'read' ? random.chance(0.7) : status === 'did_not_finish' && random.chance(0.3);
    const reviewed = rated && status === 'read' && random.chance(0.12);
    const reviewedAt = reviewed
      ? Math.min(now, (finished ?? createdAt) + random.int(5) * day)
      : null;
    const reReads = status === 'read' && random.chance(0.05) ? 1 : 0;
    rows.entries.push([
      id,
      member.id,
      workId,
      status,
      rated ? rating(random) : null,
      reviewed ? review(random) : '',
      reviewed && random.chance(0.1),
      random.chance(0.03) ? 'Lent to a friend; ask for it back.' : '',
      random.chance(0.15) ? 1 : 0,
      started === null ? null : isoDay(started),
      finished === null ? null : isoDay(finished),
      finished === null ? 0 : 1 + reReads,
      reviewedAt === null ? null : isoTime(reviewedAt),
      isoTime(createdAt),
      isoTime(Math.max(createdAt, finished ?? 0, reviewedAt ?? 0)),
    ]);
    if (started !== null) {
      for (let earlier = 0; earlier < reReads; earlier++) {
        const before = started - (200 + random.int(2000)) * day;
        rows.readThroughs.push([
          randomUuid(random),
          id,
          isoDay(before),
          isoDay(before + 20 * day),
          isoTime(createdAt),
        ]);
      }
      rows.readThroughs.push([
        randomUuid(random),
        id,
        isoDay(started),
        finished === null ? null : isoDay(finished),
        isoTime(started),
      ]);
    }
    if (tagger && random.chance(0.3)) {
      const tags = new Set([random.pick(tagPool)]);
      if (random.chance(0.3)) tags.add(random.pick(tagPool));
      for (const tag of tags) rows.tags.push([id, tag, member.id]);
    }
  }
  return rows;
}
