import localFont from 'next/font/local';

/**
 * Inter from @fontsource/inter, self-hosted by next/font (nothing loads from another origin).
 * Latin and Cyrillic are separate files without unicode-range, so they are two families that
 * the font stack in globals.css chains: a glyph missing from the first is taken from the second.
 * Chinese (and anything else) falls back to the system fonts listed after them.
 * Only the Cyrillic files are preloaded (the default language's text, 3 × 9 KB): the six preloads together (101 KB)
 * took the browser's connections before the stylesheets and delayed the first paint (Lighthouse home 84–92 → 92–96,
 * ADR 024). The Latin files load when text needs them; digits and Latin words swap in (CLS ≈ 0.03).
 */
const interLatin = localFont({
  src: [
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-inter-latin',
  display: 'swap',
  // Not preloaded: see above.
  preload: false,
  adjustFontFallback: false,
});

const interCyrillic = localFont({
  src: [
    { path: '../../node_modules/@fontsource/inter/files/inter-cyrillic-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/inter/files/inter-cyrillic-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../../node_modules/@fontsource/inter/files/inter-cyrillic-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-inter-cyrillic',
  display: 'swap',
  adjustFontFallback: false,
});

/** Put on <body>: defines the two font variables that `--font-sans` in globals.css uses. */
export const fontClassName = `${interLatin.variable} ${interCyrillic.variable}`;
