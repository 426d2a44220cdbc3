/**
 * What the benchmark's clubs are called and say about themselves, as people name clubs: a
 * place, a time or a mood and a genre ("Brooklyn Mystery Readers", "Sunday Night Fantasy Book
 * Club"), a book or an author they love ("Readers of The Night Circus", "Le Guin Society"), a
 * host ("Maya's Book Club"). Books, authors and first names are the goodbooks-10k's, the more
 * popular more often, so search words run from "book" (in most clubs) to a title word in a few.
 */
import { parse } from 'csv-parse/sync';
import fs from 'node:fs';
import { clubCategories, type ClubCategory } from '../../contracts/club-constants.js';
import { projectPath } from '../../server/platform/project-root.js';
import type { Random } from '../support/prng.js';

const groups = [
  'Book Club',
  'Book Club',
  'Book Club',
  'Readers',
  'Readers',
  'Reading Circle',
  'Book Society',
  'Literary Society',
  'Bookworms',
  'Reading Group',
  'Salon',
  'Readers Guild',
  'Page Turners',
  'Book Nook',
];

const places =
  `Brooklyn Portland Austin Leeds Dublin Melbourne Toronto Seattle Oxford Bristol Lisbon
Denver Hoboken Riverside Northside Eastside Westfield Lakeside Camden Hackney Soho Kyoto Nairobi
Lagos Mumbai Montreal Boston Chicago Oakland Asheville Savannah Galway Glasgow Edinburgh Cork Bath
Berlin Utrecht Ghent Bergen Tromsø Reykjavik Wellington Auckland Hobart Adelaide Perth Halifax
Quebec Vancouver Calgary Tucson Santa Fe Boulder Madison Ann Arbor Providence Burlington Portsmouth
Brighton Norwich York Durham Belfast Swansea Cardiff Aberdeen Inverness Kilkenny Sligo Porto Seville
Bologna Trieste Lyon Nantes Bordeaux Kraków Gdańsk Tallinn Riga Vilnius Ljubljana Zagreb Valletta`
    .split(/\s+/)
    .filter(Boolean);

const moods =
  `Midnight Sunday Tuesday Night Thursday Cozy Rainy Day Slow Quiet Wandering Curious Brave
Little Golden Velvet Lantern Moonlit Fireside Coffee Tea Wine Lunchtime Commuter Weekend Late Night
Early Bird Rebel Indie Classic Modern Silent Happy Hungry Sleepy Stormy Northern Southern Salty
Misty Urban Garden Porch Library Attic Harbour Lighthouse Orchard Meadow Window Candlelit`
    .split(/\s+/)
    .filter(Boolean);

const genres: Record<ClubCategory, string[]> = {
  Fiction: ['Fiction', 'Literary Fiction', 'Novel', 'Short Story', 'Contemporary'],
  Mystery: ['Mystery', 'Crime', 'Thriller', 'Noir', 'Whodunit', 'Detective'],
  'Sci-Fi': ['Sci-Fi', 'Science Fiction', 'Space Opera', 'Cyberpunk', 'Speculative'],
  Romance: ['Romance', 'Romantasy', 'Love Story', 'Rom-Com'],
  Business: ['Business', 'Leadership', 'Startup', 'Founders', 'Entrepreneurs'],
  Biography: ['Biography', 'Memoir', 'Lives', 'True Story'],
  'Self-Help': ['Self-Help', 'Growth', 'Mindful', 'Habits', 'Better Life'],
  Fantasy: ['Fantasy', 'Dragons', 'Epic Fantasy', 'Fairy Tale', 'Magic'],
  History: ['History', 'Historical Fiction', 'War History', 'Ancient World'],
  Health: ['Health', 'Wellness', 'Running', 'Nutrition', 'Mind and Body'],
  "Children's": ["Children's", 'Picture Book', 'Middle Grade', 'Family', 'Bedtime Story'],
};

/** How often clubs are in each category, most to least: fiction, mysteries and fantasy lead. */
const categoryWeights: Record<ClubCategory, number> = {
  Fiction: 22,
  Mystery: 14,
  Fantasy: 13,
  Romance: 12,
  'Sci-Fi': 9,
  'Self-Help': 7,
  History: 6,
  Biography: 5,
  Business: 5,
  Health: 4,
  "Children's": 3,
};

const rhythms = [
  'one book a month',
  'a book every three weeks',
  'two books a month',
  'a chapter a week',
  'one classic a season',
  'whatever wins the members’ poll',
];
const meetings = [
  'We meet on video on the first Sunday.',
  'We meet in a café near the station.',
  'Meetings are in the library’s back room.',
  'We talk in the club’s discussion between meetings.',
  'Snacks are mandatory, finishing the book is not.',
  'New members are always welcome; lurkers too.',
  'Expect strong opinions and gentle spoilers policy.',
  'We alternate between new releases and old favourites.',
];

export interface CatalogueBook {
  id: string;
  title: string;
}

/** A goodbooks title without its series note: "The Hunger Games (The Hunger Games, #1)". */
const shortTitle = (title: string) => title.replace(/\s*\(.*\)\s*$/, '').trim();

/** The goodbooks-10k's titles and authors, most popular first. */
function goodbooks(): { titles: string[]; authors: string[] } {
  const records = parse(fs.readFileSync(projectPath('../shared/data/books.csv')), {
    columns: true,
  }) as { title: string; authors: string }[];
  return {
    titles: records.map((r) => shortTitle(r.title)).filter((t) => t.split(' ').length <= 5),
    authors: records.flatMap((r) => r.authors.split(',').map((a) => a.trim())).filter(Boolean),
  };
}

export interface ClubText {
  name: string;
  description: string;
  category: ClubCategory;
}

/** Makes clubs' names, descriptions and categories from a seeded generator. */
export function createClubNamer(random: Random) {
  const { titles, authors } = goodbooks();
  const firstNames = authors.flatMap((a) => (a.includes(' ') ? [a.slice(0, a.indexOf(' '))] : []));
  // A surname of letters only: not "Jr." or "III".
  const surnames = authors.flatMap((a) => {
    const last = a.slice(a.lastIndexOf(' ') + 1);
    return a.includes(' ') && /^\p{L}{3,}$/u.test(last) ? [last] : [];
  });
  // Popular things come up far more often: index = n · u^k, u uniform.
  const skewed = <T>(items: readonly T[], k = 2.5) =>
    items[Math.floor(items.length * random.next() ** k)] as T;
  const categoryTable = clubCategories.flatMap((c) =>
    Array.from({ length: categoryWeights[c] }, () => c),
  );

  function name(category: ClubCategory): string {
    const genre = random.pick(genres[category]);
    const group = random.pick(groups);
    const roll = random.next();
    if (roll < 0.3) return `${skewed(places, 1.5)} ${genre} ${group}`;
    if (roll < 0.5) return `${skewed(moods, 1.5)} ${genre} ${group}`;
    if (roll < 0.6) return `The ${skewed(moods, 1.5)} ${group}`;
    if (roll < 0.72) return `Readers of ${skewed(titles)}`;
    if (roll < 0.8) {
      const title = skewed(titles);
      const the = /^(the|a|an) /i.test(title) ? '' : 'The ';
      return `${the}${title} ${random.pick(['Society', 'Fan Club', 'Circle'])}`;
    }
    if (roll < 0.9) return `${skewed(surnames)} ${random.pick(['Society', 'Readers', 'Fans'])}`;
    return `${skewed(firstNames, 1.5)}’s ${group}`;
  }

  return {
    /** A new club's name, description and category. */
    next(): ClubText {
      const category = random.pick(categoryTable);
      const genre = random.pick(genres[category]).toLowerCase();
      const description = [
        `We pick ${genre} reads, ${random.pick(rhythms)}.`,
        random.pick(meetings),
        random.chance(0.4) ? `Lately we loved ${skewed(titles)} and ${skewed(titles)}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
      return { name: name(category), description, category };
    },
  };
}
