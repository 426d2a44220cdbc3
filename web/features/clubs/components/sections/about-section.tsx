/** What the club is about, in its hosts' words. */
import type { ClubPage } from '@contracts/clubs';

export function AboutSection({ page }: { page: ClubPage }) {
  return <p className="whitespace-pre-line break-words leading-relaxed">{page.club.description}</p>;
}
