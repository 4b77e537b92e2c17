import type { Field, ValidationFieldError } from 'payload';
import { describe, expect, it } from 'vitest';
import { readTypedNumbers } from './typed-numbers';

const FIELDS: Field[] = [
  { name: 'areaHa', type: 'number' },
  { name: 'tags', type: 'number', hasMany: true },
  { type: 'row', fields: [{ name: 'capacityMw', type: 'number' }] },
  { name: 'utilities', type: 'group', fields: [{ name: 'gasM3h', type: 'number' }] },
  { type: 'tabs', tabs: [{ name: 'money', fields: [{ name: 'rub', type: 'number' }] }, { label: 'Плоская', fields: [{ name: 'flat', type: 'number' }] }] },
  { name: 'rows', type: 'array', fields: [{ name: 'value', type: 'number' }] },
  { name: 'blocks', type: 'blocks', blocks: [{ slug: 'figure', fields: [{ name: 'amount', type: 'number' }] }] },
  { name: 'title', type: 'text' },
];

function read(data: Record<string, unknown>) {
  const problems: ValidationFieldError[] = [];
  readTypedNumbers(FIELDS, data, problems, 'Введите число.');
  return problems;
}

describe('numbers typed as text', () => {
  it('reads a decimal comma, a point, digit groups and a typographic minus in every kind of nesting', () => {
    const data = {
      areaHa: '36,5',
      capacityMw: '1 234,5',
      utilities: { gasM3h: '−3,2' },
      money: { rub: '1\u00a0000' },
      flat: '12.25',
      rows: [{ value: '0,75' }, { value: 2 }],
      blocks: [{ blockType: 'figure', amount: '7,5' }],
      title: '36,5',
    };
    expect(read(data)).toEqual([]);
    expect(data).toEqual({
      areaHa: 36.5,
      capacityMw: 1234.5,
      utilities: { gasM3h: -3.2 },
      money: { rub: 1000 },
      flat: 12.25,
      rows: [{ value: 0.75 }, { value: 2 }],
      blocks: [{ blockType: 'figure', amount: 7.5 }],
      title: '36,5',
    });
  });

  it('an empty field is cleared, numbers and absent fields are left as they are', () => {
    const data: Record<string, unknown> = { areaHa: '  ', capacityMw: 5 };
    expect(read(data)).toEqual([]);
    expect(data).toEqual({ areaHa: null, capacityMw: 5 });
  });

  it('refuses text that is no number by its path, and changes nothing there', () => {
    const data = { areaHa: '36,5,1', utilities: { gasM3h: 'abc' }, rows: [{ value: '1' }, { value: '2..5' }], blocks: [{ blockType: 'figure', amount: '1e3' }] };
    expect(read(data).map((problem) => problem.path)).toEqual(['areaHa', 'utilities.gasM3h', 'rows.1.value', 'blocks.0.amount']);
    expect(data.areaHa).toBe('36,5,1');
  });

  it('leaves many-valued numbers, unknown blocks and keys that are not fields alone', () => {
    const data = { tags: ['1,5'], blocks: [{ blockType: 'other', amount: 'x' }], extra: 'y', ['__proto__']: 'z' };
    expect(read(data)).toEqual([]);
    expect(data.tags).toEqual(['1,5']);
  });
});
