/**
 * The forum search's fields: words, author and community. Submitting writes them to the URL
 * (a new history entry, so Back returns to the previous search); the fields start from the URL.
 */
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ForumSearchState } from '../lib/search-params';

const selectClasses =
  'h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-foreground ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/60';

export function SearchForm({
  initial,
  communities,
  onSearch,
}: {
  initial: ForumSearchState;
  communities: readonly { slug: string; name: string }[];
  onSearch: (state: ForumSearchState) => void;
}) {
  const [q, setQ] = useState(initial.q);
  const [author, setAuthor] = useState(initial.author);
  const [community, setCommunity] = useState(initial.community);
  const known = communities.some((c) => c.slug === community);

  return (
    <form
      role="search"
      aria-label="Search the forum"
      className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ q, author, community, page: 1 });
      }}
    >
      <Field label="Words">
        {(control) => (
          <Input
            {...control}
            type="search"
            name="q"
            value={q}
            maxLength={200}
            placeholder="e.g. unreliable narrator"
            onChange={(e) => setQ(e.target.value)}
          />
        )}
      </Field>
      <Field label="Author">
        {(control) => (
          <Input
            {...control}
            name="author"
            value={author}
            maxLength={50}
            placeholder="username"
            autoComplete="off"
            onChange={(e) => setAuthor(e.target.value)}
          />
        )}
      </Field>
      <Field label="Community">
        {(control) => (
          <select
            {...control}
            name="community"
            value={community}
            onChange={(e) => setCommunity(e.target.value)}
            className={selectClasses}
          >
            <option value="">All communities</option>
            {communities.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
            {community && !known && <option value={community}>{community}</option>}
          </select>
        )}
      </Field>
      <Button type="submit" className="w-full sm:w-auto">
        <Search className="h-4 w-4" aria-hidden />
        Search
      </Button>
    </form>
  );
}
