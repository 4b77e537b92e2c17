import { z } from 'zod';
import { AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';
import { multilineText } from '@/lib/validation/text';
import { APPEAL_MESSAGE_MAX, SUBMISSION_MESSAGES as S } from './messages';

/** HTML forms send the checkbox as text; anything but a yes is «We need to accept the agreement!». */
const agreement = z
  .union([z.boolean(), z.string()], { error: S.agreementRequired })
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on')
  .refine((value) => value, S.agreementRequired);

/** POST /message/send (spec §3, §5, §8): the text (required, at most 5000 characters), the agreement; files as `file[n]`. */
export const appealSchema = z.object({
  message: multilineText(APPEAL_MESSAGE_MAX).pipe(z.string().min(1, M.required)),
  agreement,
});

