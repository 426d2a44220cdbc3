import { describe, expect, it } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient, refreshBookQueries } from './query-client';

describe('refreshBookQueries', () => {
  it('fetches the book queries on screen again and drops the others, leaving the rest alone', async () => {
    const client = createQueryClient();
    let fetches = 0;
    const shown = new QueryObserver(client, {
      queryKey: ['books', 'detail', 'hobbit'],
      queryFn: () => ++fetches,
    });
    const unsubscribe = shown.subscribe(() => {});
    await client.fetchQuery({ queryKey: ['books', 'detail', 'hobbit'], queryFn: () => ++fetches });
    await client.prefetchQuery({ queryKey: ['books', 'popular', 6], queryFn: () => 'popular' });
    await client.prefetchQuery({ queryKey: ['shelves', 'entry', 'x'], queryFn: () => 'entry' });
    const before = fetches;

    await refreshBookQueries(client);

    expect(fetches).toBe(before + 1);
    expect(client.getQueryData(['books', 'detail', 'hobbit'])).toBe(fetches);
    expect(client.getQueryState(['books', 'popular', 6])).toBeUndefined();
    expect(client.getQueryData(['shelves', 'entry', 'x'])).toBe('entry');
    unsubscribe();
  });
});
