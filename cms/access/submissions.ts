import type { Access } from 'payload';
import { isAccountsStaff } from './investors';

/**
 * Investors' submissions (requests, passports, appeals, their files) in the back office: reviewers and admins
 * read them; reviewers and admins move their status and answer; nobody creates them there (only the portal's
 * API does, through the Local API after its own checks); only admins delete.
 */
export const isReviewer: Access = ({ req }) => isAccountsStaff(req.user);
export const nobody: Access = () => false;
