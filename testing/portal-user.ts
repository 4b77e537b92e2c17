import type { PortalUser } from '@/lib/auth/schemas/user';

/** A verified investor as GET /user answers it, for component tests; override what a test is about. */
export function portalUser(overrides: Partial<PortalUser> = {}): PortalUser {
  return {
    id: 1,
    image: null,
    surname: 'Соколова',
    name: 'Мария',
    fathersName: null,
    phone: '+73913334455',
    email: 'maria@example.org',
    company: null,
    status: 'active',
    verified: true,
    pendingEmail: null,
    ...overrides,
  };
}
