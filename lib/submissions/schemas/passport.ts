import { z } from 'zod';
import { AUTH_MESSAGES as M, ACCOUNT_MESSAGES as A } from '@/lib/auth/schemas/messages';
import {
  HAZARD_CLASSES,
  POSSESSION_FORMS,
  PROJECT_STAGES,
  RESOURCE_KEYS,
  type PassportData,
} from '@/lib/submissions/types';
import { isValidInn } from '@/lib/validation/inn';
import { hasMultilineControls } from '@/lib/validation/text';
import { PASSPORT_LONG_TEXT_MAX, PASSPORT_TEXT_MAX, SUBMISSION_MESSAGES as S } from './messages';
import { PASSPORT_FIELD_KINDS, PASSPORT_FIELDS, type PassportField, type PassportFieldKind } from './passport-fields';

export {
  emptyPassport,
  PASSPORT_ARRAY_FIELDS,
  PASSPORT_FIELD_KINDS,
  PASSPORT_FIELDS,
  passportProgress,
  type PassportField,
  type PassportFieldKind,
} from './passport-fields';

/**
 * The project passport (spec §3; types and units in docs/decisions/015-passport-field-types.md). Every field may be
 * absent (keeps its stored value) or empty / null (clears it): a half-filled passport is saved as it is. The same
 * schema reads the multipart form of POST /request/{id}/passport (strings, repeated names for arrays) and the
 * portal's form (strings, numbers, booleans).
 */

/** Text is trimmed; an empty value is null. Non-strings pass through for the typed schemas. */
const blankToNull = (value: unknown) => {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  return value;
};

/** Wraps a value schema: `undefined` = not sent, `null` or '' = cleared. */
const field = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable().optional());

const text = (max: number) =>
  z
    .string({ error: M.required })
    .refine((value) => !hasMultilineControls(value), A.controlCharacters)
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .pipe(z.string().max(max, M.tooLong));

const shortText = () => text(PASSPORT_TEXT_MAX).refine((value) => !value.includes('\n'), A.controlCharacters);
const longText = () => text(PASSPORT_LONG_TEXT_MAX);

/** The largest amount accepted (a typo guard; roubles of a total cost fit comfortably). */
export const NUMBER_MAX = 1e13;

/**
 * A number ≥ 0 from a number or a decimal string (a comma is accepted as the decimal separator; spaces are ignored).
 * Text that is no number («двести», «25 МВт») says so; a negative number is told its bound.
 */
const decimal = (max = NUMBER_MAX) =>
  z
    .union([z.number(), z.string()], { error: S.notANumber })
    .transform((value, ctx) => {
      if (typeof value === 'number') return value;
      const normalized = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
      if (!/^-?\d+(\.\d+)?$/.test(normalized)) {
        ctx.addIssue({ code: 'custom', message: S.notANumber });
        return z.NEVER;
      }
      return Number(normalized);
    })
    .pipe(z.number({ error: S.notANumber }).finite(S.notANumber).min(0, S.invalidNumber).max(max, S.numberTooLarge));

const whole = (max = 1e9) => decimal(max).refine((value) => Number.isInteger(value), S.wholeNumber);

/** A calendar date YYYY-MM-DD between 1900 and 2100 (no time zone: it is a day, not an instant). */
export const isValidDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const date = () => z.string({ error: S.invalidDate }).refine(isValidDate, S.invalidDate);

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: S.invalidChoice });

const flag = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])], { error: S.invalidBoolean })
    .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

/** OKVED 2 code: class, subclass, group, subgroup, kind (10, 10.1, 10.11, 10.11.1, 10.11.11). */
export const OKVED_PATTERN = /^\d{2}(\.\d{1,2}(\.\d{1,2})?)?$/;
/** Cadastral number: district:area:quarter:parcel, e.g. 24:50:0000000:123 (the quarter has 6 or 7 digits). */
export const CADASTRAL_PATTERN = /^\d{2}:\d{2}:\d{6,7}:\d{1,7}$/;

const okved = () => z.string({ error: S.invalidOkved }).regex(OKVED_PATTERN, S.invalidOkved);
const inn = () => z.string({ error: S.invalidInn }).refine(isValidInn, S.invalidInn);
const url = () =>
  z
    .string({ error: S.invalidUrl })
    .max(2048, M.tooLong)
    .refine((value) => {
      try {
        const parsed = new URL(value);
        return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.includes('.');
      } catch {
        return false;
      }
    }, S.invalidUrl);

/** A multi-select: one value or several (a repeated form field arrives as an array); empty → null; duplicates dropped. */
const many = <T extends z.ZodType<string>>(item: T, max: number) =>
  z.preprocess(
    (value) => {
      if (value === undefined) return undefined;
      if (value === null) return null;
      const list = (Array.isArray(value) ? value : [value]).map(blankToNull).filter((item) => item !== null);
      return list.length ? [...new Set(list)] : null;
    },
    z.array(item).max(max, S.tooManyItems).nullable().optional(),
  );

/** Upper bounds of some numbers (a typo guard): years, hectares, kilometres. */
const NUMBER_LIMITS: Partial<Record<PassportField, number>> = {
  implementation_period: 100,
  required_or_available_space: 1e7,
  ...Object.fromEntries(RESOURCE_KEYS.map((key) => [`${key}_distance`, 1e5])),
};

function schemaOf(key: PassportField, kind: PassportFieldKind) {
  switch (kind) {
    case 'text':
      return field(shortText());
    case 'longText':
      return field(longText());
    case 'number':
      return field(decimal(NUMBER_LIMITS[key]));
    case 'whole':
      return field(whole());
    case 'date':
      return field(date());
    case 'boolean':
      return field(flag());
    case 'inn':
      return field(inn());
    case 'okved':
      return field(okved());
    case 'okvedList':
      return many(okved(), 20);
    case 'url':
      return field(url());
    case 'cadastral':
      return field(z.string({ error: S.invalidCadastral }).regex(CADASTRAL_PATTERN, S.invalidCadastral));
    case 'hazardClass':
      return field(choice(HAZARD_CLASSES));
    case 'stage':
      return field(choice(PROJECT_STAGES));
    case 'possession':
      return many(choice(POSSESSION_FORMS), POSSESSION_FORMS.length);
  }
}

export const passportShape = Object.fromEntries(PASSPORT_FIELDS.map((key) => [key, schemaOf(key, PASSPORT_FIELD_KINDS[key])])) as unknown as {
  [K in PassportField]: z.ZodType<PassportData[K] | undefined, unknown>;
};

/** A partial passport: only the fields that were sent (`null` clears one). */
export const passportSchema = z.object(passportShape);
export type PassportPatch = Partial<PassportData>;
