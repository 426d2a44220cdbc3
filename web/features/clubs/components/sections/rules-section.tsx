/** The club's rules, as its hosts wrote them. */
import type { ClubPage } from '@contracts/clubs';

export function RulesSection({ page }: { page: ClubPage }) {
  return (
    <p className="whitespace-pre-line break-words rounded-xl border-l-4 border-primary/60 bg-surface-muted/60 px-4 py-3 text-sm leading-relaxed">
      {page.club.rules}
    </p>
  );
}
