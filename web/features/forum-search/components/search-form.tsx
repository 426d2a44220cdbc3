/**
 * The forum search's fields: words, author and community. Submitting writes them to the URL
 * (a new history entry, so Back returns to the previous search); the fields start from the URL.
 */
import { forumSearchLimits } from '@contracts/forum';
import { useState } from 'react';
import { SearchPanel } from '@/components/search-panel';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ForumSearchState } from '../lib/search-params';

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
    <SearchPanel
      label="Search the forum"
      onSearch={() => onSearch({ q, author, community, page: 1 })}
    >
      <Field label="Words">
        {(control) => (
          <Input
            {...control}
            type="search"
            name="q"
            value={q}
            maxLength={forumSearchLimits.q}
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
            maxLength={forumSearchLimits.author}
            placeholder="username"
            autoComplete="off"
            onChange={(e) => setAuthor(e.target.value)}
          />
        )}
      </Field>
      <Field label="Community">
        {(control) => (
          <Select
            {...control}
            name="community"
            value={community}
            onChange={(e) => setCommunity(e.target.value)}
          >
            <option value="">All communities</option>
            {communities.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
            {community && !known && <option value={community}>{community}</option>}
          </Select>
        )}
      </Field>
    </SearchPanel>
  );
}
