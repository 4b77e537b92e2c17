import { describe, expect, it } from 'vitest';
import { describeFile, fileFormat, formatFileSize } from './document-file';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('document files', () => {
  it('formats sizes in kilobytes or megabytes in the locale', () => {
    expect(nbsp(formatFileSize(12_345, 'en')!)).toBe('12 kB');
    expect(nbsp(formatFileSize(1_468_006, 'en')!)).toBe('1.4 MB');
    expect(nbsp(formatFileSize(1_468_006, 'ru')!)).toBe('1,4 МБ');
    expect(nbsp(formatFileSize(200, 'en')!)).toBe('1 kB');
    expect(formatFileSize(null, 'en')).toBeNull();
    expect(formatFileSize(-1, 'en')).toBeNull();
  });

  it('names the format from the file name or the URL', () => {
    expect(fileFormat({ filename: 'gchp-law.pdf', url: null })).toBe('PDF');
    expect(fileFormat({ filename: null, url: '/api/cms/documents/file/rules.docx?download=1' })).toBe('DOCX');
    expect(fileFormat({ filename: 'README', url: null })).toBeNull();
  });

  it('joins what is known', () => {
    const file = { id: 1, url: '/f/a.pdf', filename: 'a.pdf', mimeType: 'application/pdf', title: 'A', filesize: 2048 };
    expect(nbsp(describeFile(file, 'en'))).toBe('PDF, 2 kB');
    expect(describeFile({ ...file, filesize: null }, 'en')).toBe('PDF');
  });
});
