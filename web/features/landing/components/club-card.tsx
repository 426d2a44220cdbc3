/** A sample club card; Join Club asks a signed-out visitor to sign in first (SPEC §6). */
import {
  Feather,
  Flame,
  HeartHandshake,
  MoonStar,
  Rocket,
  TrendingUp,
  UsersRound,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { SampleClub } from '../lib/sample-clubs';

const members = new Intl.NumberFormat('en');

const icons = {
  moon: MoonStar,
  rocket: Rocket,
  heart: HeartHandshake,
  trending: TrendingUp,
  flame: Flame,
  feather: Feather,
} as const;

export function ClubCard({
  club,
  onJoin,
}: {
  club: SampleClub;
  onJoin: (club: SampleClub) => void;
}) {
  const Icon = icons[club.image.icon];
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:shadow-lg">
      <div
        className="relative flex h-32 items-center justify-center"
        style={{ background: `linear-gradient(135deg, ${club.image.from}, ${club.image.to})` }}
        aria-hidden
      >
        <Icon className="h-12 w-12 text-white/90 drop-shadow" strokeWidth={1.5} />
        <span className="absolute left-3 top-3 rounded-full bg-black/40 px-2 py-0.5 text-xs font-semibold text-white">
          #{club.rank}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-semibold leading-snug">{club.title}</h3>
          <Badge tone={club.price === 'Free' ? 'success' : 'primary'}>{club.price}</Badge>
        </div>
        <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{club.description}</p>
        <p className="mt-3 text-xs text-muted-foreground">
          Now reading: <span className="font-medium text-foreground">{club.currentBook}</span>
        </p>
        <div className="mt-4 flex items-center justify-between">
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <UsersRound className="h-4 w-4" aria-hidden /> {members.format(club.memberCount)}{' '}
            members · {club.category}
          </span>
          <Button size="sm" onClick={() => onJoin(club)} aria-label={`Join Club ${club.title}`}>
            Join Club
          </Button>
        </div>
      </div>
    </article>
  );
}
