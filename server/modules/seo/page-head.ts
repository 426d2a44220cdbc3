/**
 * What a public page tells search engines and link previews before any JavaScript runs: its
 * title, description, canonical address, Open Graph and Twitter cards, and schema.org JSON-LD
 * (`Book`, `Person`, `BreadcrumbList`, the site's `WebSite`; forum and club pages in their own
 * files). Read from the same services as
 * the API, so the head and the page agree. Pages that are not public, or not known here, keep
 * the app's default head.
 */
import FindMyWay from 'find-my-way';
import { ancestorsOf, categoryBySlug } from '../../../contracts/categories.js';
import { paths, routePatterns } from '../../../contracts/paths.js';
import { AppError } from '../../platform/errors.js';
import type { AuthorsService } from '../authors/authors.service.js';
import type { BooksService } from '../books/books.service.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import { slugAddress, type SeoService } from './seo.service.js';
import type { PageTextsOf } from './seo-templates.service.js';
import { addClubHeads, type ClubPublicReads } from './club-heads.js';
import { addForumHeads, type ForumPublicReads } from './forum-heads.js';
import { bookJsonLd, breadcrumbs } from './json-ld.js';
import { snippet } from './snippet.js';

export const siteName = 'Bookhive';
export const defaultTitle = 'Bookhive · Reading Reimagined';
export const defaultDescription =
  'Bookhive: keep your bookshelf, join or start book clubs and talk books with readers who love them. Reading Reimagined.';

export interface PageHead {
  title: string;
  description: string;
  /** Path of the page's one address; made absolute with the site's address when rendered. */
  canonicalPath: string;
  /** og:type */
  type: 'website' | 'book' | 'profile';
  /** A picture for link cards (our stored copy), or null. */
  imagePath: string | null;
  /** schema.org objects, each rendered as its own JSON-LD block. */
  jsonLd: Record<string, unknown>[];
  /** Pages search engines should follow but not list (search results). */
  noindex: boolean;
  /** 404 when the page's book, author or category does not exist. */
  status: 200 | 404;
  /**
   * The page's own address when it was asked for by another (an old title in a book's
   * address, an ISBN-10): the app would move there, so the server does, permanently.
   */
  movedTo: string | null;
}

export interface PageHeadDeps {
  books: Pick<BooksService, 'detail'>;
  authors: Pick<AuthorsService, 'page'>;
  profiles: Pick<ProfilesService, 'findByUsername' | 'getById'>;
  slugs: Pick<SeoService, 'resolveSlug'>;
  /** The forum as a visitor sees it; without it, forum pages keep the default head. */
  forum?: ForumPublicReads;
  /** The clubs as a visitor sees them; without it, club pages keep the default head. */
  clubs?: ClubPublicReads;
  appUrl: string;
  /** Staff's templates (/admin/seo) over the built-in texts; the built-in texts without it. */
  texts?: PageTextsOf;
}

type HeadOf = (
  params: Record<string, string | undefined>,
  query: URLSearchParams,
) => Promise<PageHead | null>;

/** The app's own one-segment pages (/dashboard…): /:slug never names one of them. */
const appPages = new Set<string>(Object.values(paths).filter((p) => typeof p === 'string'));

const page = (head: Partial<PageHead> & Pick<PageHead, 'title' | 'canonicalPath'>): PageHead => ({
  description: defaultDescription,
  type: 'website',
  imagePath: null,
  jsonLd: [],
  noindex: false,
  status: 200,
  movedTo: null,
  ...head,
});

/** A page that lives at another address now: answered with a 301 there (public-page-html.ts). */
const movedHead = (to: string): PageHead =>
  page({ title: siteName, canonicalPath: to, movedTo: to });

const notFound = (what: string, canonicalPath: string): PageHead =>
  page({ title: `${what} not found · ${siteName}`, canonicalPath, noindex: true, status: 404 });

function isNotFound(error: unknown): boolean {
  return error instanceof AppError && error.status === 404;
}

/** The page's head, or a 404 head when the service says the thing does not exist. */
async function orNotFound(
  what: string,
  canonicalPath: string,
  load: () => Promise<PageHead>,
): Promise<PageHead> {
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error)) return notFound(what, canonicalPath);
    throw error;
  }
}

/** `?page=N` of a paged page, 1 when missing or not a page number. */
function pageParam(query: URLSearchParams): number {
  const n = Number(query.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export function createPageHeads(deps: PageHeadDeps) {
  const { books, authors, profiles, slugs, appUrl } = deps;
  const texts: PageTextsOf = deps.texts ?? (async (_type, _values, builtIn) => builtIn);
  const router = FindMyWay<FindMyWay.HTTPVersion.V1>({ ignoreTrailingSlash: true });
  const on = (pattern: string, headOf: HeadOf) => router.on('GET', pattern, () => {}, { headOf });

  on(paths.landing, async () =>
    page({
      ...(await texts('landing', {}, { title: defaultTitle, description: defaultDescription })),
      canonicalPath: paths.landing,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: siteName,
          url: appUrl + paths.landing,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${appUrl}${paths.findBooks}?q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    }),
  );

  on(routePatterns.book, ({ isbn = '', titleSlug = '' }) =>
    orNotFound('Book', paths.book(titleSlug, isbn), async () => {
      const book = await books.detail(isbn);
      const by = book.authors.map((a) => a.name).join(', ');
      const description = book.description ? snippet(book.description, 160) : '';
      return page({
        ...(await texts(
          'book',
          { title: book.title, author: by, description },
          {
            title: `${book.title}${by ? ` by ${by}` : ''} · ${siteName}`,
            description:
              description ||
              `${book.title}${by ? ` by ${by}` : ''}: ratings, reviews and readers on ${siteName}.`,
          },
        )),
        canonicalPath: book.path,
        // As the book page does (web/routes/books/book-page.tsx).
        movedTo: titleSlug === book.titleSlug ? null : book.path,
        type: 'book',
        imagePath: book.coverUrl,
        jsonLd: [bookJsonLd(book, appUrl)],
      });
    }),
  );

  const authorHead: HeadOf = ({ authorSlug, slug }) => {
    const key = (authorSlug ?? slug ?? '').toLowerCase().normalize('NFC');
    return orNotFound('Author', paths.author(key), async () => {
      const { author } = await authors.page(key, null);
      const bio = author.bio ? snippet(author.bio, 160) : '';
      const knownFor = author.knownFor.slice(0, 3).join(', ');
      return page({
        ...(await texts(
          'author',
          { name: author.name, bio, knownFor },
          {
            title: `${author.name} · ${siteName}`,
            description:
              bio ||
              `Books by ${author.name}${knownFor ? `, including ${knownFor}` : ''}, on ${siteName}.`,
          },
        )),
        canonicalPath: paths.author(author.slug),
        type: 'profile',
        imagePath: author.photoUrl,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Person',
            name: author.name,
            url: appUrl + paths.author(author.slug),
            ...(author.bio ? { description: snippet(author.bio, 500) } : {}),
            ...(author.photoUrl ? { image: appUrl + author.photoUrl } : {}),
            ...(author.website ? { sameAs: [author.website] } : {}),
          },
        ],
      });
    });
  };
  on(routePatterns.author, authorHead);
  on(routePatterns.authorShort, authorHead);

  on(routePatterns.category, async ({ categorySlug = '' }) => {
    const category = categoryBySlug(categorySlug);
    if (!category) return notFound('Category', paths.category(categorySlug));
    const trail = [
      { name: siteName, path: paths.landing },
      { name: 'Find Books', path: paths.findBooks },
      ...ancestorsOf(category.id).map((c) => ({ name: c.name, path: paths.category(c.slug) })),
      { name: category.name, path: paths.category(category.slug) },
    ];
    return page({
      ...(await texts(
        'category',
        { category: category.name },
        {
          title: `${category.name} books · ${siteName}`,
          description: `The best ${category.name.toLowerCase()} books, rated and reviewed by readers on ${siteName}.`,
        },
      )),
      canonicalPath: paths.category(category.slug),
      jsonLd: [breadcrumbs(trail, appUrl)],
    });
  });

  on(paths.findBooks, async (_params, query) => {
    const q = (query.get('q') ?? '').trim();
    const { title, description } = await texts(
      'find-books',
      {},
      {
        title: `Find Books · ${siteName}`,
        description: `Search a million books by title, author or ISBN on ${siteName}.`,
      },
    );
    return page({
      title: q ? `“${snippet(q, 60)}” · ${title}` : title,
      description,
      canonicalPath: paths.findBooks,
      // A results page is for the reader who searched; engines list the books themselves.
      noindex: q !== '',
    });
  });
  on(paths.browse, async () =>
    page({
      ...(await texts(
        'browse',
        {},
        {
          title: `Browse books by category · ${siteName}`,
          description: `Every category of books, from fantasy to philosophy, on ${siteName}.`,
        },
      )),
      canonicalPath: paths.browse,
    }),
  );
  on(paths.findAuthors, async () =>
    page({
      ...(await texts(
        'find-authors',
        {},
        {
          title: `Find Authors · ${siteName}`,
          description: `Authors and their books, with verified author pages, on ${siteName}.`,
        },
      )),
      canonicalPath: paths.findAuthors,
    }),
  );

  /**
   * A reader's profile. Profiles are public, but until readers can choose to be listed
   * (issue 9: "profiles that opted in") engines are asked not to list them; link previews
   * still show who it is.
   */
  const profileHead = async (username: string): Promise<PageHead> => {
    const profile = await profiles.findByUsername(username);
    if (!profile) return notFound('Profile', paths.publicProfile(username));
    const name = profile.fullName || profile.username;
    return page({
      ...(await texts(
        'profile',
        { name, username: profile.username },
        {
          title: `${name} (@${profile.username}) · ${siteName}`,
          description: profile.bio
            ? snippet(profile.bio, 160)
            : `${name} keeps their bookshelf and talks books on ${siteName}.`,
        },
      )),
      canonicalPath: paths.publicProfile(profile.username),
      type: 'profile',
      imagePath: profile.avatarUrl,
      noindex: true,
    });
  };
  on(routePatterns.userProfile, ({ username = '' }) => profileHead(username));
  on(routePatterns.publicProfile, async ({ slug = '' }) => {
    if (appPages.has(`/${slug}`)) return null;
    try {
      const resolved = await slugs.resolveSlug(slug);
      switch (resolved.kind) {
        case 'author':
          return authorHead({ authorSlug: resolved.slug }, new URLSearchParams());
        case 'profile':
          return profileHead(resolved.username);
        // An old slug, a club or a community: the app moves on at once, so the server does.
        case 'redirect':
          return movedHead(resolved.to);
        default:
          return movedHead(slugAddress(resolved));
      }
    } catch (error) {
      if (isNotFound(error)) return notFound('Page', `/${slug}`);
      throw error;
    }
  });
  on(routePatterns.bookShelfOf, async ({ userId = '' }) => {
    const owner = /^[0-9a-f-]{36}$/i.test(userId) ? await profiles.getById(userId) : null;
    if (!owner) return notFound('Bookshelf', paths.bookShelfOf(userId));
    const name = owner.fullName || owner.username;
    return page({
      title: `${name}'s bookshelf · ${siteName}`,
      description: `What ${name} is reading, has read and wants to read, on ${siteName}.`,
      canonicalPath: paths.bookShelfOf(owner.id),
      type: 'profile',
      imagePath: owner.avatarUrl,
      noindex: true,
    });
  });

  if (deps.forum) {
    addForumHeads(
      (pattern, headOf, what, pathOf) =>
        on(pattern, (params, query) =>
          orNotFound(what, pathOf(params), async () =>
            page({ ...(await headOf(params, pageParam(query))) }),
          ),
        ),
      deps.forum,
      appUrl,
    );
  }

  if (deps.clubs) {
    addClubHeads(
      (pattern, headOf, what, pathOf) =>
        on(pattern, (params, query) =>
          orNotFound(what, pathOf(params), async () => {
            const head = await headOf(params, query);
            return 'movedTo' in head ? movedHead(head.movedTo) : page(head);
          }),
        ),
      deps.clubs,
      appUrl,
    );
  }

  /** The head of a public page at `url` (path and query), or null for any other page. */
  return async function headFor(url: string): Promise<PageHead | null> {
    const [pathname = '/', search = ''] = url.split('?');
    const found = router.find('GET', pathname);
    if (!found) return null;
    const { headOf } = found.store as { headOf: HeadOf };
    return headOf(found.params, new URLSearchParams(search));
  };
}

export type PageHeads = ReturnType<typeof createPageHeads>;
