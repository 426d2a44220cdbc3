/**
 * Direct messages for the demo (issue 10, "Demo data"): the demo reader's conversations with
 * three readers and a small group, written over the past days, the newest message of each
 * unread — but Priya's, a spoiler for the book the demo reader is halfway through, which they
 * opened and left behind its click.
 */
import { ManualClock } from '../platform/clock.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db/database.js';
import type { SpoilerSources } from '../platform/spoilers/spoiler-view.js';
import { findWorkIdByIsbn } from '../modules/books/books.queries.js';
import { createMessagesService } from '../modules/messages/messages.service.js';
import type { ProfilesService } from '../modules/profiles/profiles.service.js';

interface DemoMessage {
  from: string;
  body: string;
  minutesAgo: number;
  /** A spoiler mark; the book by ISBN-13. */
  spoiler?: { isbn13: string; unit: 'page' | 'chapter' | 'percent'; value: number };
}

interface DemoConversation {
  title?: string;
  /** Usernames; the first starts it. */
  members: string[];
  messages: DemoMessage[];
  /** The demo reader has read it all (otherwise what they did not answer stays unread). */
  readByReader?: boolean;
}

const reader = 'demoreader';
/** The demo reader is on page 148 of its 241 (demo-shelves.ts). */
const theRoad = '9780307265432';
const hours = 60;
const days = 24 * hours;

export const demoConversations: readonly DemoConversation[] = [
  {
    members: ['mayareads', reader],
    messages: [
      {
        from: 'mayareads',
        body: 'Hi! I saw you shelved The Name of the Wind. Are you on book two yet?',
        minutesAgo: 3 * days,
      },
      {
        from: reader,
        body: "Halfway through The Wise Man's Fear. The Maer chapters are slow going…",
        minutesAgo: 3 * days - 50,
      },
      {
        from: 'mayareads',
        body: 'Push through, the Adem part is worth it.\nWant to buddy-read the last third?',
        minutesAgo: 2 * days,
      },
      { from: reader, body: "Deal. Let's aim for Sunday.", minutesAgo: 2 * days - 30 },
      {
        from: 'mayareads',
        body: 'Also: the fantasy club picks its next book on Thursday. Any nominations?',
        minutesAgo: 40,
      },
    ],
  },
  {
    members: ['tomasb', reader],
    messages: [
      {
        from: 'tomasb',
        body: 'Thanks for recommending The Guns of August. I started it last night.',
        minutesAgo: 26 * hours,
      },
      {
        from: reader,
        body: 'Enjoy! Tuchman makes the telegrams read like a thriller.',
        minutesAgo: 25 * hours,
      },
      {
        from: 'tomasb',
        body: 'The chapter on the Battle of the Frontiers is astonishing. Worth a club evening.',
        minutesAgo: 2 * hours,
      },
    ],
  },
  {
    title: 'Thursday biography club',
    members: ['tomasb', 'priyapages', reader, 'mayareads'],
    messages: [
      {
        from: 'tomasb',
        body: "Welcome, everyone! First pick: David McCullough's The Wright Brothers. Thoughts by Thursday?",
        minutesAgo: 5 * days,
      },
      {
        from: 'priyapages',
        body: "I'm in, though I may sneak a romance in between chapters.",
        minutesAgo: 4 * days,
      },
      {
        from: reader,
        body: 'Count me in. Question for the evening: what surprised you most?',
        minutesAgo: 4 * days - 90,
      },
      {
        from: 'mayareads',
        body: 'That they ran a bicycle shop the whole time!',
        minutesAgo: 3 * days,
      },
      {
        from: 'priyapages',
        body: 'Reminder: we meet at 7pm on Thursday. Bring a favourite quote!',
        minutesAgo: 20,
      },
    ],
  },
  {
    members: ['priyapages', reader],
    readByReader: true,
    messages: [
      {
        from: 'priyapages',
        body: 'Are you still on The Road for the read-along? How far have you got?',
        minutesAgo: 2 * days,
      },
      { from: reader, body: 'Page 148. Slow going, in the best way.', minutesAgo: 2 * days - 15 },
      {
        from: 'priyapages',
        body: 'Finished it last night. The man dies on the beach road and the boy goes on with the family that was following them. I had to sit in silence for a while.',
        minutesAgo: 5 * hours,
        spoiler: { isbn13: theRoad, unit: 'page', value: 225 },
      },
    ],
  },
];

/**
 * Writes the demo conversations unless the demo reader has any. Each message is written at its
 * own past moment; a member reads a conversation before writing to it, so what the demo reader
 * has not answered stays unread.
 */
export async function seedDemoMessages(deps: {
  db: Db;
  clock: Clock;
  profiles: Pick<ProfilesService, 'findByUsername' | 'publicNames' | 'suggestByUsername'>;
  spoilers: SpoilerSources;
}): Promise<number> {
  const ids = new Map<string, string>();
  for (const username of new Set(demoConversations.flatMap((c) => c.members))) {
    const profile = await deps.profiles.findByUsername(username);
    if (!profile) return 0;
    ids.set(username, profile.id);
  }
  const clock = new ManualClock(deps.clock.now());
  const messages = createMessagesService({
    ...deps,
    clock,
    // History, not news: nobody's stream is told, and the sending limits are for people.
    realtime: { publish: async () => {} },
    rateLimiter: {
      check: async () => ({ allowed: true, attemptsRemaining: 1, lockedUntil: null }),
    },
  });
  const id = (username: string) => ids.get(username)!;
  const spoilerOf = async ({ spoiler }: DemoMessage) => {
    const workId = spoiler && (await findWorkIdByIsbn(deps.db, null, spoiler.isbn13));
    return spoiler && workId ? { workId, unit: spoiler.unit, value: spoiler.value } : null;
  };
  if ((await messages.listConversations(id(reader))).conversations.length > 0) return 0;

  const now = deps.clock.now().getTime();
  let written = 0;
  for (const conversation of demoConversations) {
    const [first, ...rest] = conversation.messages;
    if (!first) continue;
    const at = (minutesAgo: number) => {
      clock.advance(now - minutesAgo * 60_000 - clock.now().getTime());
    };
    at(first.minutesAgo);
    const started = await messages.start(id(first.from), {
      recipients: conversation.members.filter((m) => m !== first.from),
      body: first.body,
      spoiler: await spoilerOf(first),
      ...(conversation.title ? { title: conversation.title } : {}),
    });
    written++;
    for (const message of rest) {
      at(message.minutesAgo);
      await messages.markRead(id(message.from), started.id);
      await messages.send(id(message.from), started.id, message.body, await spoilerOf(message));
      written++;
    }
    for (const member of conversation.members) {
      if (member !== reader || conversation.readByReader)
        await messages.markRead(id(member), started.id);
    }
  }
  return written;
}
