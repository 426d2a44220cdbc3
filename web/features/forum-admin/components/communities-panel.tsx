/** The communities, hidden ones too, with their counts: create, edit, hide and show again. */
import type { Community } from '@contracts/forum';
import { paths } from '@contracts/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useAdminCommunities, useUpdateCommunity } from '../api/use-communities';
import { CommunityDialog } from './community-dialog';
import { PanelEmpty, PanelQueryState } from './panel-state';

const count = new Intl.NumberFormat('en');

/** "1 chapter", "4 chapters". */
function counted(n: number, noun: string): string {
  return `${count.format(n)} ${noun}${n === 1 ? '' : 's'}`;
}

export function CommunitiesPanel() {
  const communities = useAdminCommunities();
  const update = useUpdateCommunity();
  const [dialog, setDialog] = useState<{ editing: Community | null } | null>(null);

  const toggleHidden = (community: Community) =>
    update.mutate(
      { id: community.id, isHidden: !community.isHidden },
      {
        onSuccess: (saved) =>
          notify.success(saved.isHidden ? 'Community hidden' : 'Community shown', saved.name),
        onError: (error) => notify.error(error.message),
      },
    );

  return (
    <section aria-labelledby="communities-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="communities-heading" className="text-lg font-semibold">
          Communities{' '}
          {communities.data && (
            <span className="text-muted-foreground">({communities.data.communities.length})</span>
          )}
        </h2>
        <Button size="sm" onClick={() => setDialog({ editing: null })}>
          New community
        </Button>
      </div>
      {!communities.isSuccess ? (
        <PanelQueryState query={communities} what="The communities" />
      ) : communities.data.communities.length === 0 ? (
        <PanelEmpty>No communities yet. Create the first one.</PanelEmpty>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {communities.data.communities.map((community) => (
            <li
              key={community.id}
              className="flex flex-wrap items-start gap-x-4 gap-y-2 px-4 py-3 text-sm"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  <Link to={paths.forumCommunity(community.slug)} className="hover:underline">
                    {community.name}
                  </Link>
                  {community.isHidden && <Badge tone="warning">Hidden</Badge>}
                  {!community.membersCanCreateChapters && <Badge>Staff start chapters</Badge>}
                </p>
                {community.description && (
                  <p className="mt-0.5 line-clamp-2 text-muted-foreground">
                    {community.description}
                  </p>
                )}
                <p className="mt-1 text-xs text-muted-foreground">
                  /forum/c/{community.slug} · {counted(community.chapterCount, 'chapter')} ·{' '}
                  {counted(community.threadCount, 'thread')} ·{' '}
                  {counted(community.postCount, 'post')}
                </p>
              </div>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Edit ${community.name}`}
                  onClick={() => setDialog({ editing: community })}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${community.isHidden ? 'Show' : 'Hide'} ${community.name}`}
                  disabled={update.isPending && update.variables.id === community.id}
                  onClick={() => toggleHidden(community)}
                >
                  {community.isHidden ? 'Show' : 'Hide'}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <CommunityDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}
