/**
 * An audit entry about a club, in words: what staff did ("Suspended the club") and what it
 * changed ("Member limit: no limit → 40", "Reason: spam"). Entries this screen does not know
 * (another part of the club, added later) keep their action's own name.
 */
import type { AuditEntry } from '@contracts/admin';

const actionLabels: Record<string, string> = {
  'clubs.update': 'Edited the club',
  'clubs.suspend': 'Suspended the club',
  'clubs.unsuspend': 'Restored the club',
  'clubs.cover': 'Changed the cover',
  'clubs.delete': 'Deleted the club',
  'clubs.approve': 'Let in a member who asked',
  'clubs.decline': 'Turned down a request to join',
  'clubs.remove': 'Removed a member',
  'clubs.ban': 'Banned a member',
  'clubs.unban': 'Lifted a ban',
  'clubs.promote': 'Made a member a moderator',
  'clubs.demote': 'Made a moderator a member again',
};

/** Fields of a club an edit may change, by their names in the entry; `short` ones show their values. */
const fields: Record<string, { label: string; short?: boolean }> = {
  name: { label: 'Name', short: true },
  description: { label: 'Description' },
  category: { label: 'Category', short: true },
  visibility: { label: 'Visibility', short: true },
  memberLimit: { label: 'Member limit', short: true },
  rules: { label: 'Rules' },
  avatarUrl: { label: 'Cover' },
  currentBookTitle: { label: 'Current book', short: true },
  slug: { label: 'Address', short: true },
  showDescription: { label: 'Outsiders see the description', short: true },
  showCurrentBook: { label: 'Outsiders see the current book', short: true },
  showRules: { label: 'Outsiders see the rules', short: true },
  showMembers: { label: 'Outsiders see the members', short: true },
};

type Fields = Record<string, unknown>;
const asFields = (value: unknown): Fields =>
  value !== null && typeof value === 'object' ? (value as Fields) : {};

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '')
    return field === 'memberLimit' ? 'no limit' : 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** "Member limit: no limit → 40" for each field the edit changed; "Description changed" for long ones. */
export function changedFields(before: unknown, after: unknown): string[] {
  const [was, is] = [asFields(before), asFields(after)];
  return Object.entries(fields).flatMap(([field, { label, short }]) => {
    if (!(field in is) || JSON.stringify(was[field]) === JSON.stringify(is[field])) return [];
    return [
      short
        ? `${label}: ${shown(field, was[field])} → ${shown(field, is[field])}`
        : `${label} changed`,
    ];
  });
}

/** What the entry says: its label and the lines of detail under it. */
export function describeStaffAction(entry: AuditEntry): { label: string; details: string[] } {
  const label = actionLabels[entry.action] ?? entry.action;
  const after = asFields(entry.after);
  switch (entry.action) {
    case 'clubs.update':
      return { label, details: changedFields(entry.before, entry.after) };
    case 'clubs.suspend':
    case 'clubs.unsuspend':
      return { label, details: after.reason ? [`Reason: ${String(after.reason)}`] : [] };
    default:
      return { label, details: [] };
  }
}
