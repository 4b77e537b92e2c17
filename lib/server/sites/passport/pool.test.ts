import { afterEach, describe, expect, it } from 'vitest';
import { pdfTags } from '@/testing/tagged-pdf';
import type { PassportInput } from './document';
import { FONT_SETS } from '../../../platform/pdf/fonts';
import { drawPassport, passportQueue, passportWorkers } from './pool';

const input = (title: string): PassportInput => ({
  lang: 'en',
  title,
  siteName: { text: 'North site' },
  issuer: 'Investment Portal of Krasnoyarsk Krai',
  generated: 'Generated on November 27, 2026',
  staleNote: null,
  sections: [{ kind: 'facts', heading: 'Key facts', rows: [{ label: 'Area', value: { text: '12.5 ha' } }] }],
  qr: { heading: 'This site on the portal', url: 'https://invest.example.org/en/sites/north', alt: 'QR code', caption: 'Open:' },
  pageLabel: 'Page {page} of {total}',
  fonts: FONT_SETS.latin.fonts,
  createdAt: '2026-11-27T10:00:00.000Z',
});

describe('the passport workers', () => {
  afterEach(() => {
    delete process.env.PASSPORT_WORKERS;
  });

  it('draws in a worker thread, never more at once than the workers allowed, the rest waiting in line', async () => {
    process.env.PASSPORT_WORKERS = '1';
    const jobs = ['First', 'Second', 'Third'].map((title) => drawPassport(input(title)));
    // Handed over at once: one worker drawing, two waiting; the request thread is free meanwhile.
    expect(passportQueue()).toEqual({ running: 1, waiting: 2, workers: 1 });
    const pdfs = await Promise.all(jobs);
    expect(pdfs.map((pdf) => pdfTags(pdf).title)).toEqual(['First', 'Second', 'Third']);
    expect(passportQueue()).toMatchObject({ running: 0, waiting: 0, workers: 1 });
  });

  it('rejects a passport that cannot be drawn, and the next one is still drawn', async () => {
    await expect(drawPassport({ ...input('Broken'), fonts: { regular: { path: '/nonexistent/font.ttf' }, bold: { path: '/nonexistent/font.ttf' } } })).rejects.toThrow(
      /passport not drawn/,
    );
    expect(pdfTags(await drawPassport(input('After'))).title).toBe('After');
  });

  it('uses one core fewer than the machine has, at most two, unless PASSPORT_WORKERS says', () => {
    expect(passportWorkers({ PASSPORT_WORKERS: '3' })).toBe(3);
    expect(passportWorkers({ PASSPORT_WORKERS: 'many' })).toBeGreaterThanOrEqual(1);
    expect(passportWorkers({})).toBeLessThanOrEqual(2);
  });
});
