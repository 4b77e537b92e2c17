import type { Access, FieldAccess } from 'payload';

export const STAFF_ROLES = ['editor', 'reviewer', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

type WithRoles = { roles?: StaffRole[] | null; collection?: string } | null | undefined;

export function hasRole(user: WithRoles, ...roles: StaffRole[]): boolean {
  return user?.collection === 'staff' && (user.roles ?? []).some((role) => roles.includes(role));
}

export const isAdmin: Access = ({ req }) => hasRole(req.user as WithRoles, 'admin');
export const isStaff: Access = ({ req }) => req.user?.collection === 'staff';
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user as WithRoles, 'admin');

/** Staff read everything (drafts included); the public only what is published. */
export const publishedOrStaff: Access = ({ req }) =>
  req.user?.collection === 'staff' ? true : { _status: { equals: 'published' } };
export const anyone: Access = () => true;
/** Editors and admins write content; reviewers only read it in the back office. */
export const isEditor: Access = ({ req }) => hasRole(req.user as WithRoles, 'editor', 'admin');
