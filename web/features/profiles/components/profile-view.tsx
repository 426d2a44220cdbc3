/** A reader's public profile: avatar, names, role badge, bio and member-since. */
import type { ProfilePage } from '@contracts/profiles';
import { roleLabels } from '@contracts/role-labels';
import { paths } from '@contracts/paths';
import { CalendarDays, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { LocalTime } from '@/components/local-time';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function ProfileView({ profile }: { profile: ProfilePage }) {
  const name = profile.fullName || profile.username;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Card className="overflow-hidden">
        <div className="h-28 bg-gradient-to-r from-primary/70 to-secondary/70" aria-hidden />
        <div className="px-6 pb-6">
          <div className="-mt-14 flex flex-wrap items-end justify-between gap-4">
            <Avatar url={profile.avatarUrl} name={name} size="xl" className="ring-4 ring-surface" />
            {profile.abilities.edit && (
              <Link to={`${paths.settings}#profile`} className={buttonClasses('outline', 'sm')}>
                <Pencil className="h-4 w-4" aria-hidden /> Edit profile
              </Link>
            )}
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight">{name}</h1>
            {profile.isStaff && <Badge tone="primary">{roleLabels[profile.role]}</Badge>}
          </div>
          <p className="text-muted-foreground">@{profile.username}</p>
          {profile.bio ? (
            <p className="mt-4 max-w-prose whitespace-pre-line leading-relaxed">{profile.bio}</p>
          ) : (
            <p className="mt-4 text-sm italic text-muted-foreground">
              {profile.abilities.edit
                ? 'Add a bio in Settings so readers know what you love to read.'
                : 'No bio yet.'}
            </p>
          )}
          <p className="mt-4 flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays className="h-4 w-4" aria-hidden /> Member since{' '}
            <LocalTime iso={profile.createdAt} format="month" />
          </p>
        </div>
      </Card>
    </div>
  );
}
