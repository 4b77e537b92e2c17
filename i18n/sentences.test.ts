import { describe, expect, it } from 'vitest';
import { joinSentences, labelled, quoted, quotedList } from './sentences';

describe('joinSentences', () => {
  it('separates sentences with a space, except in Chinese, and skips empty ones', () => {
    expect(joinSentences('ru', ['Найдено 8 площадок.', 'Требования не указаны.'])).toBe('Найдено 8 площадок. Требования не указаны.');
    expect(joinSentences('tr', ['8 saha bulundu.', ''])).toBe('8 saha bulundu.');
    expect(joinSentences('zh', ['找到 8 个场地。', '未填写需求，显示全部场地。'])).toBe('找到 8 个场地。未填写需求，显示全部场地。');
  });
});

describe('labelled', () => {
  it('puts a full-width colon after a Chinese label and a colon and a space after any other', () => {
    expect(labelled('姓', '请填写此字段')).toBe('姓：请填写此字段');
    expect(labelled('Фамилия', 'Заполните поле')).toBe('Фамилия: Заполните поле');
    expect(labelled('E-posta', 'Geçersiz adres')).toBe('E-posta: Geçersiz adres');
    expect(labelled('电力 (MW)', '请输入数字')).toBe('电力 (MW): 请输入数字');
  });
});

describe('quoted and quotedList', () => {
  it('quote titles the way each language does, and list them with its comma', () => {
    expect(quoted('ru', 'Форумы')).toBe('«Форумы»');
    expect(quoted('en', 'Forums')).toBe('“Forums”');
    expect(quotedList('tr', ['Forumlar', 'Yatırımlar'])).toBe('“Forumlar”, “Yatırımlar”');
    expect(quotedList('zh', ['论坛', '投资'])).toBe('“论坛”、“投资”');
  });
});
