/**
 * Every thread for staff, hidden ones and those of hidden communities too: found by title
 * words, community and state, 20 a page, latest activity first, each with its moderation
 * actions. The search lives in the address (`?tab=threads&q=…`), so it can be linked to.
 */
import type { AdminThreadsQuery } from '@contracts/forum-admin';
import { threadStateFilters, type ThreadStateFilter } from '@contracts/forum-constants';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useAdminCommunities } from '../api/use-communities';
import { useAdminThreads } from '../api/use-threads';
import { PanelEmpty, PanelQueryState } from './panel-state';
import { ThreadRow } from './thread-row';

const stateLabels: Record<ThreadStateFilter, string> = {
  all: 'All threads',
  locked: 'Locked',
  closed: 'Closed',
  hidden: 'Hidden',
  pinned: 'Pinned',
};

/** The search the address asks for, with the defaults the server uses. */
function searchOf(params: URLSearchParams): AdminThreadsQuery {
  const state = params.get('state') as ThreadStateFilter | null;
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    community: params.get('community') ?? '',
    state: state && threadStateFilters.includes(state) ? state : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function ThreadsPanel() {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const threads = useAdminThreads(search);
  const communities = useAdminCommunities().data?.communities ?? [];
  const [words, setWords] = useState(search.q);

  const show = (next: Partial<AdminThreadsQuery>) => {
    const merged = { ...search, page: 1, ...next };
    setParams({
      tab: 'threads',
      ...(merged.q ? { q: merged.q } : {}),
      ...(merged.community ? { community: merged.community } : {}),
      ...(merged.state !== 'all' ? { state: merged.state } : {}),
      ...(merged.page > 1 ? { page: String(merged.page) } : {}),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show({ q: words.trim() });
  };

  return (
    <section aria-labelledby="threads-heading" className="space-y-3">
      <h2 id="threads-heading" className="text-lg font-semibold">
        Threads{' '}
        {threads.data && <span className="text-muted-foreground">({threads.data.total})</span>}
      </h2>
      <form
        role="search"
        aria-label="Find threads"
        onSubmit={submit}
        className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <Field label="Title words">
          {(control) => (
            <Input
              {...control}
              type="search"
              value={words}
              maxLength={200}
              placeholder="e.g. shortlisted novel"
              onChange={(event) => setWords(event.target.value)}
            />
          )}
        </Field>
        <Field label="Community">
          {(control) => (
            <Select
              {...control}
              value={search.community}
              onChange={(event) => show({ q: words.trim(), community: event.target.value })}
            >
              <option value="">All communities</option>
              {communities.map((community) => (
                <option key={community.id} value={community.slug}>
                  {community.name}
                  {community.isHidden ? ' (hidden)' : ''}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="State">
          {(control) => (
            <Select
              {...control}
              value={search.state}
              onChange={(event) =>
                show({ q: words.trim(), state: event.target.value as ThreadStateFilter })
              }
            >
              {threadStateFilters.map((state) => (
                <option key={state} value={state}>
                  {stateLabels[state]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" className="w-full sm:w-auto">
          <Search className="h-4 w-4" aria-hidden />
          Search
        </Button>
      </form>
      {!threads.isSuccess ? (
        <PanelQueryState query={threads} what="The threads" />
      ) : threads.data.threads.length === 0 ? (
        <PanelEmpty>No threads match this search.</PanelEmpty>
      ) : (
        <>
          <ul className="space-y-3" aria-busy={threads.isPlaceholderData}>
            {threads.data.threads.map((thread) => (
              <li key={thread.id}>
                <ThreadRow thread={thread} />
              </li>
            ))}
          </ul>
          <Pager
            page={threads.data.page}
            pageCount={threads.data.pageCount}
            onPage={(page) => show({ page })}
          />
        </>
      )}
    </section>
  );
}

function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages of threads" className="flex items-center justify-between gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-muted-foreground">
        Page {page} of {pageCount}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
