import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('toCsv (Excel with Cyrillic)', () => {
  it('starts with the UTF-8 byte-order mark, separates by ";" and ends every line with CRLF', () => {
    const csv = toCsv(['Фамилия', 'Имя'], [['Петров', 'Иван'], ['Сидорова', 'Анна']]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1)).toBe('"Фамилия";"Имя"\r\n"Петров";"Иван"\r\n"Сидорова";"Анна"\r\n');
  });

  it('quotes every field, doubles quotes, keeps separators and line breaks inside the field', () => {
    expect(csvCell('ООО "Енисей"; филиал')).toBe('"ООО ""Енисей""; филиал"');
    expect(csvCell('две\nстроки')).toBe('"две\nстроки"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(false)).toBe('"false"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell('+7 (391) 200-00-00')).toBe('"\'+7 (391) 200-00-00"');
    expect(csvCell('-2+3')).toBe('"\'-2+3"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\t=1')).toBe('"\'\t=1"');
    expect(csvCell('a=1')).toBe('"a=1"');
  });

  it.each(['＝HYPERLINK("http://evil.example")', '＋1+1', '－1+1', '＠SUM(A1)', '\r=1', '\t＝1'])('defuses the full-width and whitespace-led form %j', (text) => {
    expect(csvCell(text)).toBe(`"'${text.replace(/"/g, '""')}"`);
  });
});
