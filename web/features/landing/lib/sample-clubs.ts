/** The six static sample clubs and the twelve category pills of the landing page (SPEC §2, §3, §9). */

export interface SampleClub {
  id: string;
  rank: number;
  title: string;
  description: string;
  memberCount: number;
  price: string;
  category: string;
  /** A gradient stands in for a photo: nothing is hot-linked from other sites. */
  image: {
    from: string;
    to: string;
    icon: 'moon' | 'rocket' | 'heart' | 'trending' | 'flame' | 'feather';
  };
  currentBook: string;
  isPublic: boolean;
}

export const landingCategories = [
  'All',
  'Fiction',
  'Mystery',
  'Sci-Fi',
  'Romance',
  'Business',
  'Biography',
  'Self-Help',
  'Fantasy',
  'History',
  'Health',
  "Children's",
] as const;

export type LandingCategory = (typeof landingCategories)[number];

/** Genres the Fiction pill also covers. */
const fictionGenres = new Set(['Fiction', 'Mystery', 'Sci-Fi', 'Romance', 'Fantasy']);

export const sampleClubs: readonly SampleClub[] = [
  {
    id: 'sample-midnight-readers',
    rank: 1,
    title: 'The Midnight Readers',
    description:
      'Cosy crime and twisty thrillers, one chapter a night. Spoiler-tagged threads, Sunday wrap-up calls.',
    memberCount: 2847,
    price: 'Free',
    category: 'Mystery',
    image: { from: '#1e1b4b', to: '#7c3aed', icon: 'moon' },
    currentBook: 'The Thursday Murder Club',
    isPublic: true,
  },
  {
    id: 'sample-galactic-page-turners',
    rank: 2,
    title: 'Galactic Page Turners',
    description:
      'Hard science fiction with an astrophysicist host. Monthly deep dives into the science behind the story.',
    memberCount: 1932,
    price: '$15/month',
    category: 'Sci-Fi',
    image: { from: '#0c4a6e', to: '#22d3ee', icon: 'rocket' },
    currentBook: 'Project Hail Mary',
    isPublic: true,
  },
  {
    id: 'sample-hearts-and-chapters',
    rank: 3,
    title: 'Hearts & Chapters',
    description:
      'Rom-coms, slow burns and happily-ever-afters. Trope bingo every month and zero judgement.',
    memberCount: 3410,
    price: 'Free',
    category: 'Romance',
    image: { from: '#9f1239', to: '#fb7185', icon: 'heart' },
    currentBook: 'Book Lovers',
    isPublic: true,
  },
  {
    id: 'sample-founders-shelf',
    rank: 4,
    title: "The Founders' Shelf",
    description:
      'Operators and founders reading the classics of business and strategy, with live sessions with authors.',
    memberCount: 1204,
    price: '$25/month',
    category: 'Business',
    image: { from: '#14532d', to: '#84cc16', icon: 'trending' },
    currentBook: 'The Hard Thing About Hard Things',
    isPublic: true,
  },
  {
    id: 'sample-dragons-and-daydreams',
    rank: 5,
    title: 'Dragons & Daydreams',
    description:
      'Epic and cosy fantasy alike. Map-making nights, magic-system debates and a yearly readathon.',
    memberCount: 2563,
    price: '$19/month',
    category: 'Fantasy',
    image: { from: '#7c2d12', to: '#f59e0b', icon: 'flame' },
    currentBook: 'The Name of the Wind',
    isPublic: true,
  },
  {
    id: 'sample-lives-well-told',
    rank: 6,
    title: 'Lives Well Told',
    description:
      'Memoirs and biographies of remarkable people, read slowly and discussed generously.',
    memberCount: 1478,
    price: 'Free',
    category: 'Biography',
    image: { from: '#334155', to: '#94a3b8', icon: 'feather' },
    currentBook: 'Educated',
    isPublic: true,
  },
];

/** The clubs a pill and a search text select (case-insensitive, across title, description and book). */
export function filterSampleClubs(category: LandingCategory, text: string): SampleClub[] {
  const needle = text.trim().toLowerCase();
  return sampleClubs.filter((club) => {
    const inCategory =
      category === 'All' ||
      club.category === category ||
      (category === 'Fiction' && fictionGenres.has(club.category));
    const matches =
      !needle ||
      [club.title, club.description, club.currentBook, club.category].some((field) =>
        field.toLowerCase().includes(needle),
      );
    return inCategory && matches;
  });
}
