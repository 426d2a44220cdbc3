/** Use cases of authors: the directory, author pages, and what authors ask of staff. */
import type {
  AuthorDashboard,
  BookClaimInput,
  VerificationRequestInput,
} from '../../../contracts/authors.js';
import {
  bookClaimInputSchema,
  verificationRequestInputSchema,
} from '../../../contracts/authors.js';
import type { AuthorPage, AuthorSummary, BookSummary } from '../../../contracts/books.js';
import { paths } from '../../../contracts/paths.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/db-errors.js';
import { errors } from '../../platform/errors.js';
import type { SitemapPage } from '../../platform/sitemap-page.js';
import type { AuthContext } from '../../platform/sessions/sessions.js';
import {
  canClaimBooks,
  canClaimBooksFor,
  canEditAuthorPage,
  canRequestVerification,
  verificationRefusal,
  type Viewer,
} from './authors.policy.js';
import {
  countAuthorWorks,
  findAuthorBySlug,
  findAuthorOfUser,
  findAuthorWorkIds,
  insertBookClaim,
  insertVerificationRequest,
  isCreditedAuthor,
  knownTitles,
  listAuthors,
  listBookClaims,
  listVerificationRequests,
  type AuthorRow,
} from './authors.queries.js';
import { authorRanges, authorsInRange } from './sitemap.queries.js';

const perPage = 24;

export type AuthorsService = ReturnType<typeof createAuthorsService>;

/**
 * What author pages need of the books module, passed in by app.ts: authors never imports
 * books, which imports the author registry, so the two modules are not a circle (decision 0007).
 */
export interface BookSummaries {
  summaries(workIds: string[]): Promise<BookSummary[]>;
}

export function createAuthorsService({
  db,
  clock,
  books,
}: {
  db: Db;
  clock: Clock;
  books: BookSummaries;
}) {
  /** A slug from a URL may come decomposed (NFD, as some systems type it); slugs are stored NFC. */
  const authorBySlug = (slug: string) => findAuthorBySlug(db, slug.normalize('NFC'));

  async function summaries(
    rows: { author: AuthorRow; bookCount: number }[],
  ): Promise<AuthorSummary[]> {
    const titles = await knownTitles(
      db,
      rows.map((r) => r.author.id),
      2,
    );
    return rows.map(({ author, bookCount }) => ({
      id: author.id,
      name: author.name,
      slug: author.slug,
      photoUrl: author.photoUrl,
      bookCount,
      verified: author.verifiedUserId !== null,
      knownFor: titles.filter((t) => t.authorId === author.id).map((t) => t.title),
    }));
  }

  return {
    /** The author directory: by name when searching, else the most read authors. */
    async directory(
      query: string,
      page: number,
    ): Promise<{ authors: AuthorSummary[]; page: number; hasMore: boolean }> {
      const rows = await listAuthors(db, query.trim(), perPage + 1, (page - 1) * perPage);
      return {
        authors: await summaries(rows.slice(0, perPage)),
        page,
        hasMore: rows.length > perPage,
      };
    },

    async page(slug: string, viewer: Viewer | null): Promise<AuthorPage> {
      const author = await authorBySlug(slug);
      if (!author) throw errors.notFound('That author');
      const [workIds, bookCount] = await Promise.all([
        findAuthorWorkIds(db, author.id, 100),
        countAuthorWorks(db, author.id),
      ]);
      const [summary] = await summaries([{ author, bookCount }]);
      return {
        author: { ...(summary as AuthorSummary), bio: author.bio, website: author.website },
        books: await books.summaries(workIds),
        abilities: {
          claimBooks: canClaimBooksFor(viewer, author),
          edit: canEditAuthorPage(viewer, author),
        },
      };
    },

    /** Author pages for the sitemap: the authors in ranges of `size`, and the pages of one range. */
    sitemap: {
      ranges: (size: number) => authorRanges(db, size),
      async pages(from: string | null, before: string | null): Promise<SitemapPage[]> {
        const rows = await authorsInRange(db, from, before);
        return rows.map((row) => ({ path: paths.author(row.slug), lastModified: row.updatedAt }));
      },
    },

    async dashboard(auth: AuthContext): Promise<AuthorDashboard> {
      const [author, requests, claims] = await Promise.all([
        findAuthorOfUser(db, auth.userId),
        listVerificationRequests(db, auth.userId),
        listBookClaims(db, auth.userId),
      ]);
      const [authorSummary] = author
        ? await summaries([{ author, bookCount: await countAuthorWorks(db, author.id) }])
        : [];
      const claimedBooks = await books.summaries(claims.map((c) => c.workId));
      const bookById = new Map(claimedBooks.map((b) => [b.id, b]));
      const pending = requests.some((r) => r.request.status === 'pending');
      return {
        author: authorSummary ?? null,
        books: author ? await books.summaries(await findAuthorWorkIds(db, author.id, 100)) : [],
        requests: requests.map(({ request, authorName, authorSlug }) => ({
          id: request.id,
          authorName: request.authorName,
          author: authorName && authorSlug ? { name: authorName, slug: authorSlug } : null,
          evidence: request.evidence,
          links: request.links,
          status: request.status,
          decisionNote: request.decisionNote,
          createdAt: request.createdAt.toISOString(),
          decidedAt: request.decidedAt?.toISOString() ?? null,
        })),
        claims: claims.flatMap((claim) => {
          const book = bookById.get(claim.workId);
          return book
            ? [
                {
                  id: claim.id,
                  book,
                  note: claim.note,
                  status: claim.status,
                  decisionNote: claim.decisionNote,
                  createdAt: claim.createdAt.toISOString(),
                  decidedAt: claim.decidedAt?.toISOString() ?? null,
                },
              ]
            : [];
        }),
        abilities: {
          requestVerification: canRequestVerification({
            verifiedAs: author,
            hasPendingRequest: pending,
          }),
          claimBooks: canClaimBooks(author),
        },
      };
    },

    /** "I am this author": one request at a time, reviewed by staff. */
    async requestVerification(auth: AuthContext, raw: VerificationRequestInput): Promise<void> {
      const input = verificationRequestInputSchema.parse(raw);
      const [verifiedAs, requests, author] = await Promise.all([
        findAuthorOfUser(db, auth.userId),
        listVerificationRequests(db, auth.userId),
        input.authorSlug ? authorBySlug(input.authorSlug) : null,
      ]);
      const refusal = verificationRefusal({
        verifiedAs,
        hasPendingRequest: requests.some((r) => r.request.status === 'pending'),
        requestedPage: author,
      });
      if (refusal === 'already_verified')
        throw errors.conflict(`Your account is already verified as ${verifiedAs?.name}.`);
      if (refusal === 'request_pending')
        throw errors.conflict('You already have a verification request waiting for review.');
      if (input.authorSlug && !author) throw errors.notFound('That author page');
      if (refusal === 'page_taken')
        throw errors.conflict('That author page is already verified for another account.');
      await insertVerificationRequest(db, {
        userId: auth.userId,
        authorId: author?.id ?? null,
        authorName: input.authorName,
        evidence: input.evidence,
        links: input.links,
        createdAt: clock.now(),
      });
    },

    /** A verified author claims a book for their page. */
    async claimBook(auth: AuthContext, raw: BookClaimInput): Promise<void> {
      const input = bookClaimInputSchema.parse(raw);
      const author = await findAuthorOfUser(db, auth.userId);
      if (!canClaimBooks(author))
        throw errors.forbidden('Only verified authors can claim books. Ask to be verified first.');
      if ((await books.summaries([input.workId])).length === 0) throw errors.notFound('That book');
      if (await isCreditedAuthor(db, author.id, input.workId))
        throw errors.conflict('This book is already on your author page.');
      try {
        await insertBookClaim(db, {
          userId: auth.userId,
          authorId: author.id,
          workId: input.workId,
          note: input.note,
          createdAt: clock.now(),
        });
      } catch (error) {
        if (isUniqueViolation(error, 'book_claims_open_key'))
          throw errors.conflict('You have already claimed this book.');
        throw error;
      }
    },
  };
}
