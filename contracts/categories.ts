/**
 * The book category taxonomy (SPEC §3 "Category taxonomy entry", "Quick category pill"): the 29
 * top-level categories of the spec, each with the subcategories a good bookshop would list.
 * Plain data plus pure helpers, importing nothing. The server uses it; the web app gets it from
 * GET /api/categories (server/modules/books/category-taxonomy.ts), which keeps it out of the
 * pages' JavaScript, and only the web's icon sprite test reads this file. What each category
 * means as a search is in category-queries.ts.
 */

export interface Category {
  /** Stable: the slugs from the root down, joined by '/', e.g. 'mystery-thriller-suspense/mystery'. */
  id: string;
  name: string;
  /** Unique across the whole taxonomy: the page is /find-books/{slug}. */
  slug: string;
  /** A lucide-react icon component name. */
  icon: string;
  parent: string | null;
  level: 0 | 1 | 2;
  /** Names from the root to this entry. */
  path: string[];
}

export interface QuickCategoryPill {
  name: string;
  icon: string;
  query: string;
  /** Amazon.com Books browse node. */
  amazonId: string;
  /** The category page the pill opens (/find-books/{categorySlug}). */
  categorySlug: string;
}

/*
 * One line per category: `Name | Icon`, indented two spaces per level, with a third field for
 * the slug when the name alone would repeat another category's slug. An outline keeps
 * 300-odd entries readable, one screenful per top-level category.
 */
const outline = `
Arts & Photography | Palette
  Architecture | Building2
  Art History & Criticism | Landmark
  Drawing & Painting | Paintbrush
  Fashion & Design | Shirt
  Music | Music
  Performing Arts | Drama
  Photography | Camera
Biographies & Memoirs | BookUser
  Arts & Literature | Feather | arts-literature-biographies
  Celebrities & Entertainers | Clapperboard
  Historical Biographies | Hourglass
  Leaders & Notable People | Crown
  Memoirs | NotebookPen
  Professionals & Academics | Briefcase
  Sports Biographies | Trophy
  Travelers & Explorers | Compass
Business & Money | Briefcase
  Careers | BriefcaseBusiness
  Economics | TrendingUp
  Entrepreneurship | Rocket
  Management & Leadership | Users
  Marketing & Sales | Megaphone
  Personal Finance | PiggyBank
    Investing | ChartLine
  Real Estate | House
Children's Books | ToyBrick
  Animals | PawPrint | childrens-animals
  Chapter Books | BookOpenText
  Classics | Library | childrens-classics
  Early Readers | BookA
  Fairy Tales & Folklore | Castle | childrens-fairy-tales
  Fantasy & Magic | WandSparkles | childrens-fantasy
  Humor | Smile | childrens-humor
  Middle Grade | School
  Nonfiction | Lightbulb | childrens-nonfiction
  Picture Books | Image
  Poetry | Quote | childrens-poetry
Comics & Graphic Novels | BookImage
  Comic Strips & Cartoons | Smile
  Graphic Memoirs & Nonfiction | NotebookPen
  Graphic Novels | BookImage
  Manga | Zap
  Superheroes | Shield
  Webcomics | Globe
Computers & Technology | Laptop
  Artificial Intelligence | BrainCircuit
  Computer Science | Cpu
  Data Science | Database
  Games & Game Design | Gamepad2
  Hacking & Security | Lock
  Internet & Social Media | Wifi
  Programming | Code
    Web Development | Globe
Cookbooks Food & Wine | ChefHat
  Baking | CakeSlice
  Beverages & Wine | Wine
  Food Writing & Culture | Utensils
  Grilling & Barbecue | Flame
  Healthy Cooking | Salad
  International Cuisine | Globe
  Quick & Easy | Timer
  Vegetarian & Vegan | Vegan
Crafts Hobbies & Home | Scissors
  Collecting | Gem
  Gardening | Sprout
  Home Improvement & Design | Wrench
  Knitting & Crochet | Spool
  Needlework & Sewing | Scissors
  Pets & Animal Care | PawPrint
  Sustainable Living | Leaf
  Woodworking | Hammer
Education & Teaching | GraduationCap
  Early Childhood Education | Baby
  Education Theory & Reform | Lightbulb
  Higher Education | University
  Homeschooling | House
  Special Education | HeartHandshake
  Study Skills & Test Prep | PencilRuler
  Teaching Methods & Classroom | School
Engineering & Transportation | Cog
  Aerospace & Aviation | Plane
  Automotive | Car
  Civil & Environmental | Construction
  Electrical & Electronics | CircuitBoard
  Energy | Zap
  Mechanical Engineering | Wrench
  Trains Ships & Transit | TrainFront
Health Fitness & Dieting | HeartPulse
  Addiction & Recovery | Pill
  Aging & Longevity | Hourglass
  Alternative Medicine | Leaf
  Diets & Weight Loss | Scale
  Exercise & Fitness | Dumbbell
  Mental Health | Brain
  Nutrition | Apple
  Psychology & Counseling | BrainCog
  Women's Health | HeartPulse
History | Landmark
  Africa | Earth | african-history
  Americas | Flag | americas-history
  Ancient Civilizations | Amphora
  Asia | Earth | asian-history
  Europe | Castle | european-history
    Holocaust | Flame
  Medieval | Sword
  Middle East | MoonStar
  Military History | Shield
    World War I | Flag
    World War II | Flag
  Modern History | Newspaper
  World History | Globe
Humor & Entertainment | Laugh
  Comedy & Stand-Up | Mic
  Humor | Laugh | humor-books
  Movies & Film | Clapperboard
  Pop Culture | Star
  Puzzles & Games | Puzzle
  Television & Radio | Tv
  Trivia & Fun Facts | Lightbulb
Law | Scale
  Business & Intellectual Property Law | Copyright
  Constitutional Law | ScrollText
  Criminal Law & Justice | Gavel
  Human Rights & International Law | Globe
  Legal History | Landmark
  Legal Profession & Education | Briefcase
LGBTQ+ Books | Rainbow
  Biographies & Memoirs | BookUser | lgbtq-biographies-memoirs
  Fiction | BookHeart | lgbtq-fiction
  History & Studies | Landmark | lgbtq-history-studies
  Romance | Heart | lgbtq-romance
  Transgender & Nonbinary | Transgender
  Young Adult | Backpack | lgbtq-young-adult
Literature & Fiction | BookOpen
  Action & Adventure | Compass
  Classics | Library
  Contemporary Fiction | Coffee
  Dramas & Plays | Drama
  Genre Fiction | Shapes
    Coming of Age | Sprout
    Erotica | Flame
    Family Life | Users
    Humor & Satire | Smile | humor-satire
    War & Military Fiction | Swords
    Westerns | Sun
  Historical Fiction | Hourglass
  Horror | Skull
    Ghost Stories | Ghost
    Gothic | Castle
  Literary Fiction | Feather
    Magical Realism | Sparkles
  Mythology & Folk Tales | Castle
  Poetry | Quote
  Short Stories & Anthologies | Layers
  Women's Fiction | Flower2
  World Literature | Globe
    American Literature | Flag
    African American Literature | BookOpen
    British & Irish Literature | Crown
    European Literature | Castle
    Latin American Literature | Sun
    Russian Literature | Snowflake
    Asian Literature | Earth
    African Literature | Sunrise
Medical Books | Stethoscope
  Anatomy & Physiology | Bone
  Medical History & Memoirs | Hospital
  Neurology | Brain
  Nursing | Syringe
  Psychiatry | BrainCog
  Public Health & Epidemiology | ShieldPlus
  Surgery | Scissors
Mystery Thriller & Suspense | Search
  Crime Fiction | Skull
  Mystery | ScanSearch
    Cozy Mystery | Coffee
    Hard-Boiled & Noir | Moon
    Historical Mystery | Hourglass
    Police Procedural | Siren
    Private Investigators | Eye
  Suspense | Timer
  Thrillers | Zap
    Espionage | VenetianMask
    Legal Thrillers | Gavel
    Medical Thrillers | Stethoscope
    Political Thrillers | Vote
    Psychological Thrillers | Brain
    Techno & Military Thrillers | Crosshair
  True Crime | Gavel
Parenting & Relationships | HeartHandshake
  Adoption & Foster Care | HandHeart
  Aging Parents & Caregiving | Users
  Divorce & Separation | HeartCrack
  Family Relationships | Users
  Marriage & Dating | Heart
  Parenting | Baby
    Child Development | Blocks
    Pregnancy & Childbirth | Baby
    Raising Teens | Backpack
Politics & Social Sciences | Vote
  Anthropology | Users
    Archaeology | Pickaxe
  Current Events & Journalism | Newspaper
  Philosophy | Lightbulb
    Ethics & Morality | Scale
  Politics & Government | Landmark
    International Relations | Globe
    Political Ideologies | BookMarked
  Public Policy | ClipboardList
  Sociology | Users
    Gender Studies | VenusAndMars
    Race & Ethnic Studies | Users
Reference | LibraryBig
  Atlases & Maps | Map
  Dictionaries & Thesauruses | BookA
  Encyclopedias | Library
  Etiquette | Handshake
  Foreign Language Study | Languages
  Genealogy | Network
  Quotations | Quote
  Writing & Publishing | PenTool
Religion & Spirituality | Sunrise
  Atheism & Secularism | CircleSlash
  Buddhism | Flower
  Christianity | Cross
    Bible Study | ScrollText
    Catholicism | Church
    Christian Fiction | BookHeart
    Christian Living | HandHeart
    Theology | BookOpen
  Hinduism | Sun
  Islam | MoonStar
  Judaism | Star
  New Age & Occult | Sparkles
  Religious Studies | Landmark
  Taoism & Eastern Religions | Sun
Romance | Heart
  Clean & Wholesome | Flower
  Contemporary Romance | HeartHandshake
  Erotic Romance | Flame
  Fantasy Romance | WandSparkles
  Historical Romance | Crown
    Regency Romance | Feather
  New Adult | Sparkle
  Paranormal Romance | Moon
  Romantic Comedy | Laugh
  Romantic Suspense | Shield
  Science Fiction Romance | Rocket
  Sports Romance | Trophy
  Western Romance | Sun
Science & Math | FlaskConical
  Astronomy & Space | Telescope
  Biology | Dna
    Genetics & Evolution | Dna
    Neuroscience | Brain
    Zoology | Bird
  Chemistry | FlaskConical
  Earth Sciences | Mountain
  History & Philosophy of Science | ScrollText
  Mathematics | Sigma
    Statistics & Probability | ChartBar
  Nature & Ecology | Leaf
  Physics | Atom
Science Fiction & Fantasy | Sparkles
  Fantasy | Wand
    Dark Fantasy | Skull
    Dragons & Mythical Creatures | Flame
    Epic Fantasy | Swords
    Fairy Tale Retellings | Castle
    Historical Fantasy | Hourglass
    Humorous Fantasy | Laugh
    Paranormal & Urban Fantasy | MoonStar
    Sword & Sorcery | Sword
  Gaming & LitRPG | Gamepad2
  Science Fantasy | Orbit
  Science Fiction | Rocket
    Aliens & First Contact | Satellite
    Alternate History | History
    Cyberpunk | Cpu
    Dystopian | Cctv
    Hard Science Fiction | Atom
    Military Science Fiction | Shield
    Post-Apocalyptic | Radiation
    Space Opera | Orbit
    Steampunk | Cog
    Time Travel | Clock
  Speculative Fiction | Sparkle
Self-Help | LifeBuoy
  Communication & Social Skills | MessageCircle
  Creativity | Lightbulb
  Death & Grief | Flower2
  Happiness | Smile
  Mindfulness & Meditation | Flower
  Motivational & Inspirational | Sun
  Personal Transformation | Sprout
  Productivity & Habits | Timer
  Success | Award
Sports & Outdoors | Trophy
  Team Sports | Users
    Baseball | Trophy
    Basketball | Trophy
    Football | Trophy
    Hockey | Trophy
    Soccer | Volleyball
  Cycling | Bike
  Golf | Flag
  Hiking & Camping | Tent
  Hunting & Fishing | Fish
  Martial Arts & Combat Sports | Swords
  Mountaineering & Climbing | Mountain
  Running | Footprints
  Water Sports & Sailing | Sailboat
Teen & Young Adult | Backpack
  Teen Biographies & Nonfiction | NotebookPen
  Teen Contemporary | Smartphone
  Teen Fantasy | Wand
  Teen Historical Fiction | Hourglass
  Teen Horror | Skull
  Teen Mystery & Thriller | Search
  Teen Paranormal | Moon
  Teen Romance | Heart
  Teen Science Fiction & Dystopian | Rocket
Travel | Plane
  Adventure Travel | Compass
  Africa | Earth | africa-travel
  Americas | Earth | americas-travel
  Asia | Earth | asia-travel
  Europe | Earth | europe-travel
  Polar Regions | Snowflake
  Travel Guides | Map
  Travel Writing & Memoir | Luggage
`;

/** Lower-case words, accents folded; "non-fiction" and "non fiction" become "nonfiction". */
export function wordsOf(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  const merged: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (word === 'non' && next !== undefined) {
      merged.push(`non${next}`);
      i++;
    } else merged.push(word);
  }
  return merged;
}

/** A query's alternatives (split on OR, any case), each as lower-case words; [] for a blank query. */
export function queryAlternatives(query: string): string[][] {
  return query
    .split(/(?<=^|\s)or(?=\s|$)/i)
    .map((alternative) => wordsOf(alternative.trim()))
    .filter((words) => words.length > 0);
}

/** "Children's Books" -> "childrens-books", "Mystery Thriller & Suspense" -> "mystery-thriller-suspense". */
function kebab(name: string): string {
  return wordsOf(name.replace(/['’]/g, '')).join('-');
}

function parseOutline(text: string): Category[] {
  const result: Category[] = [];
  const chain: Category[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const indent = line.length - line.trimStart().length;
    const level = indent / 2;
    const [name = '', icon = '', slug] = line.split('|').map((field) => field.trim());
    if (!(level === 0 || level === 1 || level === 2) || level > chain.length || !icon) {
      throw new Error(`categories: bad outline line "${line}"`);
    }
    chain.length = level;
    const parent = chain[level - 1] ?? null;
    const ownSlug = slug ?? kebab(name);
    const category: Category = {
      id: parent ? `${parent.id}/${kebab(name)}` : kebab(name),
      name,
      slug: ownSlug,
      icon,
      parent: parent ? parent.id : null,
      level,
      path: parent ? [...parent.path, name] : [name],
    };
    chain.push(category);
    result.push(category);
  }
  return result;
}

/** Every category, each parent before its children, in bookshop order. */
export const categories: readonly Category[] = parseOutline(outline);

const byId = new Map(categories.map((category) => [category.id, category]));
const bySlug = new Map(categories.map((category) => [category.slug, category]));

/** The category shown at /find-books/{slug}. */
export function categoryBySlug(slug: string): Category | undefined {
  return bySlug.get(slug);
}

/** A category by its stable id (as stored with a book). */
export function categoryById(id: string): Category | undefined {
  return byId.get(id);
}

/** The direct subcategories of a category, in bookshop order. */
export function childrenOf(id: string): Category[] {
  return categories.filter((category) => category.parent === id);
}

/** The 29 top-level categories in the spec's order. */
export function topLevelCategories(): Category[] {
  return categories.filter((category) => category.level === 0);
}

/** The chain above a category, root first, for breadcrumbs; [] for a root or an unknown id. */
export function ancestorsOf(id: string): Category[] {
  const ancestors: Category[] = [];
  let parentId = byId.get(id)?.parent ?? null;
  while (parentId !== null) {
    const parent = byId.get(parentId);
    if (!parent) break;
    ancestors.unshift(parent);
    parentId = parent.parent;
  }
  return ancestors;
}

/** Amazon.com Books browse node of each top-level category, keyed by category id. */
export const amazonBrowseNodes: Record<string, string> = {
  'arts-photography': '1',
  'biographies-memoirs': '2',
  'business-money': '3',
  'childrens-books': '4',
  'comics-graphic-novels': '4366',
  'computers-technology': '5',
  'cookbooks-food-wine': '6',
  'crafts-hobbies-home': '48',
  'education-teaching': '8975',
  'engineering-transportation': '173507',
  'health-fitness-dieting': '10',
  history: '9',
  'humor-entertainment': '4204',
  law: '10777',
  'lgbtq-books': '301889',
  'literature-fiction': '17',
  'medical-books': '173514',
  'mystery-thriller-suspense': '18',
  'parenting-relationships': '20',
  'politics-social-sciences': '3377',
  reference: '21',
  'religion-spirituality': '22',
  romance: '23',
  'science-math': '75',
  'science-fiction-fantasy': '25',
  'self-help': '4736',
  'sports-outdoors': '26',
  'teen-young-adult': '28',
  travel: '27',
};

/**
 * The shortcuts above /find-books: the landing page's pills (SPEC §2) plus Young Adult. Sci-Fi
 * and Fantasy share Amazon's Science Fiction & Fantasy node.
 */
export const quickCategoryPills: readonly QuickCategoryPill[] = [
  {
    name: 'Fiction',
    icon: 'BookOpen',
    query: 'fiction',
    amazonId: '17',
    categorySlug: 'literature-fiction',
  },
  {
    name: 'Mystery',
    icon: 'Search',
    query: 'mystery OR thriller OR suspense',
    amazonId: '18',
    categorySlug: 'mystery-thriller-suspense',
  },
  {
    name: 'Sci-Fi',
    icon: 'Rocket',
    query: 'science fiction OR sci-fi',
    amazonId: '25',
    categorySlug: 'science-fiction',
  },
  { name: 'Romance', icon: 'Heart', query: 'romance', amazonId: '23', categorySlug: 'romance' },
  {
    name: 'Business',
    icon: 'Briefcase',
    query: 'business OR economics',
    amazonId: '3',
    categorySlug: 'business-money',
  },
  {
    name: 'Biography',
    icon: 'BookUser',
    query: 'biography OR memoir',
    amazonId: '2',
    categorySlug: 'biographies-memoirs',
  },
  {
    name: 'Self-Help',
    icon: 'LifeBuoy',
    query: 'self-help OR personal development',
    amazonId: '4736',
    categorySlug: 'self-help',
  },
  { name: 'Fantasy', icon: 'Wand', query: 'fantasy', amazonId: '25', categorySlug: 'fantasy' },
  { name: 'History', icon: 'Landmark', query: 'history', amazonId: '9', categorySlug: 'history' },
  {
    name: 'Health',
    icon: 'HeartPulse',
    query: 'health OR fitness OR nutrition',
    amazonId: '10',
    categorySlug: 'health-fitness-dieting',
  },
  {
    name: "Children's",
    icon: 'ToyBrick',
    query: "children's books OR kids",
    amazonId: '4',
    categorySlug: 'childrens-books',
  },
  {
    name: 'Young Adult',
    icon: 'Backpack',
    query: 'young adult OR teen',
    amazonId: '28',
    categorySlug: 'teen-young-adult',
  },
];
