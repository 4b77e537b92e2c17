import { describe, expect, it } from 'vitest';
import { sanitize } from './sanitize';

describe('sanitize', () => {
  it('keeps `value` only on the items of an ordered list (HTML allows it nowhere else), nested lists included', () => {
    const html = sanitize(
      '<ul><li value="1">Налоги</li><li value="2">Земля<ol start="3"><li value="3">Аренда</li><li value="4">Выкуп<ul><li value="1">Торги</li></ul></li></ol></li><li value="3">Кадры</li></ul>',
    );
    expect(html).toBe(
      '<ul><li>Налоги</li><li>Земля<ol start="3"><li value="3">Аренда</li><li value="4">Выкуп<ul><li>Торги</li></ul></li></ol></li><li>Кадры</li></ul>',
    );
  });

  it('drops `value` from an item outside any list', () => {
    expect(sanitize('<li value="2">Пункт</li><ol><li value="5">Пятый</li></ol>')).toBe('<li>Пункт</li><ol><li value="5">Пятый</li></ol>');
  });
});
