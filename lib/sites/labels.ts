/**
 * The `siteFacts` labels outside a page's translator: the back office's select options and the API's `{ value, label }`
 * read them here, so every label of the site vocabulary is written once, in messages/<locale>.json. It loads all four
 * catalogues: for the server and the back office (pages translate with next-intl instead).
 */
import { locales, type Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import zh from '@/messages/zh.json';

const CATALOGUES = { ru: ru.siteFacts, en: en.siteFacts, tr: tr.siteFacts, zh: zh.siteFacts } as const;

type Facts = typeof ru.siteFacts;
/** The groups of keyed labels in `siteFacts` (utility, unit, regime, municipality, possession, distance, field). */
export type FactGroup = { [G in keyof Facts]: Facts[G] extends Record<string, string> ? (Facts[G] extends string ? never : G) : never }[keyof Facts];

/** The label of `key` in `group` in one language; the key itself when the catalogue has none. */
export function factLabel(group: FactGroup, key: string, locale: Locale): string {
  const labels = CATALOGUES[locale][group] as Record<string, string>;
  return labels[key] ?? (CATALOGUES.ru[group] as Record<string, string>)[key] ?? key;
}

/** The label of `key` in `group` in every language: a Payload select option's `label`. */
export function factLabels(group: FactGroup, key: string): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, factLabel(group, key, locale)])) as Record<Locale, string>;
}

/** Payload select options for the keys of one group, labelled in the four languages. */
export function factOptions(group: FactGroup, keys: readonly string[]): { value: string; label: Record<Locale, string> }[] {
  return keys.map((value) => ({ value, label: factLabels(group, value) }));
}
