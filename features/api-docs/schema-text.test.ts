import { describe, expect, it } from 'vitest';
import { schemaFields, schemaText } from './schema-text';

describe('schemaText', () => {
  it.each([
    [{ type: 'string', minLength: 1, maxLength: 254 }, 'string, 1–254'],
    [{ type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 }, 'integer'],
    [{ type: 'integer', minimum: 0, maximum: 9007199254740991 }, 'integer, ≥ 0'],
    [{ type: 'string', format: 'date-time' }, 'string (date-time)'],
    [{ enum: ['sites', 'events'] }, 'one of: sites, events'],
    [{ anyOf: [{ type: 'string', const: '' }, { type: 'string', maxLength: 254 }] }, '"" | string, ≤ 254'],
    [{ type: 'array', items: { $ref: '#/components/schemas/ContentItem' }, maxItems: 5 }, 'array of ContentItem (≤ 5)'],
    [{ type: ['boolean', 'string'] }, 'boolean | string'],
    [{ type: 'string', contentMediaType: 'application/octet-stream' }, 'file'],
    [{}, 'any'],
  ])('%j → %s', (schema, text) => {
    expect(schemaText(schema)).toBe(text);
  });
});

describe('schemaFields', () => {
  it('lists an object’s fields with their required flag, and an allOf’s together', () => {
    const fields = schemaFields({
      allOf: [
        { type: 'object', properties: { note: { type: 'string' }, email: { type: 'string' } }, required: ['note'] },
        { type: 'object', properties: { files: { type: 'array' } } },
      ],
    });
    expect(fields.map((field) => [field.name, field.required])).toEqual([
      ['note', true],
      ['email', false],
      ['files', false],
    ]);
  });

  it('a union’s field is required only when every variant requires it', () => {
    const fields = schemaFields({
      anyOf: [
        { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] },
        { type: 'object', properties: { title: { type: 'string' }, email: { type: 'string' } }, required: ['title', 'email'] },
      ],
    });
    expect(fields.map((field) => [field.name, field.required])).toEqual([
      ['title', true],
      ['email', false],
    ]);
  });
});
