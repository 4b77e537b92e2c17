import { RESOURCE_KEYS, type PassportData, type ResourceKey } from '@/lib/submissions/types';

/**
 * The project passport's fields, their kinds and order (spec §3; docs/decisions/015-passport-field-types.md), without
 * the schema that checks them (passport.ts, which re-exports all of this): the portal's form shows the fields and the
 * progress with this module alone and fetches the schema, with zod, on first need.
 */

/** What each field holds (the schema, the portal's inputs and the admin's fields follow it). */
export type PassportFieldKind =
  | 'text'
  | 'longText'
  | 'number'
  | 'whole'
  | 'date'
  | 'boolean'
  | 'inn'
  | 'okved'
  | 'okvedList'
  | 'url'
  | 'cadastral'
  | 'hazardClass'
  | 'stage'
  | 'possession';

const resourceKinds = Object.fromEntries(
  RESOURCE_KEYS.flatMap((key) => [
    [`${key}_power`, 'number'],
    [`${key}_distance`, 'number'],
  ]),
) as Record<`${ResourceKey}_power` | `${ResourceKey}_distance`, 'number'>;

/** Every field of §3 in its order, with its kind (docs/decisions/015-passport-field-types.md). */
export const PASSPORT_FIELD_KINDS = {
  // Company
  company_name: 'text',
  legal_name: 'text',
  mailing_address: 'text',
  inn: 'inn',
  link_to_the_main_electronic_resource: 'url',
  full_name_of_the_head: 'text',
  main_okved: 'okved',
  additional_okveds: 'okvedList',
  additional_information: 'longText',
  // Project
  name: 'text',
  about_employee: 'longText',
  description: 'longText',
  kind_of_activity: 'text',
  production_hazard_class: 'hazardClass',
  implementation_period: 'number',
  start_date: 'date',
  annual_volume: 'number',
  status: 'stage',
  number_of_jobs_created: 'whole',
  price: 'number',
  // Financing, million roubles
  own_funds: 'number',
  borrowed_funds: 'number',
  funds_of_private_investors: 'number',
  other_sources: 'number',
  amount_of_invested_funds: 'number',
  direction_of_investment: 'longText',
  information_about_support_measures: 'longText',
  // Materials
  layout: 'boolean',
  layoutdesign_and_estimate_documentation: 'boolean',
  business_plan: 'boolean',
  other_materials: 'longText',
  key_issues: 'longText',
  // Site
  need_for_selection: 'boolean',
  form_of_possession: 'possession',
  desired_location: 'text',
  required_or_available_space: 'number',
  requirement_for_transport_conditions: 'longText',
  cadastral_number: 'cadastral',
  number_of_objects: 'whole',
  project_implementation_area: 'text',
  // Resources
  ...resourceKinds,
  other_resources_with_specs: 'longText',
} as const satisfies Record<keyof PassportData, PassportFieldKind>;

export type PassportField = keyof PassportData;

/** The fields in the order of §3 (the form, the progress indicator and the admin follow it). */
export const PASSPORT_FIELDS = Object.keys(PASSPORT_FIELD_KINDS) as PassportField[];

/** Fields that are lists (repeated form field names on the wire). */
export const PASSPORT_ARRAY_FIELDS = PASSPORT_FIELDS.filter((key) => ['okvedList', 'possession'].includes(PASSPORT_FIELD_KINDS[key]));

/** Every field null: a passport before its first save. */
export const emptyPassport = (): PassportData => Object.fromEntries(PASSPORT_FIELDS.map((key) => [key, null])) as PassportData;

/** Filled fields of the total, for the progress indicator (a `false` flag counts as answered; an empty list does not). */
export function passportProgress(data: Partial<PassportData>): { filled: number; total: number } {
  const filled = PASSPORT_FIELDS.filter((key) => {
    const value = data[key];
    return value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0) && value !== '';
  }).length;
  return { filled, total: PASSPORT_FIELDS.length };
}
