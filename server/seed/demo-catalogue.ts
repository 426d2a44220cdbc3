/**
 * The demo's own small catalogue, so a fresh clone has books to show without importing
 * anything. Titles, authors, years and ISBNs are bibliographic facts (the popularity figures come
 * from goodbooks-10k, CC BY-SA 4.0); the descriptions are our own. Covers are fetched from Open
 * Library by ISBN and stored by the cover migration when the machine is online.
 */
import { parseIsbn } from '../../contracts/isbn.js';
import type { CatalogueRecord } from '../modules/books/import/catalogue-record.js';

interface DemoBook {
  title: string;
  series?: [string, string];
  authors: string[];
  year: number;
  isbn13: string | null;
  pages?: number;
  ratings: number;
  average: number;
  categories: string[];
  description: string;
}

const books: DemoBook[] = [
  {
    title: 'The Hunger Games',
    series: ['The Hunger Games', '1'],
    authors: ['Suzanne Collins'],
    year: 2008,
    isbn13: '9780439023481',
    pages: 374,
    ratings: 4942365,
    average: 4.34,
    categories: [
      'science-fiction-fantasy/science-fiction/dystopian',
      'teen-young-adult',
      'science-fiction-fantasy/science-fiction',
      'science-fiction-fantasy',
    ],
    description:
      'In the ruins of North America, sixteen-year-old Katniss Everdeen takes her little sister’s place in a televised fight to the death — and turns a spectacle of control into the first spark of rebellion.',
  },
  {
    title: 'Catching Fire',
    series: ['The Hunger Games', '2'],
    authors: ['Suzanne Collins'],
    year: 2009,
    isbn13: '9780439023498',
    pages: 391,
    ratings: 1988079,
    average: 4.3,
    categories: [
      'science-fiction-fantasy/science-fiction/dystopian',
      'teen-young-adult',
      'science-fiction-fantasy',
    ],
    description:
      'Katniss survived the arena, but the Capitol has not forgiven her. As unrest spreads through the districts, the Quarter Quell sends her back in with every enemy she made the first time.',
  },
  {
    title: 'Harry Potter and the Sorcerer’s Stone',
    series: ['Harry Potter', '1'],
    authors: ['J.K. Rowling'],
    year: 1997,
    isbn13: '9780439554930',
    pages: 320,
    ratings: 4800065,
    average: 4.44,
    categories: [
      'science-fiction-fantasy/fantasy',
      'teen-young-adult',
      'childrens-books',
      'science-fiction-fantasy',
    ],
    description:
      'On his eleventh birthday an orphan living under the stairs learns he is a wizard, and a letter carries him off to Hogwarts — friendship, a three-headed dog and the first hint of the dark wizard who marked him.',
  },
  {
    title: 'To Kill a Mockingbird',
    authors: ['Harper Lee'],
    year: 1960,
    isbn13: '9780061120084',
    pages: 324,
    ratings: 3340896,
    average: 4.25,
    categories: [
      'literature-fiction/classics',
      'literature-fiction/historical-fiction',
      'literature-fiction',
    ],
    description:
      'Scout Finch grows up in a sleepy Alabama town while her father defends a Black man falsely accused of a crime — a story of childhood, courage and conscience that still asks what justice means.',
  },
  {
    title: 'The Great Gatsby',
    authors: ['F. Scott Fitzgerald'],
    year: 1925,
    isbn13: '9780743273565',
    pages: 180,
    ratings: 2773745,
    average: 3.89,
    categories: ['literature-fiction/classics', 'literature-fiction'],
    description:
      'Nick Carraway spends a glittering Long Island summer next door to the mysterious Jay Gatsby, whose lavish parties all point across the bay at one green light and one lost love.',
  },
  {
    title: 'The Hobbit',
    authors: ['J.R.R. Tolkien'],
    year: 1937,
    isbn13: '9780618260300',
    pages: 366,
    ratings: 2196809,
    average: 4.25,
    categories: [
      'science-fiction-fantasy/fantasy',
      'literature-fiction/classics',
      'science-fiction-fantasy',
    ],
    description:
      'Bilbo Baggins wanted nothing more than a quiet pipe by the fire until thirteen dwarves and a wizard swept him off to steal treasure from a dragon. The beloved prelude to Middle-earth’s great war.',
  },
  {
    title: 'The Fellowship of the Ring',
    series: ['The Lord of the Rings', '1'],
    authors: ['J.R.R. Tolkien'],
    year: 1954,
    isbn13: '9780618346257',
    ratings: 1832541,
    average: 4.34,
    categories: [
      'science-fiction-fantasy/fantasy',
      'literature-fiction/classics',
      'science-fiction-fantasy',
    ],
    description:
      'A ring found by chance turns out to be the Enemy’s own, and Frodo must carry it from the Shire toward the one place it can be destroyed, with eight companions and a shadow on every road.',
  },
  {
    title: 'Pride and Prejudice',
    authors: ['Jane Austen'],
    year: 1813,
    isbn13: '9780679783268',
    pages: 279,
    ratings: 2191465,
    average: 4.24,
    categories: ['literature-fiction/classics', 'romance', 'literature-fiction'],
    description:
      'Elizabeth Bennet’s sharp wit meets Mr Darcy’s pride, and both must unlearn their first impressions — the sparkling comedy of manners that invented the modern love story.',
  },
  {
    title: 'The Kite Runner',
    authors: ['Khaled Hosseini'],
    year: 2003,
    isbn13: '9781594480003',
    ratings: 1878095,
    average: 4.26,
    categories: [
      'literature-fiction/contemporary-fiction',
      'literature-fiction/historical-fiction',
      'literature-fiction',
    ],
    description:
      'A privileged boy in 1970s Kabul betrays his most loyal friend, and decades later, from California, he is offered one chance to make it right in a country changed beyond recognition.',
  },
  {
    title: '1984',
    authors: ['George Orwell'],
    year: 1949,
    isbn13: '9780451524935',
    pages: 328,
    ratings: 2053394,
    average: 4.14,
    categories: [
      'literature-fiction/classics',
      'science-fiction-fantasy/science-fiction/dystopian',
      'science-fiction-fantasy/science-fiction',
    ],
    description:
      'Winston Smith rewrites history for the Ministry of Truth and dreams, dangerously, of a world outside Big Brother’s gaze. The novel that gave us thoughtcrime, doublethink and the telescreen.',
  },
  {
    title: 'The Diary of a Young Girl',
    authors: ['Anne Frank'],
    year: 1947,
    isbn13: '9780553296983',
    pages: 283,
    ratings: 2024493,
    average: 4.1,
    categories: ['biographies-memoirs/memoirs', 'biographies-memoirs', 'history'],
    description:
      'For two years a Jewish girl hid with her family in a secret annex in occupied Amsterdam and wrote about it — funny, furious and unforgettably alive — until the day they were found.',
  },
  {
    title: 'The Girl with the Dragon Tattoo',
    series: ['Millennium', '1'],
    authors: ['Stieg Larsson'],
    year: 2005,
    isbn13: '9780307269751',
    ratings: 1929834,
    average: 4.11,
    categories: [
      'mystery-thriller-suspense/mystery',
      'mystery-thriller-suspense/thrillers',
      'mystery-thriller-suspense',
    ],
    description:
      'A disgraced journalist and a brilliant, unsociable hacker dig into a forty-year-old disappearance inside one of Sweden’s richest families, and find something much darker.',
  },
  {
    title: 'The Da Vinci Code',
    series: ['Robert Langdon', '2'],
    authors: ['Dan Brown'],
    year: 2003,
    isbn13: '9780307277671',
    ratings: 1557292,
    average: 3.79,
    categories: ['mystery-thriller-suspense/thrillers', 'mystery-thriller-suspense'],
    description:
      'A murder in the Louvre leaves a trail of codes hidden in famous paintings, and a symbologist races across Paris and London to solve them before a secret society can bury the truth.',
  },
  {
    title: 'Gone Girl',
    authors: ['Gillian Flynn'],
    year: 2012,
    isbn13: '9780297859383',
    ratings: 1626519,
    average: 4.03,
    categories: [
      'mystery-thriller-suspense/mystery',
      'mystery-thriller-suspense/crime-fiction',
      'mystery-thriller-suspense',
    ],
    description:
      'On their fifth anniversary Amy Dunne vanishes and every clue points at her husband. Told from both sides of a marriage, it is a thriller about the stories couples tell — and sell.',
  },
  {
    title: 'The Alchemist',
    authors: ['Paulo Coelho'],
    year: 1988,
    isbn13: '9780061122415',
    pages: 197,
    ratings: 1403995,
    average: 3.82,
    categories: ['literature-fiction', 'science-fiction-fantasy/fantasy'],
    description:
      'An Andalusian shepherd dreams of treasure at the foot of the pyramids and sets out to find it, learning along the way to read omens and to listen to his own heart.',
  },
  {
    title: 'The Giver',
    series: ['The Giver', '1'],
    authors: ['Lois Lowry'],
    year: 1993,
    isbn13: '9780385732550',
    pages: 208,
    ratings: 1345445,
    average: 4.12,
    categories: [
      'teen-young-adult',
      'science-fiction-fantasy/science-fiction/dystopian',
      'childrens-books',
    ],
    description:
      'Jonas lives in a community without pain, choice or colour. Chosen to receive its memories, he discovers what was given up to make life so calm — and what it costs to keep it that way.',
  },
  {
    title: 'The Lion, the Witch, and the Wardrobe',
    series: ['Chronicles of Narnia', '1'],
    authors: ['C.S. Lewis'],
    year: 1950,
    isbn13: '9780060764890',
    ratings: 1584884,
    average: 4.19,
    categories: [
      'science-fiction-fantasy/fantasy',
      'childrens-books',
      'literature-fiction/classics',
    ],
    description:
      'Four children step through a wardrobe into Narnia, where it is always winter and never Christmas, and join a great lion in the fight against the White Witch.',
  },
  {
    title: 'A Game of Thrones',
    series: ['A Song of Ice and Fire', '1'],
    authors: ['George R.R. Martin'],
    year: 1996,
    isbn13: '9780553588484',
    pages: 835,
    ratings: 1442220,
    average: 4.45,
    categories: ['science-fiction-fantasy/fantasy', 'science-fiction-fantasy'],
    description:
      'Summers last years and winter is coming. As noble houses scheme for the Iron Throne, the Starks of Winterfell are pulled south into a game where you win or you die.',
  },
  {
    title: 'The Lightning Thief',
    series: ['Percy Jackson and the Olympians', '1'],
    authors: ['Rick Riordan'],
    year: 2005,
    isbn13: '9780786838653',
    pages: 377,
    ratings: 1411114,
    average: 4.23,
    categories: ['science-fiction-fantasy/fantasy', 'childrens-books', 'teen-young-adult'],
    description:
      'Percy Jackson keeps getting expelled — then a maths teacher turns into a monster and he learns his father is a Greek god. Now he has ten days to find Zeus’s stolen lightning bolt.',
  },
  {
    title: 'Jane Eyre',
    authors: ['Charlotte Brontë'],
    year: 1847,
    isbn13: '9780142437209',
    ratings: 1286135,
    average: 4.1,
    categories: ['literature-fiction/classics', 'romance', 'literature-fiction'],
    description:
      'An orphaned governess arrives at Thornfield Hall, falls for its brooding master and uncovers the secret in its attic, refusing at every turn to be less than her own person.',
  },
  {
    title: 'Life of Pi',
    authors: ['Yann Martel'],
    year: 2001,
    isbn13: '9780770430078',
    ratings: 1077431,
    average: 3.88,
    categories: ['literature-fiction/contemporary-fiction', 'literature-fiction'],
    description:
      'After a shipwreck, a zookeeper’s son spends 227 days on a lifeboat in the Pacific with a Bengal tiger named Richard Parker — a survival story that is also a story about why we tell stories.',
  },
  {
    title: 'The Book Thief',
    authors: ['Markus Zusak'],
    year: 2005,
    isbn13: '9780375831003',
    pages: 552,
    ratings: 1287798,
    average: 4.36,
    categories: ['literature-fiction/historical-fiction', 'teen-young-adult', 'literature-fiction'],
    description:
      'Narrated by Death, the story of Liesel, a foster girl in Nazi Germany who steals books, learns to read and shares words with the Jewish man hidden in her family’s basement.',
  },
  {
    title: 'Fahrenheit 451',
    authors: ['Ray Bradbury'],
    year: 1953,
    isbn13: '9780307347978',
    ratings: 1176240,
    average: 3.97,
    categories: [
      'science-fiction-fantasy/science-fiction/dystopian',
      'literature-fiction/classics',
      'science-fiction-fantasy/science-fiction',
    ],
    description:
      'Guy Montag is a fireman: he burns books. One night a curious neighbour asks him if he is happy, and he begins to read what he was paid to destroy.',
  },
  {
    title: 'The Hitchhiker’s Guide to the Galaxy',
    series: ['Hitchhiker’s Guide to the Galaxy', '1'],
    authors: ['Douglas Adams'],
    year: 1979,
    isbn13: '9780345391803',
    pages: 193,
    ratings: 1006479,
    average: 4.2,
    categories: [
      'science-fiction-fantasy/science-fiction',
      'humor-entertainment/humor',
      'science-fiction-fantasy',
    ],
    description:
      'Seconds before Earth is demolished for a hyperspace bypass, Arthur Dent is rescued by a friend who turns out to be from Betelgeuse. Don’t panic, and bring a towel.',
  },
  {
    title: 'Brave New World',
    authors: ['Aldous Huxley'],
    year: 1932,
    isbn13: '9780060929879',
    pages: 288,
    ratings: 1079135,
    average: 3.97,
    categories: [
      'science-fiction-fantasy/science-fiction/dystopian',
      'literature-fiction/classics',
    ],
    description:
      'In a World State where people are bred to order and soothed with soma, a man raised outside the system arrives and asks what all that happiness is for.',
  },
  {
    title: 'Charlotte’s Web',
    authors: ['E.B. White'],
    year: 1952,
    isbn13: '9780064410939',
    pages: 184,
    ratings: 1084842,
    average: 4.15,
    categories: ['childrens-books', 'literature-fiction/classics'],
    description:
      'A runt pig named Wilbur is saved from the butcher by a girl called Fern — and then by Charlotte, a spider who can spin words into her web.',
  },
  {
    title: 'The Golden Compass',
    series: ['His Dark Materials', '1'],
    authors: ['Philip Pullman'],
    year: 1995,
    isbn13: '9780679879244',
    pages: 399,
    ratings: 994914,
    average: 3.94,
    categories: ['science-fiction-fantasy/fantasy', 'teen-young-adult'],
    description:
      'Lyra Belacqua and her dæmon travel north to rescue stolen children, armed with a truth-telling device and the help of an armoured bear, into a mystery about Dust.',
  },
  {
    title: 'Ender’s Game',
    series: ['Ender’s Saga', '1'],
    authors: ['Orson Scott Card'],
    year: 1985,
    isbn13: '9780812550702',
    pages: 324,
    ratings: 873417,
    average: 4.3,
    categories: ['science-fiction-fantasy/science-fiction', 'teen-young-adult'],
    description:
      'Earth needs a military genius to stop the next alien invasion, and it thinks it has found one in a six-year-old. At Battle School, Ender learns to win every game — at a price.',
  },
  {
    title: 'The Shining',
    authors: ['Stephen King'],
    year: 1977,
    isbn13: '9780450040184',
    ratings: 830881,
    average: 4.17,
    categories: ['literature-fiction/horror', 'mystery-thriller-suspense'],
    description:
      'Jack Torrance takes a winter job caretaking the snowbound Overlook Hotel with his wife and son. The hotel has plans for them — and young Danny can see them coming.',
  },
  {
    title: 'The Little Prince',
    authors: ['Antoine de Saint-Exupéry'],
    year: 1943,
    isbn13: '9780156012195',
    pages: 96,
    ratings: 859286,
    average: 4.28,
    categories: ['childrens-books', 'literature-fiction/classics'],
    description:
      'A pilot stranded in the Sahara meets a small prince from an asteroid, who tells him about a rose, a fox and the things that can only be seen with the heart.',
  },
  {
    title: 'The Glass Castle',
    authors: ['Jeannette Walls'],
    year: 2005,
    isbn13: '9780743247542',
    pages: 288,
    ratings: 637866,
    average: 4.24,
    categories: ['biographies-memoirs/memoirs', 'biographies-memoirs'],
    description:
      'A journalist remembers a childhood on the move with a brilliant, alcoholic father and a free-spirited mother, told without self-pity and with startling love.',
  },
  {
    title: 'Into the Wild',
    authors: ['Jon Krakauer'],
    year: 1996,
    isbn13: '9780385486804',
    pages: 207,
    ratings: 665377,
    average: 3.94,
    categories: ['biographies-memoirs', 'sports-outdoors'],
    description:
      'In 1992 a young man gave away his savings and walked into the Alaskan wilderness. Krakauer retraces his journey to understand why — and what went wrong.',
  },
  {
    title: 'Jurassic Park',
    series: ['Jurassic Park', '1'],
    authors: ['Michael Crichton'],
    year: 1990,
    isbn13: '9780307348135',
    ratings: 650483,
    average: 3.96,
    categories: ['science-fiction-fantasy/science-fiction', 'mystery-thriller-suspense/thrillers'],
    description:
      'On a remote island a billionaire has brought dinosaurs back from extinct DNA. A few experts are invited to approve the park before it opens. Life, it turns out, finds a way.',
  },
  {
    title: 'Freakonomics',
    authors: ['Steven D. Levitt', 'Stephen J. Dubner'],
    year: 2005,
    isbn13: '9780061234002',
    ratings: 549301,
    average: 3.93,
    categories: ['business-money', 'politics-social-sciences'],
    description:
      'An economist and a journalist follow the incentives behind cheating teachers, sumo wrestlers and drug gangs, showing how the hidden side of everyday life adds up.',
  },
  {
    title: 'One Hundred Years of Solitude',
    authors: ['Gabriel García Márquez'],
    year: 1967,
    isbn13: '9780060531041',
    pages: 417,
    ratings: 575667,
    average: 4.04,
    categories: [
      'literature-fiction/world-literature/latin-american-literature',
      'literature-fiction/classics',
    ],
    description:
      'Seven generations of the Buendía family rise and fall in the town of Macondo, where the extraordinary is ordinary and history keeps circling back on itself.',
  },
  {
    title: 'The Road',
    authors: ['Cormac McCarthy'],
    year: 2006,
    isbn13: '9780307265432',
    pages: 241,
    ratings: 555787,
    average: 3.95,
    categories: ['science-fiction-fantasy/science-fiction/dystopian', 'literature-fiction'],
    description:
      'A father and his son walk south through a burned America, carrying what little they have and the fire of their love for each other.',
  },
  {
    title: 'Bossypants',
    authors: ['Tina Fey'],
    year: 2011,
    isbn13: '9780316056861',
    pages: 277,
    ratings: 609260,
    average: 3.94,
    categories: ['biographies-memoirs/memoirs', 'humor-entertainment/humor'],
    description:
      'From a nerdy childhood to Saturday Night Live and 30 Rock, the comedy writer tells how she got where she is, with jokes on every page and sense in most of them.',
  },
  {
    title: 'The Handmaid’s Tale',
    authors: ['Margaret Atwood'],
    year: 1985,
    isbn13: '9780385490818',
    pages: 311,
    ratings: 683564,
    average: 4.06,
    categories: ['science-fiction-fantasy/science-fiction/dystopian', 'literature-fiction'],
    description:
      'In the Republic of Gilead, Offred is valued only for her ability to bear children. She remembers the life she had, and watches for a way out.',
  },
  {
    title: 'Dune',
    series: ['Dune Chronicles', '1'],
    authors: ['Frank Herbert'],
    year: 1965,
    isbn13: '9780340839935',
    ratings: 525976,
    average: 4.19,
    categories: ['science-fiction-fantasy/science-fiction', 'science-fiction-fantasy'],
    description:
      'On the desert planet Arrakis, source of the most precious substance in the universe, young Paul Atreides is betrayed, exiled and transformed into the leader of a rebellion.',
  },
  {
    title: 'Steve Jobs',
    authors: ['Walter Isaacson'],
    year: 2011,
    isbn13: '9781451648539',
    pages: 630,
    ratings: 579256,
    average: 4.09,
    categories: ['biographies-memoirs', 'business-money', 'computers-technology'],
    description:
      'Based on forty interviews with Jobs and more than a hundred with the people around him, the life of the perfectionist who changed computers, music, phones and films.',
  },
];

/** The demo books as catalogue records (idempotent: keyed "demo:<isbn or title>"). */
export function demoCatalogue(): CatalogueRecord[] {
  return books.map((book) => ({
    sourceKey: `demo:${book.isbn13 ?? book.title}`,
    origin: { source: 'demo_seed' },
    title: book.title,
    originalTitle: null,
    seriesName: book.series?.[0] ?? null,
    seriesNumber: book.series?.[1] ?? null,
    authors: book.authors,
    description: book.description,
    firstPublishedYear: book.year,
    language: 'en',
    ...parseIsbn(book.isbn13),
    pages: book.pages ?? null,
    publisher: null,
    coverSourceUrl: book.isbn13
      ? `https://covers.openlibrary.org/b/isbn/${book.isbn13}-L.jpg?default=false`
      : null,
    sourceAverageRating: book.average,
    sourceRatingsCount: book.ratings,
    categories: book.categories.map((categoryId, index) => ({
      categoryId,
      weight: Math.max(0.3, 1 - index * 0.2),
    })),
  }));
}
