/**
 * A club's page (/b/:slug): its header with the viewer's action, then its sections in order
 * (club-sections.tsx) beside its hosts and facts. What a private club shows outsiders, and
 * every button, is what the server sent.
 */
import type { ClubPage } from '@contracts/clubs';
import { lazy, Suspense } from 'react';
import { ClubHeader } from './club-header';
import { clubSections } from './club-sections';
import { ClubSidebar } from './club-sidebar';
import { RestrictedNotice } from './restricted-notice';

// Only a member whose payment failed sees it: the club page's first load stays without it.
const PaymentNotice = lazy(() => import('./payment-notice'));

export function ClubPageView({ page }: { page: ClubPage }) {
  const sections = clubSections.filter((section) => section.visible(page));
  return (
    <div className="space-y-6 px-4 py-8">
      <ClubHeader page={page} />
      {page.payment && page.payment.standing !== 'active' && (
        <Suspense fallback={null}>
          <PaymentNotice page={page} />
        </Suspense>
      )}
      {page.club.suspended && (
        <p role="status" className="rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm">
          This club is suspended: only staff can see it.
        </p>
      )}
      <RestrictedNotice page={page} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          {sections.map(({ id, title, Component }) => (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-heading`}
              className="scroll-mt-20 rounded-2xl border border-line bg-surface p-5 sm:p-6"
            >
              <h2 id={`${id}-heading`} className="mb-4 text-lg font-semibold">
                {title}
              </h2>
              <Component page={page} />
            </section>
          ))}
        </div>
        <ClubSidebar page={page} />
      </div>
    </div>
  );
}
