import { describe, expect, it } from 'vitest';
import { fileLang, fileType } from './file-meta';

describe('fileType', () => {
  it.each([
    ['application/pdf', 'a.bin', 'PDF'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', null, 'DOCX'],
    ['application/octet-stream', 'rules.xlsx', 'XLSX'],
    [null, 'scan.JPG', 'JPG'],
    [null, 'no-extension', null],
    [undefined, undefined, null],
  ])('%s / %s → %s', (mime, name, expected) => {
    expect(fileType(mime, name)).toBe(expected);
  });
});

describe('fileLang', () => {
  it("is the page's language for the language's own file and Russian for the Russian file a link fell back to", () => {
    expect(fileLang({ id: 1, title: 'Investment declaration' }, 'en')).toBe('en');
    expect(fileLang({ id: 1, title: 'Инвестиционная декларация', untranslated: ['title'] }, 'zh')).toBe('ru');
    expect(fileLang(null, 'tr')).toBe('tr');
  });
});
