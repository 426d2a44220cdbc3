/**
 * The club page is a list of sections, in order: each has an id (its anchor), a title, what it
 * shows and whether this viewer sees it. A new part of the club page — announcements, the
 * reading plan and meetings, the discussion, a host's invitations — is one file and one line
 * here; the page itself does not change.
 */
import type { ClubPage } from '@contracts/clubs';
import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { AboutSection } from './sections/about-section';
import { CurrentBookSection } from './sections/current-book-section';
import { MembersSection } from './sections/members-section';
import { ReadingSection } from './sections/reading-section';
import { RequestsSection } from './sections/requests-section';
import { RulesSection } from './sections/rules-section';

// Announcements load after the page's first paint (the page is within the first-load budget).
const Announcements = lazy(() =>
  import('./sections/announcements-section').then((m) => ({ default: m.AnnouncementsSection })),
);

function AnnouncementsSection({ page }: { page: ClubPage }) {
  return (
    <Suspense fallback={<Skeleton className="h-24" />}>
      <Announcements page={page} />
    </Suspense>
  );
}

export interface ClubSection {
  /** Unique on the page; the section's anchor (`/b/{slug}#members`). */
  id: string;
  title: string;
  Component: ComponentType<{ page: ClubPage }>;
  /** Whether this viewer sees the section, from what the server sent (never a rule of ours). */
  visible: (page: ClubPage) => boolean;
}

export const clubSections: readonly ClubSection[] = [
  {
    id: 'requests',
    title: 'Requests to join',
    Component: RequestsSection,
    visible: (page) => page.abilities.manageRequests && page.club.visibility === 'private',
  },
  {
    id: 'announcements',
    title: 'Announcements',
    Component: AnnouncementsSection,
    visible: (page) => page.abilities.viewInside && !page.club.suspended,
  },
  {
    id: 'about',
    title: 'About',
    Component: AboutSection,
    visible: (page) => page.club.description !== '',
  },
  {
    id: 'current-book',
    title: 'Now reading',
    Component: CurrentBookSection,
    visible: (page) => page.currentBook !== null,
  },
  {
    id: 'reading',
    title: 'Reading together',
    Component: ReadingSection,
    visible: (page) => page.abilities.viewInside && !page.club.suspended,
  },
  {
    id: 'rules',
    title: 'Rules',
    Component: RulesSection,
    visible: (page) => page.club.rules !== '',
  },
  {
    id: 'members',
    title: 'Members',
    Component: MembersSection,
    visible: (page) => page.abilities.viewMembers,
  },
];
