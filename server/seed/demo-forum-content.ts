/**
 * The demo forum's conversations: communities, chapters, and threads whose posts name each
 * other (@mentions) and mark spoilers, so a fresh start shows a forum worth opening. Posts are
 * written by the demo readers (demo-accounts.ts); a spoiler names its book by ISBN.
 */

export interface DemoPost {
  by: string;
  html: string;
  spoiler?: { isbn13: string; unit: 'page' | 'chapter' | 'percent'; value: number };
}

export interface DemoThread {
  title: string;
  posts: readonly DemoPost[];
  pinned?: boolean;
}

export interface DemoChapter {
  title: string;
  description: string;
  by: string;
  threads: readonly DemoThread[];
}

export interface DemoCommunity {
  name: string;
  description: string;
  membersCanCreateChapters: boolean;
  chapters: readonly DemoChapter[];
}

const theRoad = '9780307265432';
const nineteenEightyFour = '9780451524935';

export const demoForum: readonly DemoCommunity[] = [
  {
    name: 'Literary Fiction',
    description: 'Slow reads, big novels and the prize lists. Spoilers marked, always.',
    membersCanCreateChapters: true,
    chapters: [
      {
        title: 'The Road, read together',
        description: 'A month with Cormac McCarthy. Mark spoilers with the page you reached.',
        by: 'demoreader',
        threads: [
          {
            title: 'Welcome, and how we mark spoilers',
            pinned: true,
            posts: [
              {
                by: 'demoreader',
                html: '<p>Welcome to the read-along! When you write about something past the start, mark your post as a spoiler <strong>with the page</strong>. Bookhive hides it from anyone who has not got that far on their shelf.</p>',
              },
              {
                by: 'mayareads',
                html: '<p>Love this. I am on page 60 and the ash already feels like a character.</p>',
              },
              {
                by: 'tomasb',
                html: '<p>Count me in. @demoreader, are we meeting in the club chat too?</p>',
              },
            ],
          },
          {
            title: 'The ending (finished readers only)',
            posts: [
              {
                by: 'mayareads',
                html: '<p>I did not expect the last pages to feel hopeful. The family that finds the boy, the trout in the streams — it reframes everything.</p>',
                spoiler: { isbn13: theRoad, unit: 'page', value: 230 },
              },
              {
                by: 'priyapages',
                html: '<p>Same. The father dying was inevitable, but the boy keeping “the fire” is what stayed with me.</p>',
                spoiler: { isbn13: theRoad, unit: 'page', value: 225 },
              },
            ],
          },
          {
            title: 'The cellar scene',
            posts: [
              {
                by: 'tomasb',
                html: '<p>The locked cellar around page 110 is the most frightening thing I have read in years.</p>',
                spoiler: { isbn13: theRoad, unit: 'page', value: 110 },
              },
              {
                by: 'demoreader',
                html: '<p>Agreed — and the way the father lies to the boy afterwards says so much about the book.</p>',
                spoiler: { isbn13: theRoad, unit: 'page', value: 120 },
              },
            ],
          },
        ],
      },
      {
        title: 'Prize lists',
        description: 'Booker, Pulitzer, Women’s Prize: predictions and arguments.',
        by: 'tomasb',
        threads: [
          {
            title: 'Which shortlisted novel should I start with?',
            posts: [
              {
                by: 'priyapages',
                html: '<p>I have time for one before the announcement. Something character-driven, please — not a puzzle box.</p>',
              },
              {
                by: 'tomasb',
                html: '<p>Start with the shortest one and read the longest on holiday. @priyapages you will like the one set in Chennai.</p>',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Fantasy & Science Fiction',
    description: 'Dragons, starships and everything in between.',
    membersCanCreateChapters: true,
    chapters: [
      {
        title: 'Classics of the genre',
        description: 'Dune, Le Guin, Tolkien, Orwell — the books everything else answers.',
        by: 'mayareads',
        threads: [
          {
            title: '1984 still reads like a warning',
            posts: [
              {
                by: 'demoreader',
                html: '<p>Re-read <em>1984</em> this autumn. Newspeak hit harder than the telescreens this time.</p>',
              },
              {
                by: 'mayareads',
                html: '<p>Room 101 is where it lands for me: the whole book is about what they can make you betray.</p>',
                spoiler: { isbn13: nineteenEightyFour, unit: 'percent', value: 85 },
              },
              {
                by: 'tomasb',
                html: '<p>@mayareads have you read <em>Brave New World</em> back to back with it? The two fears side by side are fascinating.</p>',
              },
            ],
          },
          {
            title: 'Gateway books for friends who “don’t read fantasy”',
            posts: [
              {
                by: 'priyapages',
                html: '<p>My book club wants one fantasy pick this year. What converts sceptics?</p>',
              },
              {
                by: 'mayareads',
                html: '<ul><li><em>The Hobbit</em> — short and warm</li><li><em>The Golden Compass</em> — starts in a college, ends in the Arctic</li><li><em>A Game of Thrones</em> — if they like politics</li></ul>',
              },
              {
                by: 'demoreader',
                html: '<p>Seconding <em>The Golden Compass</em>. @priyapages I can lend you my copy.</p>',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Bookhive Help & Feedback',
    description: 'Questions about Bookhive, ideas and bug reports. Staff read everything here.',
    membersCanCreateChapters: false,
    chapters: [
      {
        title: 'Ideas',
        description: 'What should Bookhive do next?',
        by: 'contentadmin',
        threads: [
          {
            title: 'Spoiler shielding: tell us how it works for you',
            pinned: true,
            posts: [
              {
                by: 'contentadmin',
                html: '<p>Posts can now be marked as spoilers up to a page, chapter or percent. Update your progress on your shelf or the book page and the forum shows you only what you have reached. Feedback welcome!</p>',
              },
              {
                by: 'priyapages',
                html: '<p>This is brilliant for read-alongs. Could notifications also say which book a hidden spoiler is about? (They do — just noticed!)</p>',
              },
            ],
          },
        ],
      },
    ],
  },
];
