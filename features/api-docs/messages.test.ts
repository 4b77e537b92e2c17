import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import zh from '@/messages/zh.json';

const MESSAGES = { ru, en, tr, zh };
const code = (chunks: unknown) => `<code>${String(chunks)}</code>`;

/** Every key under a namespace, dotted. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

describe('the API reference’s texts compile in every language (ICU: braces in prose must be quoted)', () => {
  it.each(Object.keys(MESSAGES) as Array<keyof typeof MESSAGES>)('%s', (locale) => {
    const errors: string[] = [];
    const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'apiDocs', onError: (error) => errors.push(error.message) });
    for (const key of keys(MESSAGES[locale].apiDocs)) t.rich(key as never, { code, count: 3 } as never);
    expect(errors).toEqual([]);
    // The envelope is shown with its braces, not read as a placeholder.
    expect(String(t.rich('envelope', { code }))).toContain('<code>{ success, result }</code>');
  });
});
