import { describe, expect, it } from 'vitest';
import { fileLang, fileSize, fileType } from './file-meta';

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

describe('fileSize', () => {
  it.each([
    [0, { value: 0, unit: 'byte' }],
    [1023, { value: 1023, unit: 'byte' }],
    [1024, { value: 1, unit: 'kilobyte' }],
    [1536, { value: 1.5, unit: 'kilobyte' }],
    [5 * 1024 * 1024 + 300 * 1024, { value: 5.3, unit: 'megabyte' }],
  ])('%d bytes', (bytes, expected) => {
    expect(fileSize(bytes)).toEqual(expected);
  });

  it('is null when the size is unknown', () => {
    expect(fileSize(null)).toBeNull();
    expect(fileSize(undefined)).toBeNull();
    expect(fileSize(-1)).toBeNull();
    expect(fileSize(Number.NaN)).toBeNull();
  });
});

describe('fileLang', () => {
  it("is the page's language for the language's own file and Russian for the Russian file a link fell back to", () => {
    expect(fileLang({ id: 1, title: 'Investment declaration' }, 'en')).toBe('en');
    expect(fileLang({ id: 1, title: 'Инвестиционная декларация', untranslated: ['title'] }, 'zh')).toBe('ru');
    expect(fileLang(null, 'tr')).toBe('tr');
  });
});
