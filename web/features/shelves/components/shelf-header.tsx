/** The top of a shelf: whose it is (avatar, name, @username) and what can be done with it. */
import { paths } from '@contracts/paths';
import type { ShelfList } from '@contracts/shelves';
import { Upload } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { plural } from '@/lib/plural';
import { CopyLinkButton } from './copy-link-button';
import { ExportShelfLink } from './export-shelf-link';

export function ShelfHeader({ list, isMine }: { list: ShelfList; isMine: boolean }) {
  const { owner } = list;
  const name = owner.fullName || owner.username;
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-4">
        <Avatar url={owner.avatarUrl} name={name} size="lg" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {isMine ? 'My Book Shelf' : `${name}’s Book Shelf`}
          </h1>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            {isMine && <span className="font-medium text-foreground">{name}</span>}
            <Link
              to={paths.userProfile(owner.username)}
              className="font-medium text-primary hover:underline"
            >
              @{owner.username}
            </Link>
            <span className="whitespace-nowrap">
              <span aria-hidden>· </span>
              <span>{plural(list.counts.total, 'book')}</span>
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {isMine && (
          <>
            <Link to={paths.bookShelfImport} className={buttonClasses('outline', 'sm')}>
              <Upload className="h-4 w-4" aria-hidden /> Import books
            </Link>
          </>
        )}
        <CopyLinkButton
          path={paths.bookShelfOf(owner.id)}
          label={isMine ? 'Copy public link' : 'Copy link'}
        />
        {isMine && <ExportShelfLink />}
      </div>
    </header>
  );
}
