import { existsSync } from 'node:fs';

/**
 * The fonts of the PDFs the portal makes (site passports, the demo documents of the seed), from Debian's packages
 * (never downloaded at run time): DejaVu Sans (fonts-dejavu-core) for Latin, Cyrillic and Turkish text, and Noto Sans
 * CJK SC (fonts-noto-cjk), which also has Latin and Cyrillic, for a document in Chinese or any document whose texts
 * contain CJK characters. scripts/ensure-pdf-tools.sh installs both (npm test and npm run portal run it), the
 * Dockerfile too. See docs/decisions/031-site-passport-and-open-data.md.
 *
 * No `server-only` here: the passport's worker thread and the seed (run outside Next) load it too.
 */

/** A font file: a TrueType/OpenType file, or a collection (.ttc) and the PostScript name of the face in it. */
export type PdfFont = { path: string; family?: string };
export type FontSet = { regular: PdfFont; bold: PdfFont };

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const NOTO_CJK = '/usr/share/fonts/opentype/noto';

export const FONT_SETS = {
  latin: {
    package: 'fonts-dejavu-core',
    fonts: { regular: { path: `${DEJAVU}/DejaVuSans.ttf` }, bold: { path: `${DEJAVU}/DejaVuSans-Bold.ttf` } },
  },
  cjk: {
    package: 'fonts-noto-cjk',
    fonts: {
      regular: { path: `${NOTO_CJK}/NotoSansCJK-Regular.ttc`, family: 'NotoSansCJKsc-Regular' },
      bold: { path: `${NOTO_CJK}/NotoSansCJK-Bold.ttc`, family: 'NotoSansCJKsc-Bold' },
    },
  },
} as const satisfies Record<string, { package: string; fonts: FontSet }>;

/** Han, kana and hangul: scripts DejaVu Sans has no glyphs for. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The font set a document needs: CJK for Chinese or when any of its texts has a CJK character. */
export function fontsFor(lang: string, texts: string): FontSet {
  const set = lang === 'zh' || CJK.test(texts) ? FONT_SETS.cjk : FONT_SETS.latin;
  for (const font of Object.values(set.fonts)) {
    if (!existsSync(font.path)) {
      throw new Error(`The PDF font ${font.path} is missing: install Debian's ${set.package} (bash scripts/ensure-pdf-tools.sh).`);
    }
  }
  return set.fonts;
}
