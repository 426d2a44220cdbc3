/** /forum: the communities with their counts, the latest threads, and a way into search. */
import { paths } from '@contracts/paths';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { plural } from '@/lib/plural';
import { usePageTitle } from '@/lib/use-page-title';
import { useForumHome } from '../api/forum-queries';
import { ForumQueryState } from './query-state';
import { ThreadList } from './thread-list';

function SearchBox() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`${paths.forumSearch}?q=${encodeURIComponent(q.trim())}`);
  };
  // A plain GET form: before the app starts it still goes to /forum/search?q=…
  return (
    <form role="search" action={paths.forumSearch} onSubmit={submit} className="flex gap-2">
      <label htmlFor="forum-search" className="sr-only">
        Search the forum
      </label>
      <Input
        id="forum-search"
        name="q"
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder="Search threads and posts"
        className="min-w-0 flex-1"
      />
      <button type="submit" className={buttonClasses('primary', 'md')}>
        <Search className="h-4 w-4" aria-hidden />
        Search
      </button>
    </form>
  );
}

export function ForumHomeView() {
  usePageTitle('Forum');
  const query = useForumHome();
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">Forum</h1>
        <p className="text-muted-foreground">Talk books with readers who love them.</p>
        <SearchBox />
      </header>
      {!query.isSuccess ? (
        <ForumQueryState query={query} />
      ) : (
        <>
          <section aria-labelledby="communities-heading" className="space-y-3">
            <h2 id="communities-heading" className="text-xl font-semibold">
              Communities
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {query.data.communities.map((community) => (
                <li key={community.id}>
                  <Link
                    to={paths.forumCommunity(community.slug)}
                    className="block h-full rounded-xl border border-line bg-surface p-4 transition hover:border-primary"
                  >
                    <span className="font-semibold">{community.name}</span>
                    {community.description && (
                      <span className="mt-1 line-clamp-2 block text-sm text-muted-foreground">
                        {community.description}
                      </span>
                    )}
                    <span className="mt-2 block text-xs text-muted-foreground">
                      {plural(community.chapterCount, 'chapter')} ·{' '}
                      {plural(community.threadCount, 'thread')} ·{' '}
                      {plural(community.postCount, 'post')}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {query.data.communities.length === 0 && (
              <p className="text-sm text-muted-foreground">No communities yet.</p>
            )}
          </section>
          <section aria-labelledby="latest-heading" className="space-y-3">
            <h2 id="latest-heading" className="text-xl font-semibold">
              Latest threads
            </h2>
            <ThreadList threads={query.data.latestThreads} empty="No threads yet." />
          </section>
          <p>
            <Link
              to={paths.forumSearch}
              className="text-sm font-medium text-primary hover:underline"
            >
              Search the forum
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
