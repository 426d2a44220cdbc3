/** Changing a member's role (super admins only; audited by the server). */
import type { AdminUser } from '@contracts/admin';
import { roleLabels, roles, type Role } from '@contracts/roles';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { useChangeRole } from '../api/use-change-role';

export function RoleChangeDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [role, setRole] = useState<Role>(user.role);
  const change = useChangeRole();
  const save = async () => {
    try {
      await change.mutateAsync({ targetUserId: user.id, newRole: role });
      notify.success('Role changed', `@${user.username} is now ${roleLabels[role]}.`);
      onClose();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Change role of @${user.username}`}
      description="The change takes effect on their next request and is recorded in the audit log."
    >
      <fieldset className="space-y-2">
        <legend className="sr-only">Role</legend>
        {roles.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
          >
            <input
              type="radio"
              name="role"
              value={value}
              checked={role === value}
              onChange={() => setRole(value)}
              className="accent-[var(--theme-primary)]"
            />
            <span className="font-medium">{roleLabels[value]}</span>
            <span className="ml-auto font-mono text-xs text-muted-foreground">{value}</span>
          </label>
        ))}
      </fieldset>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={role === user.role || change.isPending}>
          {change.isPending && <Spinner />} Save role
        </Button>
      </div>
    </Dialog>
  );
}
