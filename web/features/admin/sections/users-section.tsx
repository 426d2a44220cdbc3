/** Admin → Users: search every account by name, username or e-mail, filter by role, change roles. */
import type { AdminUser } from '@contracts/admin';
import { roleLabels, roles, type Role } from '@contracts/roles';
import { useState } from 'react';
import { Pager } from '@/components/pager';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminUsers } from '../api/use-admin-users';
import { RoleChangeDialog } from './role-change-dialog';

const joined = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export function UsersSection() {
  const [query, setQuery] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const users = useAdminUsers({ query, role, page });
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Users</h1>
        <p className="text-sm text-muted-foreground">
          {users.data ? `${users.data.total} accounts` : 'Loading accounts…'}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Search by name, username or email"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
          className="max-w-sm"
        />
        <select
          aria-label="Filter by role"
          value={role}
          onChange={(e) => {
            setRole(e.target.value as Role | '');
            setPage(1);
          }}
          className="h-10 rounded-lg border border-line bg-surface px-3 text-sm"
        >
          <option value="">All roles</option>
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleLabels[r]}
            </option>
          ))}
        </select>
      </div>
      {users.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : users.isError ? (
        <p className="text-danger">{users.error.message}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-line">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-muted text-xs uppercase tracking-wider text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Member
                </th>
                <th scope="col" className="px-4 py-3">
                  Email
                </th>
                <th scope="col" className="px-4 py-3">
                  Role
                </th>
                <th scope="col" className="px-4 py-3">
                  Joined
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {users.data.users.map((user) => (
                <tr key={user.id}>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-3">
                      <Avatar
                        url={user.avatarUrl}
                        name={user.fullName || user.username}
                        size="sm"
                      />
                      <div>
                        <p className="font-medium">{user.fullName || '—'}</p>
                        <p className="text-xs text-muted-foreground">@{user.username}</p>
                      </div>
                    </div>
                  </td>
                  <td className="px-4 py-3">
                    {user.email} {!user.emailVerified && <Badge tone="warning">unverified</Badge>}
                  </td>
                  <td className="px-4 py-3">
                    <Badge tone={user.role === 'user' ? 'neutral' : 'primary'}>
                      {roleLabels[user.role]}
                    </Badge>
                  </td>
                  <td className="px-4 py-3 text-muted-foreground">
                    {joined.format(new Date(user.createdAt))}
                  </td>
                  <td className="px-4 py-3 text-right">
                    {user.abilities.changeRole && (
                      <Button variant="outline" size="sm" onClick={() => setEditing(user)}>
                        Change role
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {users.data.users.length === 0 && (
            <p className="p-6 text-center text-sm text-muted-foreground">No accounts match.</p>
          )}
        </div>
      )}
      <Pager label="Pages of accounts" page={page} pageCount={pages} onPage={setPage} />
      {editing && <RoleChangeDialog user={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
