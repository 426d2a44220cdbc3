/**
 * The demo's book clubs: one or more in each of the landing page's categories, each reading a
 * book of the demo catalogue (by ISBN), hosted and joined by the demo accounts. Some are private,
 * one is one seat from full, one has an Arabic name; the demo reader has a request waiting.
 */
import type { ClubCategory, ClubVisibility } from '../../contracts/clubs.js';

export interface DemoClub {
  name: string;
  description: string;
  category: ClubCategory;
  visibility: ClubVisibility;
  rules: string;
  /** The current book, from the demo catalogue. */
  isbn13: string;
  owner: string;
  moderators: readonly string[];
  /** Usernames that join (private clubs: asked and were let in). */
  members: readonly string[];
  /** Usernames whose request to join waits for the hosts. */
  pending?: readonly string[];
  /** One seat left after the owner and the members above. */
  nearlyFull?: boolean;
}

export const demoClubs: readonly DemoClub[] = [
  {
    name: 'Literary Fiction Slow Reads',
    description:
      'One literary novel a month, thirty pages a day, no rushing. We talk about sentences as much as plots.',
    category: 'Fiction',
    visibility: 'public',
    rules: 'Mark spoilers past the week’s pages. Disagree with the book, not with each other.',
    isbn13: '9781594480003',
    owner: 'demoreader',
    moderators: ['mayareads'],
    members: ['mayareads', 'tomasb', 'priyapages', 'siteadmin'],
  },
  {
    name: 'Page-Turner Mysteries',
    description:
      'Whodunits, police procedurals and Nordic noir. Guess the culprit before the last chapter and win bragging rights.',
    category: 'Mystery',
    visibility: 'public',
    rules: 'Never name the culprit outside a spoiler mark.',
    isbn13: '9780307269751',
    owner: 'siteadmin',
    moderators: [],
    members: ['demoreader', 'priyapages', 'tomasb'],
  },
  {
    name: 'Dune & Beyond',
    description:
      'Classic and new science fiction, from desert planets to generation ships. Small on purpose: we meet on video.',
    category: 'Sci-Fi',
    visibility: 'public',
    rules: 'Cameras optional, opinions required.',
    isbn13: '9780340839935',
    owner: 'superadmin',
    moderators: [],
    members: ['mayareads', 'demoreader', 'tomasb', 'contentadmin'],
    nearlyFull: true,
  },
  {
    name: 'Tropes & Teacups',
    description:
      'Romance readers, unapologetically. Enemies to lovers, fake dating, second chances: bring your favourite trope.',
    category: 'Romance',
    visibility: 'private',
    rules: 'No book shaming, ever.',
    isbn13: '9780679783268',
    owner: 'priyapages',
    moderators: [],
    members: ['mayareads', 'demoreader'],
  },
  {
    name: 'Founders’ Shelf',
    description:
      'Business books read with a sceptical eye: what holds up, what is hindsight, what we would try at work.',
    category: 'Business',
    visibility: 'public',
    rules: 'No pitching your start-up in the discussion threads.',
    isbn13: '9780061234002',
    owner: 'financeadmin',
    moderators: [],
    members: ['tomasb', 'affiliateadmin'],
  },
  {
    name: 'Thursday Night Biography Club',
    description:
      'Lives worth reading about, one a month, discussed on Thursday evenings. Tomás brings the footnotes.',
    category: 'Biography',
    visibility: 'private',
    rules: 'Read at least half before the meeting. Bring one quote.',
    isbn13: '9781451648539',
    owner: 'tomasb',
    moderators: ['priyapages'],
    members: ['priyapages', 'supportadmin'],
    pending: ['demoreader'],
  },
  {
    name: 'Small Steps Reading Circle',
    description:
      'Self-help without the hype: we read slowly, try one idea a week and report back honestly.',
    category: 'Self-Help',
    visibility: 'public',
    rules: 'Share what you tried, not what you bought.',
    isbn13: '9780061122415',
    owner: 'supportadmin',
    moderators: [],
    members: ['priyapages', 'demoreader'],
  },
  {
    name: 'Found Family Fantasy',
    description:
      'Quests, fellowships and the friends made along the way. Maps and footnotes very welcome.',
    category: 'Fantasy',
    visibility: 'public',
    rules: 'Mark spoilers by book and chapter.',
    isbn13: '9780618346257',
    owner: 'mayareads',
    moderators: ['demoreader'],
    members: ['demoreader', 'priyapages', 'tomasb', 'contentadmin', 'superadmin'],
  },
  {
    name: 'Footnotes & Frontlines',
    description:
      'History and narrative non-fiction, from diaries to doorstoppers. We read the sources behind the stories.',
    category: 'History',
    visibility: 'public',
    rules: 'Cite your sources, kindly.',
    isbn13: '9780553296983',
    owner: 'tomasb',
    moderators: [],
    members: ['demoreader', 'supportadmin'],
  },
  {
    name: 'Run, Read, Rest',
    description:
      'Books about bodies, minds and the outdoors, for readers who also like to move. Walking meetings in summer.',
    category: 'Health',
    visibility: 'public',
    rules: 'Health stories are personal: what is shared here stays here.',
    isbn13: '9780385486804',
    owner: 'supportadmin',
    moderators: [],
    members: ['mayareads'],
  },
  {
    name: 'Bedtime Classics for Grown-ups',
    description:
      'Re-reading the children’s books we loved, and the ones we missed, to see what they say to us now.',
    category: "Children's",
    visibility: 'public',
    rules: 'Every book counts, however short.',
    isbn13: '9780064410939',
    owner: 'contentadmin',
    moderators: [],
    members: ['demoreader', 'mayareads', 'priyapages'],
  },
  {
    name: 'نادي القراءة العربي',
    description:
      'نقرأ الروايات العالمية المترجمة إلى العربية ونتناقش فيها كل أسبوعين. الجميع مرحَّب بهم.',
    category: 'Fiction',
    visibility: 'private',
    rules: 'نحترم جميع الآراء.',
    isbn13: '9780060531041',
    owner: 'mayareads',
    moderators: [],
    members: ['tomasb'],
  },
];
