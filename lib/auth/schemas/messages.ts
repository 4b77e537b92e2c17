/**
 * The accounts API's messages (English, as the provider gives them; spec §8). The API puts them in
 * `result.<field>[0]` or `result.message`; the portal maps each one to a localized text
 * (features/auth/components/error-text.ts). Shared by the API and the forms: no server imports here.
 */
export const AUTH_MESSAGES = {
  required: 'This field is required.',
  invalidEmail: 'Email is not a valid email address.',
  invalidPhone: 'Phone number is not valid.',
  tooLong: 'The value is too long.',
  passwordLength: 'Password should contain at least 8 characters.',
  passwordMismatch: 'Passwords do not match.',
  consentRequired: 'Consent to the processing of personal data is required.',
  emailTaken: 'This email address has already been taken.',
  wrongCredentials: 'Incorrect username or password.',
  locked: 'Too many failed login attempts: the account is locked for 15 minutes. You can recover the password.',
  unknownEmail: 'There is no user with this email address.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  tokenInvalid: 'The link is invalid or has expired.',
  unauthorized: 'Unauthorized.',
  unverified: 'Confirm your email address first: follow the link in the message we sent you.',
  alreadyVerified: 'The email address is already confirmed.',
  tooManyRequests: 'Too many requests. Please try again later.',
  crossSite: 'Cross-site request refused.',
  imageType: 'The photo must be a JPEG, PNG or WebP image.',
  imageSize: 'The photo must not be larger than 5 MB.',
} as const;

/**
 * The account messages (e-mail change, account deletion, control characters and body limits). Kept apart from AUTH_MESSAGES so the
 * portal's existing `auth.errors.*` mapping stays complete; their localized texts are `account.errors.<key>`.
 */
export const ACCOUNT_MESSAGES = {
  controlCharacters: 'The value must not contain control characters.',
  samePassword: 'The new password must differ from the current one.',
  passwordIncorrect: 'The password is incorrect.',
  bodyTooLarge: 'The request body is too large.',
  noPendingEmail: 'There is no pending e-mail change.',
  emailChangeInvalid: 'The e-mail change link is invalid, has expired or has already been used.',
  resendSent: 'If an unconfirmed account uses this address, a new confirmation link has been sent to it.',
} as const;

/** Limits shared by the forms and the API (spec §5, §9). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
