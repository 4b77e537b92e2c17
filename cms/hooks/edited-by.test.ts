import type { FieldHookArgs } from 'payload';
import { describe, expect, it } from 'vitest';
import { editedByFromUser, editedLocaleFromRequest } from './edited-by';

/** A field hook's arguments with only the request parts these hooks read. */
function args(user: Record<string, unknown> | null, locale?: string, value?: unknown): FieldHookArgs {
  const req = { user, locale, payload: { config: { localization: { localeCodes: ['ru', 'en', 'tr', 'zh'] } } } };
  return { req, value } as unknown as FieldHookArgs;
}

describe('the author and language of a save', () => {
  it('names the signed-in staff member, whatever the data said', () => {
    expect(editedByFromUser(args({ id: 7, collection: 'staff' }, 'ru', 3))).toBe(7);
  });

  it('names nobody for an investor or a save without a user, rather than keeping the previous author', () => {
    expect(editedByFromUser(args({ id: 7, collection: 'investors' }, 'ru', 3))).toBeNull();
    expect(editedByFromUser(args(null, 'ru', 3))).toBeNull();
  });

  it('records a configured content language, and none for every language at once or an unknown one', () => {
    expect(editedLocaleFromRequest(args(null, 'tr', 'zh'))).toBe('tr');
    expect(editedLocaleFromRequest(args(null, 'all', 'zh'))).toBeNull();
    expect(editedLocaleFromRequest(args(null, 'de'))).toBeNull();
    expect(editedLocaleFromRequest(args(null, undefined))).toBeNull();
  });
});
