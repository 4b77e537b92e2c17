import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');

/** The public site's code: what visitors, their e-mails and PDFs see (the back office, cms/, has its own formats). */
const FOLDERS = ['app', 'components', 'features', 'lib', 'i18n'];

/** Places that may still call Intl directly, and why. */
const ALLOWED: Record<string, RegExp> = {
  // The conventions themselves.
  'i18n/formats.ts': /./,
  // A machine-readable `YYYY-MM-DD` day in Krasnoyarsk, not a date shown to anyone.
  'lib/submissions/deadlines.ts': /new Intl\.DateTimeFormat\('en-CA'/,
  // Re-spells the decimal separator of figures kept as text, with the convention's locale.
  'lib/server/content/number-text.ts': /new Intl\.NumberFormat\(intlLocale\(locale\)/,
};

/** Formatting that bypasses i18n/formats.ts: next-intl's formatter or Intl with whatever locale code is at hand. */
const BYPASS = /\b(useFormatter|getFormatter)\b|new Intl\.(DateTimeFormat|NumberFormat|RelativeTimeFormat)\(|\.toLocale(Date|Time)?String\(/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const relative = `${folder}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative] : [];
  });
}

/** `file:line text` of every formatting call outside the allowed ones. */
function bypasses(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([file, text]) =>
    text.split('\n').flatMap((line, i) => {
      if (!line.match(BYPASS)) return [];
      if (ALLOWED[file]?.test(line)) return [];
      return [`${file}:${i + 1} ${line.trim()}`];
    }),
  );
}

describe('dates, times and numbers on the public site', () => {
  it('are formatted through i18n/formats.ts (useFormat, getFormat, localeFormat), nowhere else', () => {
    const files = Object.fromEntries(FOLDERS.flatMap(sourceFiles).map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
    expect(Object.keys(files).length).toBeGreaterThan(100);
    expect(bypasses(files)).toEqual([]);
  });

  it('the check finds next-intl’s formatter, a bare Intl formatter and toLocaleDateString', () => {
    expect(
      bypasses({
        'features/x.tsx': "const format = useFormatter();\nconst ok = useFormat();",
        'lib/y.ts': "new Intl.DateTimeFormat(locale, { dateStyle: 'long' })\nd.toLocaleDateString('en')",
        'lib/submissions/deadlines.ts': "new Intl.DateTimeFormat('en-CA', {})\nnew Intl.NumberFormat(locale)",
      }),
    ).toEqual([
      'features/x.tsx:1 const format = useFormatter();',
      "lib/y.ts:1 new Intl.DateTimeFormat(locale, { dateStyle: 'long' })",
      "lib/y.ts:2 d.toLocaleDateString('en')",
      'lib/submissions/deadlines.ts:2 new Intl.NumberFormat(locale)',
    ]);
  });
});
