import { describe, expect, it } from 'vitest';
import { escapeIcsText, eventToIcs, foldIcsLine, icsDateTime } from './ics';

const octets = (s: string) => new TextEncoder().encode(s).length;

/** Unfolds and splits the file into its content lines (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('icsDateTime', () => {
  it('writes UTC with a Z, whatever the offset of the input', () => {
    expect(icsDateTime(new Date('2027-04-22T10:00:00+07:00'))).toBe('20270422T030000Z');
    expect(icsDateTime(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231T235959Z');
  });
  it('refuses an invalid date', () => {
    expect(() => icsDateTime(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('escapeIcsText', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcsText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });
});

describe('foldIcsLine', () => {
  it('leaves a short line alone', () => {
    expect(foldIcsLine('SUMMARY:Forum')).toBe('SUMMARY:Forum');
  });
  it('folds at 75 octets and unfolds back to the same line', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
  it('never splits a multi-byte character (Cyrillic, Chinese, emoji)', () => {
    const line = `SUMMARY:${'Красноярский экономический форум 克拉斯诺亚尔斯克经济论坛 🚀 '.repeat(4)}`;
    const parts = foldIcsLine(line).split('\r\n');
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toMatch(/\uFFFD/);
      // A lone surrogate would mean a code point was cut in two.
      expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(part)).toBe(false);
    }
    expect(parts.join('\r\n').replace(/\r\n /g, '')).toBe(line);
  });
});

describe('eventToIcs', () => {
  const base = {
    uid: 'event-7@invest.example',
    start: new Date('2027-04-22T03:00:00.000Z'),
    end: new Date('2027-04-25T03:00:00.000Z'),
    summary: 'Красноярский экономический форум, 2027; пленарное заседание',
    location: 'МВДЦ «Сибирь», ул. Авиаторов, 19',
    description: 'Строка 1\nСтрока 2',
    url: 'https://invest.example/events/kef',
    stamp: new Date('2026-11-23T12:00:00.000Z'),
  };

  it('writes one VEVENT in a VCALENDAR with CRLF line ends', () => {
    const ics = eventToIcs(base);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('has the UID, the stamp and UTC start and end', () => {
    const lines = unfold(eventToIcs(base));
    expect(lines).toContain('UID:event-7@invest.example');
    expect(lines).toContain('DTSTAMP:20261123T120000Z');
    expect(lines).toContain('DTSTART:20270422T030000Z');
    expect(lines).toContain('DTEND:20270425T030000Z');
  });

  it('escapes the texts', () => {
    const lines = unfold(eventToIcs(base));
    expect(lines).toContain('SUMMARY:Красноярский экономический форум\\, 2027\\; пленарное заседание');
    expect(lines).toContain('LOCATION:МВДЦ «Сибирь»\\, ул. Авиаторов\\, 19');
    expect(lines).toContain('DESCRIPTION:Строка 1\\nСтрока 2');
    expect(lines).toContain('URL:https://invest.example/events/kef');
  });

  it('leaves out what is missing, and an end that is not after the start', () => {
    const lines = unfold(eventToIcs({ ...base, end: base.start, location: null, description: undefined, url: null }));
    expect(lines.some((l) => l.startsWith('DTEND'))).toBe(false);
    expect(lines.some((l) => l.startsWith('LOCATION') || l.startsWith('DESCRIPTION') || l.startsWith('URL'))).toBe(false);
  });

  it('folds long lines', () => {
    const ics = eventToIcs({ ...base, description: 'Описание '.repeat(40) });
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });
});
