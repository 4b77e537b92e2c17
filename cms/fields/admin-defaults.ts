import type { CollectionConfig, DateField, Field, GlobalConfig, NumberField, Plugin } from 'payload';
import { typedNumbersInCollection, typedNumbersInGlobal } from '../hooks/typed-numbers';

/**
 * Date-fns patterns of the back office: day, genitive month and a 24-hour clock («18 ноября 2026, 09:00» in Russian,
 * «18 November 2026, 09:00» in English). Payload's defaults were American («ноября 18-е 2026, 9:00 ДП»).
 */
export const ADMIN_DATE_TIME = 'd MMMM yyyy, HH:mm';
const FORMATS: Record<NonNullable<NonNullable<DateField['admin']>['date']>['pickerAppearance'] & string, string> = {
  default: 'dd.MM.yyyy',
  dayOnly: 'd MMMM yyyy',
  dayAndTime: ADMIN_DATE_TIME,
  timeOnly: 'HH:mm',
  monthOnly: 'LLLL yyyy',
};

type DateAdmin = NonNullable<NonNullable<DateField['admin']>['date']>;

function dateField(field: DateField): DateField {
  // The time props exist only on the time-picking appearances' type; a day-only picker ignores them.
  const date = (field.admin?.date ?? {}) as DateAdmin & { timeFormat?: string; timeIntervals?: number };
  const appearance = date.pickerAppearance ?? 'default';
  const formats = {
    displayFormat: date.displayFormat ?? FORMATS[appearance],
    timeFormat: date.timeFormat ?? 'HH:mm',
    timeIntervals: date.timeIntervals ?? 15,
    // react-datepicker's caption over the time list is English («Time») whatever its locale.
    overrides: { timeCaption: 'Время', ...date.overrides },
  };
  return { ...field, admin: { ...field.admin, date: { ...date, ...formats } as DateAdmin } };
}

/**
 * A single number is typed as text with a decimal comma or point and listed with a decimal comma
 * (cms/components/decimal-input.tsx). The list's linked column keeps Payload's cell, which carries the link.
 */
function numberField(field: NumberField, linked: string | undefined): NumberField {
  if (field.hasMany) return field;
  const components = field.admin?.components ?? {};
  const cell = field.name === linked ? {} : { Cell: components.Cell ?? '/cms/components/decimal-input#DecimalNumberCell' };
  return {
    ...field,
    admin: { ...field.admin, components: { ...components, Field: components.Field ?? '/cms/components/decimal-input#DecimalNumberField', ...cell } },
  } as NumberField;
}

/**
 * The storage plugin's bookkeeping columns of uploads (the object's key and folder in the bucket): set by the plugin,
 * never by an editor, so neither in the form nor among the list's columns.
 */
const STORAGE_COLUMNS = new Set(['prefix', '_objectKey']);

/** The back office's conventions applied to one field and the fields inside it; `linked`: the list's linked column. */
export function withAdminDefaults(field: Field, linked?: string): Field {
  if ('name' in field && STORAGE_COLUMNS.has(field.name)) return { ...field, admin: { ...field.admin, hidden: true, disableListColumn: true, disableListFilter: true, disableBulkEdit: true } } as Field;
  const inner = (fields: Field[]) => fields.map((child) => withAdminDefaults(child));
  if (field.type === 'date') return dateField(field);
  if (field.type === 'number') return numberField(field, linked);
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: inner(tab.fields) })) };
  if (field.type === 'blocks') return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: inner(block.fields) })) };
  // Rows and collapsibles are layout only: their fields are the document's own columns.
  if (field.type === 'row' || field.type === 'collapsible') return { ...field, fields: field.fields.map((child) => withAdminDefaults(child, linked)) };
  if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: inner(field.fields) } as Field;
  return field;
}

/**
 * Every collection and global the way editors and reviewers see it: Russian dates with a 24-hour clock, numbers
 * with a decimal comma (typed text read before Payload's own parseFloat, cms/hooks/typed-numbers.ts), and no «API»
 * tab (a document's REST address and raw JSON are a developer's tool, not an editor's).
 */
export function adminCollection(collection: CollectionConfig): CollectionConfig {
  const linked = collection.admin?.defaultColumns?.[0] ?? collection.admin?.useAsTitle;
  const hooks = { ...collection.hooks, beforeOperation: [typedNumbersInCollection, ...(collection.hooks?.beforeOperation ?? [])] };
  return { ...collection, hooks, admin: { ...collection.admin, hideAPIURL: true }, fields: collection.fields.map((field) => withAdminDefaults(field, linked)) };
}

export function adminGlobal(global: GlobalConfig): GlobalConfig {
  const hooks = { ...global.hooks, beforeOperation: [typedNumbersInGlobal, ...(global.hooks?.beforeOperation ?? [])] };
  return { ...global, hooks, admin: { ...global.admin, hideAPIURL: true }, fields: global.fields.map((field) => withAdminDefaults(field)) };
}

/**
 * The conventions above for every collection and global, including those other plugins add or extend (listed after
 * them in the configuration, it sees the storage plugin's fields).
 */
export const adminConventions: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(adminCollection),
  globals: config.globals?.map(adminGlobal),
});
