/** The communities as a select's options, hidden ones marked (staff see those too). */
import type { Community } from '@contracts/forum';

export function CommunityOptions({ communities }: { communities: readonly Community[] }) {
  return communities.map((community) => (
    <option key={community.id} value={community.slug}>
      {community.name}
      {community.isHidden ? ' (hidden)' : ''}
    </option>
  ));
}
