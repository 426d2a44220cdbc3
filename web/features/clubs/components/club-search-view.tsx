/**
 * /book-clubs (issue 11, item 4): find a club by name, genre or the book it reads, narrow by
 * category, sort by members or newest, a member's own clubs first, 20 a page. The search lives
 * in the address, so it can be shared and reloaded; the page renders on the server for visitors.
 */
import type { ClubSort } from '@contracts/club-constants';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { buttonClasses } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { usePageChangeFocus } from '@/lib/use-page-change-focus';
import { useClubSearch } from '../api/use-club-search';
import { useMyClubs } from '../api/use-my-clubs';
import { clubSearchPath, defaultClubSearch, type ClubSearchState } from '../lib/club-search-state';
import { CategoryPills } from './category-pills';
import { ClubCard } from './club-card';
import { ClubPager } from './club-pager';
import { ClubSearchBox } from './club-search-box';
import { CreateClubButton } from './create-club-button';
import { MyClubsStrip } from './my-clubs-strip';

const sortLabels: Record<ClubSort, string> = { members: 'Most members', newest: 'Newest' };

export function ClubSearchView({
  search,
  onChange,
}: {
  search: ClubSearchState;
  /**
   * Moves to another search. A chosen sort (like a category pill or a page) is a step Back
   * returns from; text searched as it is typed replaces the entry, so Back does not walk
   * through every pause in the typing.
   */
  onChange: (search: ClubSearchState, how: { typed: boolean }) => void;
}) {
  const { isSignedIn } = useSession();
  const mine = useMyClubs(isSignedIn);
  const browsing = search.q === '' && search.page === 1;
  return (
    <div className="space-y-8 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Book Clubs</h1>
          <p className="mt-2 text-muted-foreground">
            Find readers who love the same books, or start a club of your own.
          </p>
        </div>
        <CreateClubButton title={search.q} />
      </header>
      {browsing && mine.data && <MyClubsStrip clubs={mine.data.clubs} />}
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <ClubSearchBox
            search={search}
            onSearch={(q) => onChange({ ...search, q, page: 1 }, { typed: true })}
          />
          <label className="flex items-center gap-2 text-sm text-muted-foreground sm:w-56">
            <span className="shrink-0">Sort by</span>
            <Select
              value={search.sort}
              onChange={(event) =>
                onChange(
                  { ...search, sort: event.target.value as ClubSort, page: 1 },
                  { typed: false },
                )
              }
              className="h-12 rounded-2xl sm:h-14"
            >
              {Object.entries(sortLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </label>
        </div>
        <CategoryPills search={search} />
      </div>
      <ClubResults search={search} />
    </div>
  );
}

function ClubResults({ search }: { search: ClubSearchState }) {
  const results = useClubSearch(search);
  const list = usePageChangeFocus<HTMLElement>(search.page);
  const heading = search.q ? `Clubs matching “${search.q}”` : 'All clubs';
  if (results.isPending)
    return (
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-72 rounded-2xl" />
        ))}
      </div>
    );
  if (results.isError)
    return (
      <LoadError
        title="Clubs could not be loaded"
        detail={results.error.message}
        onRetry={() => void results.refetch()}
      />
    );
  const { clubs, hasMore } = results.data;
  return (
    <section
      ref={list}
      tabIndex={-1}
      aria-labelledby="club-results-heading"
      className="scroll-mt-20 space-y-6 focus:outline-none"
    >
      <h2 id="club-results-heading" className="sr-only">
        {heading}
      </h2>
      {clubs.length === 0 ? (
        <NoClubs search={search} />
      ) : (
        <ul
          className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
          aria-busy={results.isPlaceholderData || undefined}
        >
          {clubs.map((club) => (
            <li key={club.id} className="flex">
              <ClubCard club={club} />
            </li>
          ))}
        </ul>
      )}
      <ClubPager search={search} hasMore={hasMore} />
    </section>
  );
}

/** Nothing matched: say what was looked for and offer the ways on. */
function NoClubs({ search }: { search: ClubSearchState }) {
  const narrowed = search.q !== '' || search.category !== 'All';
  if (search.page > 1)
    return (
      <Empty title="No more clubs here" detail="This search has fewer pages.">
        <Link to={clubSearchPath({ ...search, page: 1 })} className={buttonClasses('outline')}>
          Back to the first page
        </Link>
      </Empty>
    );
  return (
    <Empty
      title={narrowed ? 'No clubs match yet' : 'No clubs yet'}
      detail={
        narrowed
          ? `Nothing for ${[search.q && `“${search.q}”`, search.category !== 'All' && `${search.category}`].filter(Boolean).join(' in ')}. Try other words, another category, or start the club yourself.`
          : 'Be the first: start a club and invite readers who love the same books.'
      }
    >
      {narrowed && (
        <Link to={clubSearchPath(defaultClubSearch)} className={buttonClasses('outline')}>
          Show all clubs
        </Link>
      )}
      <CreateClubButton title={search.q} />
    </Empty>
  );
}

function Empty({
  title,
  detail,
  children,
}: {
  title: string;
  detail: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line p-10 text-center">
      <SearchX className="h-10 w-10 text-primary" aria-hidden />
      <p className="mt-3 font-semibold">{title}</p>
      <p className="mt-1 max-w-md text-sm text-muted-foreground">{detail}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}
