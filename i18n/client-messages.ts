import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces the browser needs: the ones client components (`'use client'`) translate with. Server
 * components translate on the server, so their texts (SEO, legal pages, mails, route names…) never travel in the
 * page's inline payload. A test (client-messages.test.ts) reads every client file and fails when one uses a namespace
 * missing here. See docs/decisions/024-cached-pages-and-api.md.
 */
export const CLIENT_NAMESPACES = [
  'accessibilityStatement',
  'account',
  'appeals',
  'auth',
  'blocks',
  'cabinet',
  'cabinetAccount',
  'calculator',
  'common',
  'directLine',
  'errors',
  'eventRegistration',
  'events',
  'favourites',
  'filePicker',
  'investMap',
  'layout',
  'modal',
  'pagination',
  'passport',
  'projects',
  'requests',
  'submissionsApi',
  'video',
  'viMode',
] as const;

/** The part of `messages` client components use. */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((name) => name in messages).map((name) => [name, messages[name]!]));
}
