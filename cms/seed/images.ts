import sharp from 'sharp';

/** Deterministic pseudo-random numbers from a name, so a re-seed draws the same pictures. */
function random(seed: string): () => number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

const PALETTES = {
  // sky top, sky bottom, far hills, near hills, accent
  taiga: ['#1d3557', '#a8dadc', '#457b9d', '#2d6a4f', '#f4a261'],
  arctic: ['#0b1d3a', '#cfe8ff', '#8ecae6', '#e9f5ff', '#ffb703'],
  industry: ['#22223b', '#f2e9e4', '#4a4e69', '#9a8c98', '#e76f51'],
  river: ['#003049', '#fcbf49', '#2a9d8f', '#264653', '#f77f00'],
  city: ['#14213d', '#e5e5e5', '#5c677d', '#33415c', '#fca311'],
  field: ['#3a86ff', '#ffe5b4', '#8ab17d', '#606c38', '#e9c46a'],
} satisfies Record<string, [string, string, string, string, string]>;

/** A landscape of the region in flat shapes: sky, sun, hills, the river and, for industry, buildings. */
export function landscapeSvg(name: string, palette: keyof typeof PALETTES, width = 1200, height = 800): string {
  const rnd = random(name);
  const [skyTop, skyBottom, far, near, accent] = PALETTES[palette];
  const hills = (base: number, amp: number, color: string) => {
    let d = `M0 ${height} L0 ${base}`;
    for (let x = 0; x <= width; x += width / 8) d += ` L${x.toFixed(0)} ${(base - rnd() * amp).toFixed(0)}`;
    return `<path d="${d} L${width} ${height} Z" fill="${color}"/>`;
  };
  const sunX = 150 + rnd() * (width - 300);
  const sunY = 120 + rnd() * 160;
  const buildings =
    palette === 'industry' || palette === 'city'
      ? Array.from({ length: 7 }, (_, i) => {
          const w = 60 + rnd() * 70;
          const h = 120 + rnd() * 220;
          const x = 80 + i * (width / 7.5);
          const chimney = palette === 'industry' && i % 2 === 0 ? `<rect x="${x + w / 3}" y="${height * 0.68 - h - 90}" width="18" height="90" fill="${near}"/>` : '';
          return `${chimney}<rect x="${x}" y="${height * 0.68 - h}" width="${w}" height="${h}" fill="${near}" opacity="0.9"/>`;
        }).join('')
      : '';
  const river = `<path d="M${width * 0.35} ${height} C ${width * 0.45} ${height * 0.85}, ${width * 0.62} ${height * 0.82}, ${width * 0.58} ${height * 0.7} L ${width * 0.64} ${height * 0.7} C ${width * 0.72} ${height * 0.84}, ${width * 0.6} ${height * 0.9}, ${width * 0.55} ${height} Z" fill="${skyBottom}" opacity="0.75"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(50 + rnd() * 40).toFixed(0)}" fill="${accent}" opacity="0.9"/>
${hills(height * 0.55, 160, far)}${buildings}${hills(height * 0.75, 120, near)}${river}
</svg>`;
}

export async function landscapePng(name: string, palette: keyof typeof PALETTES): Promise<Buffer> {
  return sharp(Buffer.from(landscapeSvg(name, palette))).png({ compressionLevel: 9 }).toBuffer();
}

export type Palette = keyof typeof PALETTES;
