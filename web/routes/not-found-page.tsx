/** Anything the route table does not know. */
import { paths } from '@contracts/paths';
import { BookX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

export function Page() {
  usePageTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <BookX className="h-14 w-14 text-primary" aria-hidden />
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">This page is not on our shelves</h1>
      <p className="mt-3 text-muted-foreground">
        The link may be old or mistyped. Try the home page, or look for a book or a club.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.landing} className={buttonClasses('primary')}>
          Go home
        </Link>
        <Link to={paths.findBooks} className={buttonClasses('outline')}>
          Find books
        </Link>
      </div>
    </div>
  );
}
