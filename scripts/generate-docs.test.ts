import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfTags, taggedPdfProblems } from '@/testing/tagged-pdf';

/** The documents the portal ships in public/docs (scripts/generate-docs.mjs) are tagged PDFs readers can navigate. */
const DIR = join(process.cwd(), 'public', 'docs');
const files = readdirSync(DIR).filter((name) => name.endsWith('.pdf'));

describe('the shipped PDFs', () => {
  it('are there', () => {
    expect(files).toEqual(expect.arrayContaining(['personal-data-consent.pdf', 'user-agreement.pdf', '193-fz.pdf']));
  });

  it.each(files)('%s is tagged, in Russian, with a title', (name) => {
    const file = readFileSync(join(DIR, name));
    expect(taggedPdfProblems(file)).toEqual([]);
    expect(pdfTags(file).lang).toBe('ru');
  });
});
