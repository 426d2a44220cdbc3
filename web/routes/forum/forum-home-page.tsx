import { ForumHomeView } from '@/features/forum/components/forum-home-view';

/** /forum — the community home. */
export function Page() {
  return <ForumHomeView />;
}
