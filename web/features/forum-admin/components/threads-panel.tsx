/**
 * Every thread for staff, hidden ones and those of hidden communities too: found by title
 * words, community and state, 20 a page, latest activity first, each with its moderation
 * actions. The search lives in the address (`?tab=threads&q=…`), so it can be linked to.
 */
import type { AdminThreadsQuery } from '@contracts/forum-admin';
import { threadStateFilters, type ThreadStateFilter } from '@contracts/forum-constants';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pager } from '@/components/pager';
import { SearchPanel } from '@/components/search-panel';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useAdminCommunities } from '../api/use-communities';
import { useAdminThreads } from '../api/use-threads';
import { CommunityOptions } from './community-options';
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
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The Threads tab: the search, the page of threads it finds, and the pages. */
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

  return (
    <section aria-labelledby="threads-heading" className="space-y-3">
      <h2 id="threads-heading" className="text-lg font-semibold">
        Threads{' '}
        {threads.data && <span className="text-muted-foreground">({threads.data.total})</span>}
      </h2>
      <SearchPanel label="Find threads" onSearch={() => show({ q: words.trim() })}>
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
              <CommunityOptions communities={communities} />
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
      </SearchPanel>
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
          {threads.data.pageCount > 1 && (
            <Pager
              label="Pages of threads"
              page={threads.data.page}
              pageCount={threads.data.pageCount}
              onPage={(page) => show({ page })}
            />
          )}
        </>
      )}
    </section>
  );
}
