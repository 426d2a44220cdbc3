/**
 * The heads of the clubs' public pages (issue 11, "Public club pages render on the server with
 * their meta"): /book-clubs and a club's page /b/{slug}, with a schema.org `Organization` for a
 * club. Read as a visitor through the clubs' own service, so a private club's head says only what
 * its hosts show outsiders (and asks engines not to list it), and a suspended club is a 404. An
 * old slug of a renamed club moves to the club's address, as the page does.
 */
import {
  clubCategoryPills,
  type ClubCategoryPill,
  type ClubPage,
} from '../../../contracts/clubs.js';
import { paths, routePatterns } from '../../../contracts/paths.js';
import { AppError } from '../../platform/errors.js';
import { breadcrumbs } from './json-ld.js';
import { snippet } from './snippet.js';

/** What the clubs show a visitor (their service with a visitor's eyes). */
export interface ClubPublicReads {
  page(slug: string): Promise<ClubPage>;
}

interface ClubHead {
  title: string;
  description: string;
  canonicalPath: string;
  imagePath: string | null;
  jsonLd: Record<string, unknown>[];
  noindex: boolean;
}

/** A head, or the address the page moved to. */
type ClubHeadOrMove = ClubHead | { movedTo: string };

type On = (
  pattern: string,
  headOf: (
    params: Record<string, string | undefined>,
    query: URLSearchParams,
  ) => Promise<ClubHeadOrMove>,
  what: string,
  pathOf: (params: Record<string, string | undefined>) => string,
) => void;

const siteName = 'Bookhive';
const members = new Intl.NumberFormat('en');

/** The pill asked for in ?category=, or All. */
function categoryOf(query: URLSearchParams): ClubCategoryPill {
  const asked = query.get('category');
  return clubCategoryPills.find((pill) => pill === asked) ?? 'All';
}

/** What a visitor is told a club is, when its hosts show no description. */
function clubSummary({ club }: ClubPage): string {
  const count = `${members.format(club.memberCount)} member${club.memberCount === 1 ? '' : 's'}`;
  const reading = club.currentBook ? `, now reading ${club.currentBook.title}` : '';
  return `${club.name}: a ${club.visibility} ${club.category} book club on ${siteName} with ${count}${reading}.`;
}

function organization(data: ClubPage, description: string, appUrl: string) {
  const { club } = data;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: club.name,
    url: appUrl + club.path,
    description,
    ...(club.avatarUrl ? { logo: appUrl + club.avatarUrl, image: appUrl + club.avatarUrl } : {}),
    foundingDate: club.createdAt.slice(0, 10),
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/JoinAction',
      userInteractionCount: club.memberCount,
    },
  };
}

/** Registers the clubs' pages with the head router. */
export function addClubHeads(on: On, clubs: ClubPublicReads, appUrl: string): void {
  on(
    paths.bookClubs,
    async (_params, query) => {
      const q = (query.get('q') ?? '').trim();
      const category = categoryOf(query);
      const kind = category === 'All' ? 'Book Clubs' : `${category} Book Clubs`;
      const canonicalPath =
        category === 'All'
          ? paths.bookClubs
          : `${paths.bookClubs}?category=${encodeURIComponent(category)}`;
      const description = `Find a ${category === 'All' ? '' : `${category} `}book club to join on ${siteName}, by name, genre or the book it is reading, or start your own.`;
      return {
        title: `${q ? `“${snippet(q, 60)}” · ` : ''}${kind} · ${siteName}`,
        description,
        canonicalPath,
        imagePath: null,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: kind,
            url: appUrl + canonicalPath,
            description,
          },
        ],
        // A search's results are for the reader who searched; engines list the clubs themselves.
        noindex: q !== '',
      };
    },
    'Book clubs',
    () => paths.bookClubs,
  );

  on(
    routePatterns.club,
    async ({ slug = '' }) => {
      let data: ClubPage;
      try {
        data = await clubs.page(slug);
      } catch (error) {
        // An old slug of a renamed club, or the slug in another case: where the page goes.
        const moved = error instanceof AppError && (error.details as { movedTo?: string })?.movedTo;
        if (moved) return { movedTo: moved };
        throw error;
      }
      const { club } = data;
      const description = club.description ? snippet(club.description, 160) : clubSummary(data);
      return {
        title: `${club.name} · ${club.category} book club · ${siteName}`,
        description,
        canonicalPath: club.path,
        imagePath: club.avatarUrl,
        jsonLd: [
          organization(data, description, appUrl),
          breadcrumbs(
            [
              { name: siteName, path: paths.landing },
              { name: 'Book Clubs', path: paths.bookClubs },
              { name: club.name, path: club.path },
            ],
            appUrl,
          ),
        ],
        // A private club is for its members: linkable and shown on /book-clubs, not listed.
        noindex: club.visibility === 'private',
      };
    },
    'Club',
    ({ slug = '' }) => paths.club(slug),
  );
}
