import { localeFormat } from '@/i18n/formats';
import { MATCH_QUERY_MESSAGES, type MatchQueryMessageKey } from '@/lib/sites/match-params';
import { messageKey } from '@/lib/api/message-key';
import type { Miss, RequirementKey } from '@/lib/sites/matching';
import { UNIT_MESSAGE_KEYS, type SiteUnit } from '@/lib/sites/vocabulary';

/**
 * Pure helpers of the matching and comparison pages: numbers and units in the page's language, the words of a met or
 * missed requirement, and the form's numbers as the URL keeps them.
 */

/** A translator of one namespace (next-intl's, or a test's). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * next-intl's translator as a plain one: its keys are typed per namespace, these helpers build them from the
 * vocabulary's codes (every code has its label in `siteFacts`; messages/messages.test.ts and the vocabulary test keep
 * them so).
 */
export const loose = (translator: unknown) => translator as Translate;

/** A figure in the locale's digits: decimal comma in ru and tr, at most three decimals (`3,5`, `1 200`). */
export function formatAmount(value: number, locale: string): string {
  return localeFormat(locale).number(value, 3);
}

/** A unit's label (`siteFacts.unit.*`: «МВт», «м³/сут»…). */
export const unitLabel = (facts: Translate, unit: SiteUnit) => facts(`unit.${UNIT_MESSAGE_KEYS[unit]}`);

/** A requirement's name: the area, a utility's name, the regime or the municipality (`siteFacts` labels). */
export function requirementName(facts: Translate, key: RequirementKey): string {
  if (key === 'area') return facts('field.area');
  if (key === 'regime') return facts('field.regime');
  if (key === 'municipality') return facts('field.municipality');
  return facts(`utility.${key}`);
}

/** The label of a regime or municipality code, or the code itself when the catalogue has none. */
function codeLabel(facts: Translate, group: 'regime' | 'municipality', code: string): string {
  const label = facts(`${group}.${code}`);
  return label.endsWith(`${group}.${code}`) ? code : label;
}

/** What a missed requirement says: «Электроснабжение: не хватает 3,5 МВт (есть 6,5 из 10)». */
export function missText(miss: Miss, t: Translate, facts: Translate, locale: string): string {
  const name = requirementName(facts, miss.key);
  if (miss.key === 'rail') return t('results.railAbsent', { name });
  if (miss.key === 'regime' || miss.key === 'municipality') {
    const need = codeLabel(facts, miss.key, miss.need);
    return miss.have === null ? t('results.notRecorded', { name, need }) : t('results.different', { name, need, have: codeLabel(facts, miss.key, miss.have) });
  }
  const unit = unitLabel(facts, miss.unit);
  const need = formatAmount(miss.need, locale);
  if (miss.reason === 'unknown' || miss.have === null) return t('results.unknown', { name, need, unit });
  if (miss.reason === 'absent') return t('results.absent', { name, need, unit });
  return t('results.short', { name, unit, need, have: formatAmount(miss.have, locale), amount: formatAmount(miss.shortfall ?? miss.need - miss.have, locale) });
}

/** The site's own figure for a met requirement, as the results list it: «Электроснабжение: 12 МВт (нужно не менее 10)». */
export function meetText(
  key: RequirementKey,
  have: { amount?: number | null; code?: string | null },
  need: number | string | true,
  t: Translate,
  facts: Translate,
  locale: string,
  unit?: SiteUnit,
): string {
  const name = requirementName(facts, key);
  if (key === 'rail') return t('results.metRail', { name });
  if (key === 'regime' || key === 'municipality') return t('results.metExact', { name, have: codeLabel(facts, key, have.code ?? String(need)) });
  return t('results.metAmount', { name, have: formatAmount(have.amount ?? Number(need), locale), need: formatAmount(Number(need), locale), unit: unit ? unitLabel(facts, unit) : '' });
}

/**
 * A number as typed in the form, as the URL keeps it: spaces (thin, non-breaking) dropped and a decimal comma turned
 * into a point (`1 200,5` → `1200.5`); anything else is left for the schema to refuse.
 */
export function formNumberParam(text: string): string {
  return text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
}

/** A number of the URL as the form shows it in the page's language (`3.5` → `3,5` in ru and tr). */
export function formNumberText(param: string | undefined, locale: string): string {
  if (!param) return '';
  const comma = localeFormat(locale).number(1.5).includes(',');
  return comma && /^\d+(\.\d+)?$/.test(param) ? param.replace('.', ',') : param;
}

/** The message key (and its values) of a query schema's error: `siteSelection.errors.<key>`. */
export function queryErrorKey(message: string): { key: MatchQueryMessageKey; values: Record<string, string> } | undefined {
  return messageKey(MATCH_QUERY_MESSAGES, message);
}
