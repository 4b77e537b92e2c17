import type { Access } from 'payload';
import { hasRole } from './roles';

type Caller = Parameters<typeof hasRole>[0] & { id?: number | string };

/** Reviewers and admins see the portal's accounts in the back office; editors do not. */
export function isAccountsStaff(user: unknown): boolean {
  return hasRole(user as Caller, 'reviewer', 'admin');
}

/** An investor reads only itself; accounts staff read every investor; nobody else anything. */
export const selfOrAccountsStaff: Access = ({ req }) => {
  if (isAccountsStaff(req.user)) return true;
  return req.user?.collection === 'investors' ? { id: { equals: req.user.id } } : false;
};

/** Rows that belong to an investor (`owner`): the owner and accounts staff. */
export const ownerOrAccountsStaff: Access = ({ req }) => {
  if (isAccountsStaff(req.user)) return true;
  return req.user?.collection === 'investors' ? { owner: { equals: req.user.id } } : false;
};
