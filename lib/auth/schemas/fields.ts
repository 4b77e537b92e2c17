import { z } from 'zod';
import { hasControlCharacters } from '@/lib/validation/text';
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES as M, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './messages';

export { hasControlCharacters };

/** Field schemas shared by the accounts API and the portal's forms. Messages are the API's (messages.ts). */

/**
 * A string without control characters or lone surrogates (lib/validation/text.ts): every text field of the
 * accounts API starts here.
 */
const plainString = () => z.string({ error: M.required }).refine((value) => !hasControlCharacters(value), A.controlCharacters);

export const requiredText = (max = NAME_MAX) => plainString().trim().min(1, M.required).max(max, M.tooLong);

export const optionalText = (max = NAME_MAX) => plainString().trim().max(max, M.tooLong);

/**
 * The address in its canonical form (docs/decisions/013): trimmed, lower-case, and an internationalized domain in
 * its ASCII (punycode) spelling, so `a@пример.рф` and `a@xn--e1afmkfd.xn--p1ai` are one account. WHATWG URL does
 * the IDNA mapping (UTS #46) the same way in Node and in browsers; anything it cannot map stays as it was and
 * fails the pattern below.
 */
export function canonicalEmail(value: string): string {
  const lowered = value.trim().toLowerCase();
  const at = lowered.lastIndexOf('@');
  if (at < 1) return lowered;
  const local = lowered.slice(0, at);
  const domain = lowered.slice(at + 1);
  // ASCII domains are left alone (URL would also rewrite numbers such as 0x7f into IP addresses).
  if (/^[\u0000-\u007f]*$/.test(domain) || /[\s/\\?#@:%[\]]/.test(domain)) return lowered;
  try {
    return `${local}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return lowered;
  }
}

/**
 * The canonical address: an ASCII local part (no leading, trailing or double dots) and a domain of LDH labels
 * whose top level is letters or an IDN (`xn--…`). Payload's investors `email` field validates with it too.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[a-z0-9_'+\-.]*[a-z0-9_+-]@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export const emailField = plainString()
  .trim()
  .min(1, M.required)
  .max(254, M.tooLong)
  .transform(canonicalEmail)
  .pipe(z.string().max(254, M.tooLong).regex(EMAIL_PATTERN, M.invalidEmail));

/** Digits with an optional leading +, spaces, brackets and dashes; 10 to 15 digits in all. */
export const phoneField = plainString()
  .trim()
  .min(1, M.required)
  .max(30, M.tooLong)
  .refine((value) => /^\+?[\d\s()-]+$/.test(value) && /^\d{10,15}$/.test(value.replace(/\D/g, '')), M.invalidPhone);

/** A password: at least 8 characters (spec §5, §9), no control characters. */
export const passwordField = plainString().min(1, M.required).min(PASSWORD_MIN, M.passwordLength).max(PASSWORD_MAX, M.tooLong);

/** HTML forms send booleans as text. */
export const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', ''])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

/**
 * The 152-FZ consent to personal-data processing (Article 9 paragraph 1), as the registration form asks it and
 * every guest form that collects a name, a phone or an e-mail: a ticked checkbox (true, or as a form sends it:
 * 'true', '1', 'on'); anything else, absent included, is «Consent to the processing of personal data is required».
 */
export const consentField = z
  .union([z.boolean(), z.string()], { error: M.consentRequired })
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on')
  .refine((value) => value, M.consentRequired);
