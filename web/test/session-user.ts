/** A signed-in member as GET /api/auth/session answers, for tests; `fields` change what differs. */
import type { SessionUser } from '@contracts/auth';

export function sessionUser(fields: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '6f1c2a52-3b8f-4a51-9a3e-2b4f0c1d2e3f',
    email: 'ann@example.com',
    emailVerified: true,
    username: 'annreads',
    fullName: 'Ann Reader',
    avatarUrl: null,
    bio: '',
    role: 'user',
    isStaff: false,
    needsUsername: false,
    themePreferences: { default: 'vibrant-dark', pages: {} },
    permissions: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}
