#!/usr/bin/env node
/**
 * Draws the portal's share picture (Open Graph / Twitter: public/og-image.png, 1200×630) and a raster logo for
 * structured data (public/images/logo-512.png) from the emblem in public/images/logo.svg. Run once after changing
 * the emblem or the wording and commit the PNGs: `node scripts/generate-og-image.mjs`. Offline: the text is drawn
 * with the system's DejaVu Sans (Debian's fonts-dejavu), no web fonts.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const root = new URL('../', import.meta.url);
const emblem = readFileSync(new URL('public/images/logo.svg', root), 'utf8');
// The emblem's drawing without its own <svg> wrapper, to place it inside the card.
const emblemBody = emblem.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

const WIDTH = 1200;
const HEIGHT = 630;
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b4f8a"/>
      <stop offset="1" stop-color="#0f2a44"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <path d="M0 520 C200 480 320 560 520 520 S860 470 1200 520 L1200 630 L0 630 Z" fill="#5fb0f0" opacity=".18"/>
  <path d="M0 565 C220 535 360 600 600 565 S940 530 1200 565 L1200 630 L0 630 Z" fill="#5fb0f0" opacity=".22"/>
  <g transform="translate(96 96) scale(2.5)">${emblemBody}</g>
  <g font-family="DejaVu Sans, sans-serif" fill="#ffffff">
    <text x="96" y="340" font-size="58" font-weight="bold">${escape('Инвестиционный портал')}</text>
    <text x="96" y="412" font-size="58" font-weight="bold">${escape('Красноярского края')}</text>
    <text x="96" y="472" font-size="28" fill="#b9d3ef">${escape('Krasnoyarsk Krai Investment Portal · invest in Yenisei Siberia')}</text>
  </g>
  <rect x="96" y="282" width="120" height="6" rx="3" fill="#f2b33d"/>
</svg>`;

await sharp(Buffer.from(card)).png({ compressionLevel: 9 }).toFile(new URL('public/og-image.png', root).pathname);
await sharp(Buffer.from(emblem), { density: 576 }).resize(512, 512).png({ compressionLevel: 9 }).toFile(new URL('public/images/logo-512.png', root).pathname);
console.log('public/og-image.png (1200×630) and public/images/logo-512.png (512×512) written');
