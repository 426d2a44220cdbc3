/** The club list: the search, the page of clubs it finds, and the pages. */
import type { AdminClubsQuery } from '@contracts/clubs-admin';
import { useSearchParams } from 'react-router';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { plural } from '@/lib/plural';
import { useAdminClubs } from '../api/use-admin-clubs';
import { ClubRow } from './club-row';
import { paramsOf, searchOf } from './club-search';
import { ClubSearchForm } from './club-search-form';

const loading = (
  <div className="space-y-2" aria-busy="true">
    {[0, 1, 2].map((n) => (
      <Skeleton key={n} className="h-20 w-full" />
    ))}
  </div>
);

export function ClubsList() {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const clubs = useAdminClubs(search);
  const show = (next: Partial<AdminClubsQuery>) =>
    setParams(paramsOf({ ...search, page: 1, ...next }));

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Clubs</h1>
        <p className="text-sm text-muted-foreground">
          Every club, suspended ones too. Open one to edit, suspend, restore or delete it; every
          change is recorded in the audit log and its members are told.
        </p>
      </div>
      <ClubSearchForm search={search} onSearch={show} />
      <section aria-labelledby="clubs-found" className="space-y-3">
        <h2 id="clubs-found" className="text-sm font-semibold text-muted-foreground">
          {clubs.data ? `${plural(clubs.data.total, 'club')} found` : 'Finding clubs…'}
        </h2>
        {!clubs.isSuccess ? (
          <QueryState
            query={clubs}
            loading={loading}
            failed={(error) => ({ title: `The clubs could not be loaded: ${error.message}` })}
          />
        ) : clubs.data.clubs.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted-foreground">
            No clubs match this search.
          </p>
        ) : (
          <>
            <ul className="space-y-3" aria-busy={clubs.isPlaceholderData}>
              {clubs.data.clubs.map((club) => (
                <li key={club.id}>
                  <ClubRow club={club} />
                </li>
              ))}
            </ul>
            {clubs.data.pageCount > 1 && (
              <Pager
                label="Pages of clubs"
                page={clubs.data.page}
                pageCount={clubs.data.pageCount}
                onPage={(page) => show({ page })}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
