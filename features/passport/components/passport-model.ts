import type { FieldErrors, Resolver } from 'react-hook-form';
import { lazyValue } from '@/components/lazy/lazy-value';
import { PASSPORT_FIELD_KINDS, PASSPORT_FIELDS, type PassportField, type PassportFieldKind } from '@/lib/submissions/schemas/passport-fields';
import { RESOURCE_KEYS, RESOURCE_UNITS, type PassportData, type ResourceKey } from '@/lib/submissions/types';

/** The form holds text: every field a string, except the multi-select (a list of its checked values). */
export type PassportFormValues = Record<PassportField, string | string[]>;

export const SECTION_IDS = ['company', 'project', 'financing', 'materials', 'site', 'resources'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

const between = (first: PassportField, last: PassportField) => PASSPORT_FIELDS.slice(PASSPORT_FIELDS.indexOf(first), PASSPORT_FIELDS.indexOf(last) + 1);

/** The §3 groups, in the order of the fields (lib/submissions/schemas/passport.ts). */
export const SECTIONS: Record<SectionId, PassportField[]> = {
  company: between('company_name', 'additional_information'),
  project: between('name', 'price'),
  financing: between('own_funds', 'information_about_support_measures'),
  materials: between('layout', 'key_issues'),
  site: between('need_for_selection', 'project_implementation_area'),
  resources: between('electricity_power', 'other_resources_with_specs'),
};

export const sectionOf = (field: string): SectionId | undefined => SECTION_IDS.find((id) => (SECTIONS[id] as string[]).includes(field));

export type UnitKey = (typeof RESOURCE_UNITS)[ResourceKey] | 'million_rub' | 'million_rub_year' | 'rub' | 'years' | 'ha' | 'km';

/** The unit each number is given in (docs/decisions/015): shown in its label, never converted. */
export const FIELD_UNITS: Partial<Record<PassportField, UnitKey>> = {
  implementation_period: 'years',
  annual_volume: 'million_rub_year',
  price: 'rub',
  own_funds: 'million_rub',
  borrowed_funds: 'million_rub',
  funds_of_private_investors: 'million_rub',
  other_sources: 'million_rub',
  amount_of_invested_funds: 'million_rub',
  required_or_available_space: 'ha',
  ...Object.fromEntries(RESOURCE_KEYS.flatMap((key) => [[`${key}_power`, RESOURCE_UNITS[key]], [`${key}_distance`, 'km']])),
};

export const kindOf = (field: PassportField): PassportFieldKind => PASSPORT_FIELD_KINDS[field];

/** A resource's power or distance field (`electricity_power`…): labelled by `passport.resources.*`, not `passport.fields.*`. */
export type ResourceField = `${ResourceKey}_${'power' | 'distance'}`;

/** A resource field's resource and part (`electricity_power` → electricity, power). */
export function resourcePart(field: string): { resource: ResourceKey; part: 'power' | 'distance' } | undefined {
  const match = /^(.+)_(power|distance)$/.exec(field);
  if (!match || !(RESOURCE_KEYS as readonly string[]).includes(match[1]!)) return undefined;
  return { resource: match[1] as ResourceKey, part: match[2] as 'power' | 'distance' };
}

/** The stored passport as the form's text. */
export function toFormValues(data: PassportData): PassportFormValues {
  const values = {} as PassportFormValues;
  for (const key of PASSPORT_FIELDS) {
    const value = data[key];
    if (key === 'form_of_possession') values[key] = (value as string[] | null) ?? [];
    else if (Array.isArray(value)) values[key] = value.join(', ');
    else if (value === null || value === undefined) values[key] = '';
    else values[key] = String(value);
  }
  return values;
}

/** The form's text as the API takes it: OKVED codes split into a list; everything else as typed ('' clears). */
export function toWire(values: PassportFormValues): Record<PassportField, string | string[]> {
  const wire = {} as Record<PassportField, string | string[]>;
  for (const key of PASSPORT_FIELDS) {
    const value = values[key] ?? '';
    if (kindOf(key) === 'okvedList' && typeof value === 'string') {
      wire[key] = value
        .split(/[,;\s]+/)
        .map((code) => code.trim())
        .filter(Boolean);
    } else if (key === 'form_of_possession') wire[key] = Array.isArray(value) ? value : value ? [value] : [];
    else wire[key] = value;
  }
  return wire;
}

/** The API's schema, fetched with zod on first need: it is not part of the passport page's first load. */
const passportSchema = lazyValue(() => import('@/lib/submissions/schemas/passport').then((module) => module.passportSchema));

/** Starts fetching the schema (the form calls it once the page is idle), so that a save rarely waits for it. */
export const preloadPassportSchema = passportSchema.preload;

/** Client-side check with the API's own schema: only filled fields are checked (a half-filled passport is fine). */
export const passportResolver: Resolver<PassportFormValues> = async (values) => {
  const parsed = (await passportSchema.get()).safeParse(toWire(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = { type: 'validation', message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<PassportFormValues> };
};
