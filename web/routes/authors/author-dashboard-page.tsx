/**
 * /author-dashboard — for authors: ask to be verified and follow the request; once verified,
 * your page, your books, and claims for books that belong on your page.
 */
import { requestStatusLabels, type RequestStatus } from '@contracts/authors';
import { paths } from '@contracts/paths';
import { BadgeCheck, Clock, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthorDashboard } from '@/features/authors/api/use-author-dashboard';
import { ClaimBookForm } from '@/features/authors/components/claim-book-form';
import { VerificationRequestForm } from '@/features/authors/components/verification-request-form';
import { SignInRequired } from '@/features/auth/components/sign-in-required';
import { BookCard } from '@/features/books/components/book-card';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const tone: Record<RequestStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};
const icon: Record<RequestStatus, typeof Clock> = {
  pending: Clock,
  approved: BadgeCheck,
  rejected: XCircle,
};

function StatusBadge({ status }: { status: RequestStatus }) {
  const Icon = icon[status];
  return (
    <Badge tone={tone[status]}>
      <Icon className="h-3.5 w-3.5" aria-hidden /> {requestStatusLabels[status]}
    </Badge>
  );
}

export function Page() {
  usePageTitle('Author dashboard');
  const { isSignedIn, isLoading } = useSession();
  const dashboard = useAuthorDashboard();
  if (isLoading) return <Skeleton className="m-8 h-64" />;
  if (!isSignedIn) return <SignInRequired feature="authors" />;
  if (dashboard.isPending) return <Skeleton className="m-8 h-96" />;
  if (dashboard.isError) throw dashboard.error;
  const { author, books, requests, claims, abilities } = dashboard.data;

  return (
    <div className="space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Author dashboard</h1>
        <p className="mt-1 text-muted-foreground">
          {author ? (
            <>
              You are verified as{' '}
              <Link
                to={paths.author(author.slug)}
                className="font-semibold text-primary hover:underline"
              >
                {author.name}
              </Link>
              .
            </>
          ) : (
            'Are you an author? Get your verified author page and connect with your readers.'
          )}
        </p>
      </header>

      {!author && (
        <Card>
          <CardHeader>
            <CardTitle>Get verified</CardTitle>
            <CardDescription>
              Verified authors get a badge on their page, can claim their books and, soon, write
              articles for their readers.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {abilities.requestVerification ? (
              <VerificationRequestForm />
            ) : (
              <p className="text-sm text-muted-foreground">
                Your request is waiting for review. We will let you know as soon as the team has
                looked at it.
              </p>
            )}
          </CardContent>
        </Card>
      )}

      {requests.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Your verification requests</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-line">
              {requests.map((request) => (
                <li key={request.id} className="flex flex-wrap items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{request.author?.name ?? request.authorName}</p>
                    <p className="text-xs text-muted-foreground">
                      Sent {when.format(new Date(request.createdAt))}
                    </p>
                    {request.decisionNote && <p className="mt-1 text-sm">{request.decisionNote}</p>}
                  </div>
                  <StatusBadge status={request.status} />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      {abilities.claimBooks && (
        <Card>
          <CardHeader>
            <CardTitle>Claim a book</CardTitle>
            <CardDescription>
              Missing one of your books from your page? Find it and claim it; the team checks every
              claim.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ClaimBookForm />
          </CardContent>
        </Card>
      )}

      {claims.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Your book claims</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-line">
              {claims.map((claim) => (
                <li key={claim.id} className="flex flex-wrap items-center gap-3 py-3">
                  <Link to={claim.book.path} className="min-w-0 flex-1 font-medium hover:underline">
                    {claim.book.title}
                  </Link>
                  <span className="text-xs text-muted-foreground">
                    {when.format(new Date(claim.createdAt))}
                  </span>
                  <StatusBadge status={claim.status} />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      {author && books.length > 0 && (
        <section aria-labelledby="my-books-heading" className="space-y-4">
          <h2 id="my-books-heading" className="text-xl font-semibold">
            Your books
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {books.map((book) => (
              <li key={book.id}>
                <BookCard book={book} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
