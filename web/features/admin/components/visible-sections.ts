/** The admin sections a person may open, from the permission list the server sent. */
import { adminSections, type AdminSection } from '@contracts/admin-sections';
import type { Permission } from '@contracts/roles';

export function visibleSections(held: readonly Permission[]): AdminSection[] {
  const set = new Set(held);
  return adminSections.filter((section) => set.has(section.permission));
}
