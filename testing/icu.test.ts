import { describe, expect, it } from 'vitest';
import { icuArguments } from './icu';

describe('icuArguments', () => {
  it('finds simple, typed and nested arguments', () => {
    expect([...icuArguments('Hello {name}')]).toEqual(['name']);
    expect([...icuArguments('{count, number} items')]).toEqual(['count']);
    expect([...icuArguments('{count, plural, one {# file by {author}} other {# files}}')].sort()).toEqual([
      'author',
      'count',
    ]);
    expect([...icuArguments('{gender, select, male {He} female {She} other {They}} wrote')]).toEqual(['gender']);
  });

  it('ignores quoted braces and plain text', () => {
    expect(icuArguments("Use '{braces}' literally, it''s fine").size).toBe(0);
    expect(icuArguments('Страница не найдена').size).toBe(0);
  });

  it('rejects malformed messages', () => {
    expect(() => icuArguments('Hello {name')).toThrow();
    expect(() => icuArguments('Hello name}')).toThrow();
    expect(() => icuArguments('{count, plural, one {x}')).toThrow();
  });
});
