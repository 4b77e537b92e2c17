import type { Messages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from './routing';

/**
 * One namespace of the request language's messages, as the plain texts a client island takes as props (so the page
 * loads no next-intl client for it). For texts without placeholders; a text with values is formatted with
 * `getTranslations` on the server.
 */
export async function getTexts<N extends keyof Messages>(namespace: N): Promise<Messages[N]> {
  return ((await getMessages()) as Messages)[namespace];
}

/** A translator of one namespace (next-intl's `getTranslations` on the server, `createTranslator` in tests). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A namespace's translator and plain messages in a language: what an island's texts builder takes, so that the page
 * and the island's tests (which pass `createTranslator` over a catalogue) build the texts with the same function.
 */
export async function getTranslator<N extends keyof Messages>(locale: Locale, namespace: N): Promise<{ t: Translate; messages: Messages[N] }> {
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace }), getMessages({ locale })]);
  return { t: t as unknown as Translate, messages: (messages as Messages)[namespace] };
}
