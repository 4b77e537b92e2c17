import { z } from 'zod';
import { AUTH_MESSAGES as M } from './messages';

/** POST /user/delete: the current password, asked again (any length: it is checked, not set). */
export const deleteAccountSchema = z.object({
  password: z.string({ error: M.required }).min(1, M.required).max(1024, M.tooLong),
});
