import 'server-only';
import { existsSync } from 'node:fs';
import type { PassportFont, PassportInput } from './document';

/**
 * The passport's fonts, from Debian's packages (never downloaded at run time): DejaVu Sans (fonts-dejavu-core) for
 * Latin, Cyrillic and Turkish text, and Noto Sans CJK SC (fonts-noto-cjk), which also has Latin and Cyrillic, for a
 * passport in Chinese or any passport whose texts contain CJK characters. scripts/ensure-pdf-tools.sh installs both
 * (npm test and npm run portal run it), the Dockerfile too. See docs/decisions/031-site-passport-and-open-data.md.
 */
type FontSet = { regular: PassportFont; bold: PassportFont };

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

/** The font set a passport needs: CJK for Chinese or when any of its texts has a CJK character. */
export function fontsFor(lang: string, texts: string): FontSet {
  const set = lang === 'zh' || CJK.test(texts) ? FONT_SETS.cjk : FONT_SETS.latin;
  for (const font of Object.values(set.fonts)) {
    if (!existsSync(font.path)) {
      throw new Error(`The site passport's font ${font.path} is missing: install Debian's ${set.package} (bash scripts/ensure-pdf-tools.sh).`);
    }
  }
  return set.fonts;
}

/** Every text of a passport, to choose its fonts by. */
export function passportTexts(input: Partial<PassportInput>): string {
  return JSON.stringify(input);
}
