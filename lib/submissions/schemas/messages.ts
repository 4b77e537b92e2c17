import { messageKey, type MessageMatch } from '@/lib/api/message-key';

/**
 * The submissions API's messages (English, as the provider gives them; spec §8 texts verbatim where it has them).
 * The API puts them in `result.<field>[0]` or `result.message`; the portal maps each one to its localized text
 * `submissionsApi.<key>` (messages/*.json), like the accounts API does with AUTH_MESSAGES. Shared by the API and the
 * forms: no server imports here. Required / e-mail / phone / too-long messages are the accounts API's (AUTH_MESSAGES).
 */
export const SUBMISSION_MESSAGES = {
  descriptionRequired: 'Description field must not be empty',
  fillInFields: 'Fill in the fields!',
  agreementRequired: 'We need to accept the agreement!',
  sendFailed: 'Failed to send, please try again later or call us',
  invalidInn: 'The INN must have 10 or 12 digits and a valid check digit.',
  invalidOkved: 'The OKVED code must look like 10.11 or 10.11.1.',
  invalidCadastral: 'The cadastral number must look like 24:50:0000000:123.',
  invalidUrl: 'Enter a web address starting with http:// or https://.',
  notANumber: 'Enter a number, e.g. 25 or 36.5.',
  invalidNumber: 'Enter a number not less than 0.',
  numberTooLarge: 'The number is too large.',
  wholeNumber: 'Enter a whole number.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  invalidChoice: 'Choose one of the offered options.',
  invalidBoolean: 'Choose yes or no.',
  tooManyItems: 'Too many values.',
  tooManyFiles: 'At most 5 files can be attached.',
  fileType: 'The file «{name}» is not of an allowed type.',
  fileTooLarge: 'The file «{name}» is larger than {mb} MB.',
  bodyTooLarge: 'The request is too large.',
  badUpload: 'The upload could not be read. Please try again.',
  unknownFile: 'The file to remove is not attached to this passport.',
  passportLocked: 'The passport can no longer be changed: the request is already being reviewed.',
  notFound: 'Not found',
  itemClosed: 'This item is closed: no more messages can be added to it.',
  clarificationNotNow: 'A clarification can be asked for only while the item is in review.',
  unknownSite: 'The site must be a published production site.',
} as const;

export type SubmissionMessageKey = keyof typeof SUBMISSION_MESSAGES;

/** A message with `{name}`-style placeholders filled in (file names, limits). */
export function formatMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Text fields' limits (characters). */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
export const APPEAL_MESSAGE_MAX = 5000;
/** A message in an item's thread (the investor's reply or the agency's message). */
export const REPLY_TEXT_MAX = 10_000;
export const PASSPORT_TEXT_MAX = 500;
export const PASSPORT_LONG_TEXT_MAX = 5000;

/**
 * The catalogue key (and placeholder values) of an API/schema message, for the portal's
 * `t('submissionsApi.<key>', values)`; undefined for anything else (network errors, 5xx…).
 */
export function submissionMessageKey(message: string | undefined): MessageMatch<SubmissionMessageKey> | undefined {
  return messageKey(SUBMISSION_MESSAGES, message);
}
