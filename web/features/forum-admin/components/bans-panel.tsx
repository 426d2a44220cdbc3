/** Forum bans in force: ban a member by username (with a reason, for some days or until lifted), lift a ban. */
import { paths } from '@contracts/paths';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useForumBans, useLiftBan } from '../api/use-bans';
import { BanForm } from './ban-form';
import { PanelEmpty, PanelQueryState } from './panel-state';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export function BansPanel() {
  const bans = useForumBans();
  const lift = useLiftBan();

  return (
    <div className="space-y-6">
      <BanForm />
      <section aria-labelledby="bans-heading" className="space-y-3">
        <h2 id="bans-heading" className="text-lg font-semibold">
          Banned from the forum{' '}
          {bans.data && <span className="text-muted-foreground">({bans.data.bans.length})</span>}
        </h2>
        {!bans.isSuccess ? (
          <PanelQueryState query={bans} what="The bans" />
        ) : bans.data.bans.length === 0 ? (
          <PanelEmpty>Nobody is banned from the forum.</PanelEmpty>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line">
            {bans.data.bans.map((ban) => (
              <li
                key={ban.member.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    <Link to={paths.userProfile(ban.member.username)} className="hover:underline">
                      @{ban.member.username}
                    </Link>{' '}
                    <span className="font-normal text-muted-foreground">{ban.member.fullName}</span>
                  </p>
                  <p className="mt-0.5 break-words">{ban.reason}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    Banned {when.format(new Date(ban.createdAt))}
                    {ban.bannedBy && ` by @${ban.bannedBy.username}`} ·{' '}
                    {ban.expiresAt
                      ? `until ${when.format(new Date(ban.expiresAt))}`
                      : 'until lifted'}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Lift the ban on @${ban.member.username}`}
                  disabled={lift.isPending && lift.variables === ban.member.id}
                  onClick={() =>
                    lift.mutate(ban.member.id, {
                      onSuccess: () => notify.success('Ban lifted', `@${ban.member.username}`),
                      onError: (error) => notify.error(error.message),
                    })
                  }
                >
                  Lift ban
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
