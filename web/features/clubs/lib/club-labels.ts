/** How a club's price and seats read, the same on cards and on the club's page. */
import type { ClubCard } from '@contracts/clubs';
import { plural } from '@/lib/plural';

/** `Free`, or `$15/month` (`$19.50/month`) as the landing page's sample cards show prices. */
export function clubPriceLabel(pricePerMonth: string | null): string {
  if (pricePerMonth === null) return 'Free';
  const amount = Number(pricePerMonth);
  if (!Number.isFinite(amount) || amount <= 0) return 'Free';
  const shown = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `$${shown}/month`;
}

/** "1 member", "2,847 members", "12 of 20 members". */
export function memberCountLabel(club: Pick<ClubCard, 'memberCount' | 'memberLimit'>): string {
  return club.memberLimit === null
    ? plural(club.memberCount, 'member')
    : `${club.memberCount.toLocaleString('en')} of ${plural(club.memberLimit, 'member')}`;
}

/** "March 8, 2026", in the reader's own time zone: when a paid membership renews or ends. */
export function clubDayLabel(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
