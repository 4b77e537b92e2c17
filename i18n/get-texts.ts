import type { Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * One namespace of the request language's messages, as the plain texts a client island takes as props (so the page
 * loads no next-intl client for it). For texts without placeholders; a text with values is formatted with
 * `getTranslations` on the server.
 */
export async function getTexts<N extends keyof Messages>(namespace: N): Promise<Messages[N]> {
  return ((await getMessages()) as Messages)[namespace];
}
