import { ValidationError, type CollectionBeforeOperationHook, type Field, type GlobalBeforeOperationHook, type PayloadRequest, type ValidationFieldError } from 'payload';
import { parseDecimal } from '../fields/decimal';

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the single-number fields of `data` that arrived as text, the way the back office's number input sends what an
 * editor typed: «36,5» or «1 234,5» become 36.5 and 1234.5 in place, and text that is no number («36,5,1», «abc»)
 * is listed in `problems` by its field path. Payload itself would read such text with parseFloat before any
 * validation runs («36,5,1» → 36, «36,5» → 36), saving a number the editor never wrote. Keys are the configuration's
 * field names, never keys chosen by the client.
 */
export function readTypedNumbers(fields: readonly Field[], data: unknown, problems: ValidationFieldError[], message: string, prefix = ''): void {
  if (!isData(data)) return;
  for (const field of fields) {
    switch (field.type) {
      case 'number': {
        if (field.hasMany || !Object.hasOwn(data, field.name)) break;
        const value = data[field.name];
        if (typeof value !== 'string') break;
        const parsed = parseDecimal(value);
        if (parsed === undefined) problems.push({ path: `${prefix}${field.name}`, message, ...(field.label ? { label: field.label } : {}) });
        else data[field.name] = parsed;
        break;
      }
      case 'row':
      case 'collapsible':
        readTypedNumbers(field.fields, data, problems, message, prefix);
        break;
      case 'group':
        if ('name' in field && field.name) readTypedNumbers(field.fields, Object.hasOwn(data, field.name) ? data[field.name] : undefined, problems, message, `${prefix}${field.name}.`);
        else readTypedNumbers(field.fields, data, problems, message, prefix);
        break;
      case 'tabs':
        for (const tab of field.tabs) {
          if ('name' in tab && tab.name) readTypedNumbers(tab.fields, Object.hasOwn(data, tab.name) ? data[tab.name] : undefined, problems, message, `${prefix}${tab.name}.`);
          else readTypedNumbers(tab.fields, data, problems, message, prefix);
        }
        break;
      case 'array': {
        const rows = Object.hasOwn(data, field.name) ? data[field.name] : undefined;
        if (Array.isArray(rows)) rows.forEach((row, index) => readTypedNumbers(field.fields, row, problems, message, `${prefix}${field.name}.${index}.`));
        break;
      }
      case 'blocks': {
        const rows = Object.hasOwn(data, field.name) ? data[field.name] : undefined;
        if (!Array.isArray(rows)) break;
        rows.forEach((row, index) => {
          const block = isData(row) ? field.blocks.find((candidate) => candidate.slug === row.blockType) : undefined;
          if (block) readTypedNumbers(block.fields, row, problems, message, `${prefix}${field.name}.${index}.`);
        });
        break;
      }
      default:
        break;
    }
  }
}

/** Reads `data`'s typed numbers, or refuses the whole save with the fields' paths and Payload's «enter a number». */
function checkTypedNumbers(fields: readonly Field[], data: unknown, req: PayloadRequest, owner: { collection: string } | { global: string }) {
  const problems: ValidationFieldError[] = [];
  readTypedNumbers(fields, data, problems, req.t('validation:enterNumber'));
  if (problems.length) throw new ValidationError({ ...owner, errors: problems, req }, req.t);
}

/** A collection's create and update read numbers typed with a decimal comma, and refuse text that is no number. */
export const typedNumbersInCollection: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (operation === 'create' || operation === 'update') checkTypedNumbers(collection.fields, (args as { data?: unknown }).data, req, { collection: collection.slug });
  return args;
};

/** The same for a global's update. */
export const typedNumbersInGlobal: GlobalBeforeOperationHook = ({ args, global, req }) => {
  checkTypedNumbers(global.fields, (args as { data?: unknown }).data, req, { global: global.slug });
  return args;
};
