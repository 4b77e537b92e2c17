import { describe, expect, it } from 'vitest';
import { stripInvisible } from './invisible';

describe('stripInvisible', () => {
  it('drops controls and bidirectional formatting characters, keeps every other character', () => {
    expect(stripInvisible('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    expect(stripInvisible('\u2066a\u2069\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u2067\u2068b\u0000\u0085\u007f')).toBe('ab');
    expect(stripInvisible('Отчёт «итог» 😀 文件 \u200d.pdf')).toBe('Отчёт «итог» 😀 文件 \u200d.pdf');
  });
});
